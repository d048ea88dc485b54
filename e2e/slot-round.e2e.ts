import { afterEach, describe, expect, inject, it } from 'vitest';
import type { FrameLocator } from 'playwright-core';
import { okEnvelope } from '@monsoon/contracts/envelope';
import { gameList } from '@monsoon/contracts/catalogue';
import { wireToMinor } from '@monsoon/contracts/money';
import { bettingRecords, walletBalance } from '@monsoon/contracts/wallet';
import { openBrowser, type Browser } from './support/browser.ts';
import {
  amountIn,
  dismissPopups,
  headerBalance,
  screenshot,
  signIn,
  studioFrameAllowed,
  visit,
} from './support/site.ts';

const baseUrl = inject('baseUrl');
const studioUrl = inject('studioUrl');
let browser: Browser;
afterEach(async () => browser.close());

/** The demo players open with P 10,000.00 (apps/server/src/db/seed/demo-wallet.ts). */
const openingMinor = 1_000_000n;
const maxSpins = 60;
const gamePath = '/game?vassalage=MONSOON&gameId=MS001';

/** MS001's name in a language, as the catalogue lists it (the /game page titles its iframe with it). */
async function gameName(language: string): Promise<string> {
  const res = await fetch(
    `${baseUrl}/wps/relay/GCSGAME_gameList?vassalage=MONSOON&pageSize=3000&language=${language}`,
    { headers: { language } },
  );
  const name = okEnvelope(gameList.value)
    .parse(await res.json())
    .value.games.find((g) => g.gameId === 'MS001')?.gameName;
  if (!name) throw new Error(`MS001 is not listed in ${language}`);
  return name;
}

const yyyyMmDd = (d: Date) => d.toISOString().slice(0, 10);

/** GET a session call with the raw token (wire reference §1.2). */
async function getValue(path: string, token: string): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    headers: { Authorization: token, Merchant: 'demo' },
  });
  return res.json();
}

/** The ledger's view: the wallet balance and every round of today (± a day for time zones). */
async function ledger(
  token: string,
): Promise<{ balance: bigint; bets: bigint; wins: bigint; rounds: number; open: number }> {
  const balance = okEnvelope(walletBalance.value).parse(
    await getValue('/wps/v2/wallets/balance?typeId=0', token),
  ).value;
  const day = 24 * 3600_000;
  const range = `startDate=${yyyyMmDd(new Date(Date.now() - day))}&endDate=${yyyyMmDd(new Date(Date.now() + day))}`;
  let bets = 0n;
  let wins = 0n;
  let rounds = 0;
  let open = 0;
  for (let pageNo = 1; ; pageNo++) {
    const body = await getValue(
      `/wps/relay/ODSFE2_getBettingRecords?${range}&pageNo=${pageNo}&pageSize=100`,
      token,
    );
    const { value } = okEnvelope(bettingRecords.value).parse(body);
    for (const r of value.list) {
      bets += wireToMinor(r.betAmount);
      wins += wireToMinor(r.winAmount);
      rounds += 1;
      if (r.status === 'open') open += 1;
    }
    if (pageNo >= value.totalPages) {
      // The page sums and the range summary must agree.
      expect(wireToMinor(value.summary.betAmount)).toBe(bets);
      expect(wireToMinor(value.summary.winAmount)).toBe(wins);
      break;
    }
  }
  return { balance: wireToMinor(balance.sumBalance), bets, wins, rounds, open };
}

