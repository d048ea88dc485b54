import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newGameVendor } from '@monsoon/contracts/catalogue';
import { lotteryGameByCode } from '@monsoon/contracts/lottery/games';
import { okEnvelope } from '@monsoon/contracts/envelope';
import { openBrowser, type Browser } from './support/browser.ts';
import { dice, fillSlip, passDraw, waitForOpenDraw } from './support/lottery.ts';
import { amountIn, headerBalance, reportPage, screenshot, signIn, visit } from './support/site.ts';

/**
 * Finding the lottery (issue 10, defect 7): the Lottery and E-lottery items of the header and the
 * drawer list the lottery vendors of the catalogue and open their first listed game; the home page
 * offers both categories; /lottery (no site header) shows the balance and follows a bet and its
 * settlement; /rng shows the rolling jackpot.
 */
const baseUrl = inject('baseUrl');
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The lottery cards of the catalogue lanes (the journey's expectations come from the server). */
async function lotteryCards() {
  const res = await fetch(`${baseUrl}/wps/relay/GCSGAME_newGameVendor?language=EN`, {
    headers: { Merchant: 'demo' },
  });
  const { lanes } = okEnvelope(newGameVendor.value).parse(await res.json()).value.data;
  const first = (title: string) => {
    const card = lanes.find((l) => l.title === title)?.cards[0];
    if (!card) throw new Error(`no ${title} lane`);
    return card;
  };
  const vn = first('LOTT');
  return { fast: first('ELOTT'), vn, vnName: lotteryGameByCode(vn.gameCode)?.names.EN ?? '?' };
}

/**
 * Opens the home page in English with the visitor announcement popup marked as seen (it opens whenever
 * the browser is idle; these journeys are about the lottery).
 */
async function visitQuietly(page: Page): Promise<void> {
  await page.context().addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', '1'));
  await visit(page, `${baseUrl}/`, { lang: 'EN' });
}

/** The balance /lottery shows itself (its button is named "Refresh balance: P 1,234.56"). */
async function pageBalance(page: Page): Promise<bigint> {
  const button = page.getByRole('main').getByRole('button', { name: /^Refresh balance: / });
  await button.waitFor();
  return amountIn(await button.getAttribute('aria-label'));
}

describe('finding the lottery', () => {
  it('the header opens the first listed game of each lottery vendor; the home page offers both', async () => {
    const { fast, vn, vnName } = await lotteryCards();
    expect([fast.vassalage, fast.gameCode, vn.vassalage, vn.gameCode]).toEqual([
      'ELOTT',
      dice.code,
      'TCG_LOTTO_VN',
      'VN_NORTH',
    ]);
    browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    try {
      await visitQuietly(page);
      // Home: both categories are offered (with their vendor and a link to their lobby), not "coming soon".
      const categories = page
        .getByRole('list')
        .filter({ has: page.getByRole('heading', { name: 'Slots' }) });
      for (const [type, vendor, lobby] of [
        ['E-lottery', fast.displayName, '/lottery?vendor=ELOTT'],
        ['Lottery', vn.displayName, '/vnlottery'],
      ] as const) {
        const card = categories
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: type, exact: true }) });
        await card.getByRole('button', { name: vendor }).waitFor();
        expect(await card.getByRole('link', { name: `Play ${type}` }).getAttribute('href')).toBe(
          lobby,
        );
      }
      const soon = page.getByText('Coming soon', { exact: true }).locator('..');
      expect(await soon.textContent()).not.toMatch(/lottery/i);
      await screenshot(page, 'lottery-nav-home-1440');

      await signIn(page, 'player02', 'Player123');
      const before = await headerBalance(page);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Lottery', exact: true }).hover();
      const vnPanel = header.getByRole('group', { name: 'Lottery providers' });
      await vnPanel.getByRole('button', { name: vn.displayName }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/vnlottery' &&
          url.searchParams.get('gameCode') === vn.gameCode &&
          url.searchParams.get('vendor') === vn.vassalage,
      );
      await page.getByRole('heading', { level: 1, name: vnName }).waitFor();
      // /vnlottery keeps the site header: its balance is the header's.
      expect(await headerBalance(page)).toBe(before);

      await header.getByRole('button', { name: 'E-lottery', exact: true }).hover();
      await header
        .getByRole('group', { name: 'E-lottery providers' })
        .getByRole('button', { name: fast.displayName })
        .click();
      await page.waitForURL(
        (url) => url.pathname === '/lottery' && url.searchParams.get('gameCode') === dice.code,
      );
      await page.getByRole('heading', { level: 1, name: dice.names.EN }).waitFor();
      // No site header on /lottery (spec §2): the page shows the balance itself.
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await pageBalance(page)).toBe(before);
      await screenshot(page, 'lottery-nav-lottery-balance-1440');
    } catch (err) {
      await reportPage(page, 'lottery nav');
      throw err;
    }
  });

  it("/lottery's balance follows a bet and its settlement", { timeout: 200_000 }, async () => {
    browser = await openBrowser({ width: 1440, height: 900, reducedMotion: 'reduce' });
    const { page } = browser;
    try {
      await visitQuietly(page);
      await signIn(page, 'player02', 'Player123');
      await page.goto(`${baseUrl}/lottery?gameCode=${dice.code}&vendor=ELOTT`);
      await page.getByRole('heading', { level: 1, name: dice.names.EN }).waitFor();
      const before = await pageBalance(page);
      await fillSlip(
        page,
        'Big / Small',
        'Big / small / odd / even',
        ['Big', 'Small'],
        'Add to slip',
      );
      const slip = page.getByRole('region', { name: 'Bet slip' });
      const stake = amountIn(await slip.getByTestId('slip-total').textContent());
      const numero = await waitForOpenDraw(baseUrl, page);
      await slip.getByRole('button', { name: 'Place bet' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Place bet' }).click();
      await slip.getByRole('status').waitFor({ timeout: 15_000 });
      await expect.poll(() => pageBalance(page), { timeout: 10_000 }).toBe(before - stake);

      // The server's clock moves past the draw (drawn within its 5 s tick): the ticket settles, the balance follows.
      await passDraw(baseUrl, numero);
      const tickets = page.getByRole('region', { name: 'My tickets' });
      await page
        .getByRole('region', { name: 'Last results' })
        .getByText(numero, { exact: true })
        .waitFor({ timeout: 40_000 });
      await tickets.getByRole('tab', { name: 'Settled' }).click();
      const settled = tickets.getByTestId('ticket').filter({ hasText: numero });
      await expect.poll(() => settled.count(), { timeout: 30_000, interval: 1_000 }).toBe(1);
      const wins = amountIn(await settled.getByTestId('ticket-win').textContent());
      await expect.poll(() => pageBalance(page), { timeout: 15_000 }).toBe(before - stake + wins);
      await screenshot(page, 'lottery-nav-settled-1440');
    } catch (err) {
      await reportPage(page, 'lottery balance');
      throw err;
    }
  });

  it('the drawer lists the lottery on a phone; /rng shows the rolling jackpot', async () => {
    const { vn, vnName } = await lotteryCards();
    browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    try {
      await visitQuietly(page);
      await signIn(page, 'player02', 'Player123');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/rng`);
      const jackpot = page.getByRole('group', { name: 'Progressive jackpot' });
      const amount = jackpot.getByLabel(/^Current jackpot: P \d+\.\d{2}$/);
      const first = await amount.getAttribute('aria-label');
      // It rolls (+165.11 every 3 s, spec §4).
      await expect
        .poll(() => amount.getAttribute('aria-label'), { timeout: 10_000 })
        .not.toBe(first);
      await screenshot(page, 'lottery-nav-rng-jackpot-390');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: /^Lottery/ }).click();
      await page.getByRole('button', { name: vn.displayName }).click();
      await page.waitForURL(
        (url) => url.pathname === '/vnlottery' && url.searchParams.get('gameCode') === vn.gameCode,
      );
      await page.getByRole('heading', { level: 1, name: vnName }).waitFor();
    } catch (err) {
      await reportPage(page, 'lottery drawer');
      throw err;
    }
  });
});
