/**
 * The header's inline login form at its narrowest widths (1024, 1280), MY and EN, with the captcha
 * shown after wrong passwords. Run: BASE=http://127.0.0.1:8087 npx tsx e2e/scripts/auth-header-shots.ts
 */
import { openBrowser } from '../support/browser.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:8080';
const shots = process.env.SHOTS ?? '/tmp/auth-shots';

for (const lang of ['MY', 'EN']) {
  for (const width of [1024, 1280]) {
    const b = await openBrowser({ width, height: 700 });
    await b.page.addInitScript((l) => {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    }, lang);
    await b.page.goto(base);
    const form = b.page.locator('header form');
    await form.locator('input').first().waitFor();
    await b.page.screenshot({
      path: `${shots}/inline-${lang}-${width}.png`,
      clip: { x: 0, y: 0, width, height: 130 },
    });
    await form.locator('input').nth(0).fill('player02');
    for (let i = 0; i < 4 && (await form.locator('input').count()) < 4; i++) {
      await form.locator('input[type="password"]').fill(`bad${i}`);
      await form.locator('button[type="submit"]').click();
      await b.page.waitForTimeout(700);
    }
    await b.page.waitForTimeout(500);
    await b.page.screenshot({
      path: `${shots}/inline-captcha-${lang}-${width}.png`,
      clip: { x: 0, y: 0, width, height: 130 },
    });
    await b.close();
  }
}
