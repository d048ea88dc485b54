/**
 * Screenshots of where the lottery is found (issue 10, defect 7) and of the sign-in link question
 * (defect 8), for a visual check: the Lottery and E-lottery dropdowns, the drawer, the home categories,
 * /rng with its jackpot, /lottery with the balance, and the question a `?token=` link asks.
 * Usage: npx tsx e2e/scripts/lottery-shots.ts [baseUrl] [outDir]
 * Writes <outDir>/<shot>-<width>-<theme>-<lang>.png; SHOTS=1440-light-EN limits the configurations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser } from '../support/browser.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? '/tmp/lottery-shots';
const only = process.env.SHOTS;

/** A session token of a demo member (plain JSON login). */
async function loginToken(username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Merchant: 'demo' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { value?: { token?: string } };
  if (!body.value?.token) throw new Error(`no token for ${username}`);
  return body.value.token;
}

const labels = {
  EN: { lottery: 'Lottery', elottery: 'E-lottery', menu: 'Menu' },
  VI: { lottery: 'Xổ số', elottery: 'Xổ số điện tử', menu: 'Menu' },
} as const;

mkdirSync(out, { recursive: true });
const configs = [1440, 390].flatMap((width) =>
  (['light', 'dark'] as const).flatMap((theme) =>
    (['EN', 'VI'] as const).map((lang) => ({ width, theme, lang })),
  ),
);

for (const { width, theme, lang } of configs) {
  const name = `${width}-${theme}-${lang}`;
  if (only && !only.split(',').includes(name)) continue;
  const shot = async (page: Page, what: string, fullPage = false) => {
    await page.waitForTimeout(600);
    const file = path.join(out, `${what}-${name}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  };
  const open = async (token: string | null) => {
    const browser = await openBrowser({
      width,
      height: width > 800 ? 900 : 844,
      colorScheme: theme,
    });
    await browser.context.addInitScript(
      ([t, l, tok]) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('lang', l);
        sessionStorage.setItem('ANONYMOUS_POPUP', '1');
        sessionStorage.setItem('USER_POPUP', '1');
        if (tok && !sessionStorage.getItem('token')) sessionStorage.setItem('token', tok);
      },
      [theme, lang, token ?? ''] as const,
    );
    browser.page.on('pageerror', (e) => console.log(`[${name}] page error: ${e.message}`));
    return browser;
  };
  const text = labels[lang];
  const player = await loginToken('player01', 'Player123');

  const member = await open(player);
  const { page } = member;
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  if (width > 1024) {
    for (const [what, label] of [
      ['nav-lottery', text.lottery],
      ['nav-elottery', text.elottery],
    ] as const) {
      await page.getByRole('navigation').getByText(label, { exact: true }).first().hover();
      await shot(page, what);
    }
  } else {
    await page.getByRole('button', { name: text.menu }).first().click();
    await page.getByRole('button', { name: new RegExp(`^${text.lottery}\\s*\\d+$`) }).click();
    await shot(page, 'drawer-lottery');
    await page.keyboard.press('Escape');
  }
  await page.mouse.move(5, 5);
  await page
    .getByRole('list')
    .filter({ has: page.locator('img[src*="ELOTT"]') })
    .first()
    .scrollIntoViewIfNeeded();
  await shot(page, 'home-categories');
  await page.goto(`${base}/rng`, { waitUntil: 'networkidle' });
  await shot(page, 'rng-jackpot');
  await page.goto(`${base}/lottery?gameCode=K3_1&vendor=ELOTT`, { waitUntil: 'networkidle' });
  await shot(page, 'lottery-balance');
  await member.close();

  // A link carrying player02's token, opened by player01 and by a visitor.
  const other = await loginToken('player02', 'Player123');
  const asked = await open(await loginToken('player01', 'Player123'));
  await asked.page.goto(`${base}/rng?token=${other}`, { waitUntil: 'networkidle' });
  await asked.page.getByRole('dialog').waitFor();
  await shot(asked.page, 'link-switch');
  await asked.close();
  const visitor = await open(null);
  await visitor.page.goto(`${base}/?token=${other}`, { waitUntil: 'networkidle' });
  await visitor.page.getByRole('dialog').waitFor();
  await shot(visitor.page, 'link-visitor');
  await visitor.close();
}
