/**
 * Screenshots of every back-office screen for a visual check: 1440 and 390 px, light and dark, EN and
 * an Asian language. Usage: npx tsx e2e/scripts/admin-shots.ts [baseUrl] [outDir]
 * Writes <outDir>/<screen>-<width>-<theme>-<lang>.png. Signs the demo owner in once (one TOTP step).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../support/browser.ts';
import { demoOperators, operatorCookie } from '../support/admin.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? '/tmp/admin-shots';
const only = process.env.SHOTS;
mkdirSync(out, { recursive: true });

const screens = [
  ['members', '/admin/members'],
  ['member', '/admin/members/2'],
  ['adjustments', '/admin/adjustments?status=all'],
  ['audit', '/admin/audit'],
  ['operators', '/admin/operators'],
  ['settings', '/admin/settings'],
] as const;
const configs = [
  [1440, 'light', 'EN'],
  [1440, 'dark', 'TH'],
  [390, 'light', 'CN'],
  [390, 'dark', 'EN'],
] as const;

const cookie = await operatorCookie(base, demoOperators.owner);
for (const [width, theme, lang] of configs) {
  const name = `${width}-${theme}-${lang}`;
  if (only && !name.includes(only)) continue;
  const browser = await openBrowser({ width, height: 900, colorScheme: theme });
  try {
    await browser.context.addInitScript(
      (prefs) => {
        localStorage.setItem('adminLang', prefs.lang);
        localStorage.setItem('adminTheme', prefs.theme);
      },
      { lang, theme },
    );
    // The sign-in page first (no cookie yet).
    await browser.page.goto(`${base}/admin/sign-in`);
    await browser.page.waitForLoadState('networkidle');
    await browser.page.screenshot({ path: path.join(out, `signin-${name}.png`), fullPage: true });
    await browser.context.addCookies([
      { name: 'monsoon_operator', value: cookie, url: base, httpOnly: true, sameSite: 'Strict' },
    ]);
    for (const [screen, url] of screens) {
      await browser.page.goto(`${base}${url}`);
      await browser.page.waitForLoadState('networkidle');
      await browser.page.waitForTimeout(300);
      await browser.page.screenshot({
        path: path.join(out, `${screen}-${name}.png`),
        fullPage: true,
      });
    }
    if (width === 390) {
      await browser.page
        .getByRole('button', { name: /menu|菜单/i })
        .first()
        .click();
      await browser.page.waitForTimeout(300);
      await browser.page.screenshot({ path: path.join(out, `drawer-${name}.png`) });
    }
  } finally {
    await browser.close();
  }
  console.log(`shot ${name}`);
}