/** A meter of the studio's game page ("Balance", "Win"). */
const meter = (game: FrameLocator, label: string) =>
  game
    .locator('.meter', { has: game.locator('.meter-label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('output');

describe('slot round', () => {
  it('plays MS001 until a win; header, game and ledger agree', { timeout: 240_000 }, async () => {
    browser = await openBrowser({
      width: 1440,
      height: 900,
      bypassCSP: !(await studioFrameAllowed(baseUrl, studioUrl)),
      reducedMotion: 'reduce',
    });
    const { page } = browser;
    await visit(page, `${baseUrl}/`, { lang: 'EN' });
    await dismissPopups(page);
    await signIn(page, 'player01', 'Player123');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    if (!token) throw new Error('no session token after login');
    const before = await ledger(token);
    expect(await headerBalance(page)).toBe(before.balance);
    // The eye hides the amount as *** and shows it again.
    await page.getByRole('button', { name: 'Hide balance' }).click();
    expect(await page.getByRole('button', { name: /^Refresh balance: / }).textContent()).toContain(
      '***',
    );
    await page.getByRole('button', { name: 'Show balance' }).click();

    // The /rng list leads to the game page.
    await page.goto(`${baseUrl}/rng`);
    await page.getByRole('link', { name: /Space Rocket/ }).waitFor();
    await screenshot(page, 'rng-list-1440-light-EN');
    await page.getByRole('link', { name: /Monsoon Riches/ }).click();
    await page.waitForURL(`${baseUrl}${gamePath}`);
    const iframe = page.locator('iframe[title="Monsoon Riches"]');
    await iframe.waitFor();
    expect(await iframe.getAttribute('src')).toMatch(new RegExp(`^${studioUrl}/play/MS001\\?`));
    expect(await iframe.getAttribute('sandbox')).toContain(
      'allow-scripts allow-same-origin allow-popups allow-forms',
    );
    const game = page.frameLocator('iframe[title="Monsoon Riches"]');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor({ timeout: 30_000 });
    expect(amountIn(await meter(game, 'Balance').textContent())).toBe(before.balance);

    let spins = 0;
    let win = 0n;
    while (spins < maxSpins && win === 0n) {
      await spin.click();
      spins += 1;
      // Busy, the button is named "Spinning"; "Spin" again once the round is presented.
      await spin.waitFor({ timeout: 30_000 });
      win = amountIn(await meter(game, 'Win').textContent());
    }
    expect(win, `no win in ${maxSpins} spins`).toBeGreaterThan(0n);
    const gameBalance = amountIn(await meter(game, 'Balance').textContent());

    await page.getByRole('button', { name: /^Refresh balance: / }).click();
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(gameBalance);

    const after = await ledger(token);
    expect(after.open).toBe(0);
    expect(after.rounds - before.rounds).toBe(spins);
    expect(after.balance).toBe(gameBalance);
    expect(openingMinor - after.bets + after.wins).toBe(after.balance);
    await screenshot(page, 'game-member-1440-light-EN');
    await page.setViewportSize({ width: 390, height: 844 });
    const frame = page.locator('iframe[title="Monsoon Riches"]');
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(390);
    await screenshot(page, 'game-member-390-light-EN');

    // Closing the launch (leaving the page) keeps the header in step.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await headerBalance(page)).toBe(after.balance);
  });

  for (const [lang, loginLabel] of [
    ['EN', 'Log in to play for real'],
    ['VI', 'Đăng nhập để chơi tiền thật'],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`shows a visitor the demo with a login prompt in ${lang}, ${theme}, at 1440 and 390 px`, async () => {
        browser = await openBrowser({
          width: 1440,
          height: 900,
          colorScheme: theme,
          bypassCSP: !(await studioFrameAllowed(baseUrl, studioUrl)),
        });
        const { page } = browser;
        await visit(page, `${baseUrl}${gamePath}`, { lang, theme });
        await dismissPopups(page);
        const title = await gameName(lang);
        const iframe = page.locator(`iframe[title="${title}"]`);
        await iframe.waitFor();
        const game = page.frameLocator(`iframe[title="${title}"]`);
        await game.locator('.spin-button').waitFor({ timeout: 30_000 });
        const login = page.getByRole('button', { name: loginLabel });
        await login.waitFor();
        // The iframe fills the page below the header: no page scroll.
        const box = await iframe.boundingBox();
        expect(box?.width).toBe(1440);
        expect(
          await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
        ).toBe(true);
        await screenshot(page, `game-visitor-1440-${theme}-${lang}`);
        await page.setViewportSize({ width: 390, height: 844 });
        await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(390);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
        await screenshot(page, `game-visitor-390-${theme}-${lang}`);
        await login.click();
        await page.getByRole('dialog').waitFor();
      });
    }
  }

  it('explains an unknown vendor and offers a retry', async () => {
    browser = await openBrowser({ width: 390, height: 844 });
    const { page } = browser;
    await visit(page, `${baseUrl}/game?vassalage=NOPE&gameId=X1`, { lang: 'EN' });
    await dismissPopups(page);
    const alert = page.getByRole('alert').filter({ hasText: 'The game could not be opened' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This game could not be found.');
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(page, 'game-error-390-light-EN');
  });
});
