/**
 * Screenshots of the auth modals at 1440 and 390 px, light and dark, MY and EN (PNG files in SHOTS).
 * Needs newbie01 with password 123456 for the forced change modal (it is not changed here).
 * Run: BASE=http://127.0.0.1:8087 npx tsx e2e/scripts/auth-shots.ts
 */
import type { Page } from 'playwright-core';
import { openBrowser } from '../support/browser.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:8080';
const shots = process.env.SHOTS ?? '/tmp/auth-shots';
const langs = (process.env.LANGS ?? 'EN,MY').split(',');
const themes = ['light', 'dark'] as const;
const widths = [1440, 390] as const;

async function prepare(page: Page, lang: string, theme: string): Promise<void> {
  await page.addInitScript(
    ([l, t]) => {
      localStorage.setItem('lang', l ?? 'EN');
      localStorage.setItem('theme', t ?? 'light');
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      sessionStorage.setItem('USER_POPUP', '1');
    },
    [lang, theme],
  );
}

const dialog = (page: Page) => page.getByRole('dialog').last();

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${shots}/${name}.png` });
}

for (const lang of langs) {
  for (const theme of themes) {
    for (const width of widths) {
      const tag = `${lang}-${theme}-${width}`;
      const browser = await openBrowser({
        width,
        height: width > 500 ? 900 : 844,
        colorScheme: theme,
      });
      const page = browser.page;
      try {
        await prepare(page, lang, theme);
        await page.goto(`${base}/`);
        if (width > 1023) await page.locator('header form input').first().waitFor();
        await page.waitForTimeout(800);
        await page.screenshot({
          path: `${shots}/header-${tag}.png`,
          clip: { x: 0, y: 0, width, height: 120 },
        });

        await page.goto(`${base}/login`);
        await dialog(page).waitFor();
        await shoot(page, `login-${tag}`);
        // Submit empty to show the field errors.
        await dialog(page).locator('button[type="submit"]').click();
        await shoot(page, `login-errors-${tag}`);
        await dialog(page).getByRole('tab').nth(1).click();
        await dialog(page).getByRole('button', { name: /\+\d+/ }).click();
        await shoot(page, `login-sms-${tag}`);

        await page.goto(`${base}/login`);
        await dialog(page).waitFor();
        await dialog(page)
          .locator('form button[type="button"]')
          .filter({ hasNotText: /^$/ })
          .last()
          .click();
        await dialog(page).getByRole('tab').first().waitFor();
        await shoot(page, `forgot-${tag}`);

        await page.goto(`${base}/register`);
        await dialog(page).waitFor();
        await shoot(page, `register-${tag}`);
        await dialog(page).getByRole('tab').first().click();
        await dialog(page).locator('button[type="submit"]').click();
        await shoot(page, `register-username-errors-${tag}`);

        await page.goto(`${base}/login`);
        await dialog(page).waitFor();
        await dialog(page).locator('input').nth(0).fill('newbie01');
        await dialog(page).locator('input[type="password"]').fill('123456');
        await dialog(page).locator('button[type="submit"]').click();
        await page.waitForTimeout(1500);
        // Close the after-login announcements if they cover the forced modal.
        const covering = page
          .getByRole('dialog')
          .filter({ has: page.locator('[data-modal-close]') });
        for (let i = 0; i < 2 && (await page.getByRole('dialog').count()) > 1; i++)
          await covering.last().locator('[data-modal-close]').click();
        await shoot(page, `change-forced-${tag}`);
        console.log('ok', tag);
      } catch (e) {
        console.log('fail', tag, e instanceof Error ? e.message.split('\n')[0] : e);
        await page.screenshot({ path: `${shots}/fail-${tag}.png` }).catch(() => undefined);
      } finally {
        await browser.close();
      }
    }
  }
}
