/**
 * Screenshots of the site for a visual check, and the JavaScript the home route loads.
 * Usage: npx tsx e2e/scripts/web-shots.ts [baseUrl] [outDir] [path]
 * Writes <outDir>/<path>-<width>-<theme>-<lang>.png (full page) and prints the JS weight (gzip).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openBrowser } from '../support/browser.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? '/tmp/web-shots';
const route = process.argv[4] ?? '/';
const only = process.env.SHOTS; // e.g. "1440-light-MY"
/** LOGIN=user:password logs in first (plain JSON login, accepted until the encryption issue). */
const login = process.env.LOGIN;
/** ACTION=marquee|usermenu|drawer|signout clicks something before the screenshot. */
const action = process.env.ACTION;

async function loginToken(): Promise<string | null> {
  if (!login) return null;
  const [username, password] = login.split(':');
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Merchant: 'demo' },
    body: JSON.stringify({ username, password }),
  });
  const body: unknown = await res.json();
  const token =
    typeof body === 'object' &&
    body !== null &&
    'value' in body &&
    typeof body.value === 'object' &&
    body.value !== null &&
    'token' in body.value
      ? body.value.token
      : null;
  return typeof token === 'string' ? token : null;
}
mkdirSync(out, { recursive: true });

const configs = [1440, 390].flatMap((width) =>
  (['light', 'dark'] as const).flatMap((theme) =>
    (['MY', 'EN'] as const).map((lang) => ({ width, theme, lang })),
  ),
);

for (const { width, theme, lang } of configs) {
  const name = `${width}-${theme}-${lang}`;
  if (only && !only.split(',').includes(name)) continue;
  const browser = await openBrowser({ width, height: width > 800 ? 900 : 844, colorScheme: theme });
  const { page, context } = browser;
  const token = await loginToken();
  await context.addInitScript(
    ([t, l, tok, popup]) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('lang', l);
      if (!popup) sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      if (tok && !sessionStorage.getItem('token')) {
        sessionStorage.setItem('token', tok);
        if (!popup) sessionStorage.setItem('USER_POPUP', '1');
      }
    },
    [theme, lang, token ?? '', process.env.POPUP ?? ''] as const,
  );
  const js: { url: string; gzip: number }[] = [];
  page.on('response', (res) => {
    if (!res.url().endsWith('.js')) return;
    void res.body().then(
      (body) =>
        js.push({ url: res.url().replace(base, ''), gzip: gzipSync(body, { level: 9 }).length }),
      () => undefined,
    );
  });
  const forcedStatus = Number(process.env.STATUS ?? '0');
  if (forcedStatus) {
    // Shows the maintenance (1) or region-blocked (2) screen by rewriting the status answer.
    await page.route('**/wps/system/status*', async (route) => {
      const res = await route.fetch();
      const body: { value: { status: number; maintenance: unknown; regionRestriction: boolean } } =
        await res.json();
      body.value.status = forcedStatus;
      if (forcedStatus === 1)
        body.value.maintenance = { endTime: Date.now() + 2 * 3600_000, content: '' };
      else body.value.regionRestriction = true;
      await route.fulfill({ response: res, json: body });
    });
  }
  page.on('pageerror', (e) => console.log(`[${name}] page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`[${name}] console: ${m.text()}`);
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1200);
  if (action === 'marquee')
    await page.locator('section[aria-label] ul button').first().click({ force: true });
  if (action === 'usermenu') await page.locator('button[aria-haspopup="menu"]').last().click();
  if (action === 'drawer') await page.locator('header button[aria-expanded]').first().click();
  if (action === 'signout') {
    await page.locator('button[aria-haspopup="menu"]').last().click();
    await page.getByRole('menuitem').last().click();
  }
  if (action) await page.waitForTimeout(800);
  const file = path.join(out, `${route.replace(/\W+/g, '_') || 'home'}-${name}.png`);
  await page.screenshot({ path: file, fullPage: process.env.VIEWPORT_ONLY ? false : true });
  const total = js.reduce((s, f) => s + f.gzip, 0);
  console.log(`${file}  js=${(total / 1024).toFixed(1)} KB gzip in ${js.length} files`);
  if (process.env.JS_DETAIL)
    for (const f of js.sort((a, b) => b.gzip - a.gzip))
      console.log(`   ${(f.gzip / 1024).toFixed(1)} ${f.url}`);
  await browser.close();
}
