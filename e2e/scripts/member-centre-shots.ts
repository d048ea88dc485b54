/**
 * Screenshots of the member centre for a visual check: the security centre (closed, with the mobile and
 * e-mail forms open) and the transaction history, at 1440 and 390 px, light and dark, in two languages.
 * Usage: npx tsx e2e/scripts/member-centre-shots.ts [baseUrl] [outDir]
 * Env: LOGIN=user:password (default player01:Player123), LANGS=EN,TH, SHOTS=1440-light-EN,...
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../support/browser.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? '/tmp/member-centre-shots';
const [username = 'player01', password = 'Player123'] = (
  process.env.LOGIN ?? 'player01:Player123'
).split(':');
const langs = (process.env.LANGS ?? 'EN,TH').split(',');
const only = process.env.SHOTS;

/** A fresh session token by the plain JSON login. */
async function loginToken(): Promise<string> {
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Merchant: 'demo' },
    body: JSON.stringify({ username, password, captcha: null, type: 'username' }),
  });
  const body = (await res.json()) as { value?: { token?: string } };
  const token = body.value?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return token;
}

mkdirSync(out, { recursive: true });
for (const width of [1440, 390])
  for (const theme of ['light', 'dark'] as const)
    for (const lang of langs) {
      const name = `${width}-${theme}-${lang}`;
      if (only && !only.split(',').includes(name)) continue;
      const browser = await openBrowser({
        width,
        height: width > 800 ? 900 : 844,
        colorScheme: theme,
      });
      const { page, context } = browser;
      const token = await loginToken();
      await context.addInitScript(
        (prefs: { theme: string; lang: string; token: string }) => {
          localStorage.setItem('theme', prefs.theme);
          localStorage.setItem('lang', prefs.lang);
          sessionStorage.setItem('ANONYMOUS_POPUP', '1');
          sessionStorage.setItem('USER_POPUP', '1');
          if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', prefs.token);
        },
        { theme, lang, token },
      );
      const shot = async (label: string) => {
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(out, `${label}-${name}.png`) });
      };
      try {
        await page.goto(`${base}/?mc=securityCenter`);
        await page.locator('#security-items-title').waitFor();
        await page
          .locator('#login-history-title ~ table, #login-history-title ~ div')
          .first()
          .waitFor();
        await shot('security');
        const profile = page.locator('[role="dialog"] section[aria-label]').first();
        await profile.locator('button').first().click();
        await profile.getByRole('radiogroup').waitFor();
        await shot('security-avatar');
        await profile.locator('button').first().click();
        await profile.getByRole('button').last().click();
        await shot('security-nickname');
        const rows = page.locator(
          '[role="dialog"] section[aria-labelledby="security-items-title"] li',
        );
        // The mobile form (third item), then the e-mail form (fourth) with the empty form's errors.
        await rows.nth(2).getByRole('button').click();
        await shot('security-mobile');
        await rows.nth(3).getByRole('button').click();
        await rows.nth(3).getByRole('button').last().click();
        await shot('security-email');
        await page.evaluate(() => {
          const scroller = document.querySelector('[role="dialog"] section[aria-labelledby]');
          scroller?.scrollTo(0, scroller.scrollHeight);
        });
        await shot('security-history');
        await page.goto(`${base}/?mc=transactionHistory`);
        await page.locator('[role="dialog"] table, [role="dialog"] dl').first().waitFor();
        await shot('transactions');
      } catch (err) {
        console.error(name, err);
        await page.screenshot({ path: path.join(out, `failed-${name}.png`) });
      }
      await browser.close();
      console.log(`shot ${name}`);
    }
