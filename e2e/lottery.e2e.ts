import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { findPlayType } from '@monsoon/contracts/lottery/play-types';
import { openBrowser, type Browser } from './support/browser.ts';
import { dice, fillSlip, passDraw, waitForOpenDraw } from './support/lottery.ts';
import { root } from './support/server.ts';
import {
  amountIn,
  dismissPopups,
  headerBalance,
  reportPage,
  screenshot,
  shotsDir,
  signIn,
  visit,
} from './support/site.ts';

const baseUrl = inject('baseUrl');
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** /seaLottery lists every lottery game under the site header (its balance); /lottery has no header. */
const dicePath = `/seaLottery?gameCode=${dice.code}`;

/** The lottery texts a journey reads in a language (the site's own locale files). */
interface LotteryTexts {
  lobby: { title: string };
  betting: { rows: { SIDES: string }; options: { BIG: string; SMALL: string }; addToSlip: string };
  slip: { title: string; submit: string; cancel: string };
  tickets: { title: string; tabs: { settled: string } };
  results: { title: string };
  verify: { buttonLabel: string; pass: string; how: string };
}
const textsIn = (lang: 'EN' | 'VI'): LotteryTexts =>
  JSON.parse(
    readFileSync(path.join(root, 'packages/i18n/locales', lang, 'lottery.json'), 'utf8'),
  ) as LotteryTexts;
const bigSmall = findPlayType('DICE3_BIG_SMALL');

/** What the screen shows (no scrolling), e.g. a dialog over the page: a full-page shot stretches only the page. */
async function viewportShot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** Screenshots at 1440 px and at 390 px (a phone; the whole page and its first screen), back to 1440 after. */
async function shootBoth(page: Page, name: string, fullPage = true): Promise<void> {
  await (fullPage ? screenshot(page, `${name}-1440`) : viewportShot(page, `${name}-1440`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= 390),
    `${name} scrolls sideways at 390 px`,
  ).toBe(true);
  await viewportShot(page, `${name}-390-screen`);
  if (fullPage) await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(300);
}

/** Opens the verify dialog of the newest result and waits until both browser checks have passed. */
async function openVerify(page: Page, texts: LotteryTexts, numero?: string): Promise<Locator> {
  const results = page.getByRole('region', { name: texts.results.title });
  const label = (n: string) => texts.verify.buttonLabel.replace('{{numero}}', n);
  const button = numero
    ? results.getByRole('button', { name: label(numero) })
    : results.getByRole('button', { name: label('') }).first();
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect
    .poll(() => dialog.locator('li[data-state="pass"]').count(), { timeout: 10_000 })
    .toBe(2);
  expect(await dialog.getByText(texts.verify.pass, { exact: true }).count()).toBe(2);
  return dialog;
}

const slipOf = (page: Page, name: string): Locator => page.getByRole('region', { name });
const ticketsOf = (page: Page, name: string): Locator => page.getByRole('region', { name });

describe('lottery', () => {
  it(
    'bets BIG and SMALL on the 1-minute dice as player02 (player01 keeps to the slot journey); the draw settles the ticket and the header balance follows',
    { timeout: 180_000 },
    async () => {
      browser = await openBrowser({ width: 1440, height: 900, reducedMotion: 'reduce' });
      const { page } = browser;
      try {
        await visit(page, `${baseUrl}/`, { lang: 'EN' });
        await dismissPopups(page);
        await signIn(page, 'player02', 'Player123');
        const before = await headerBalance(page);

        await page.goto(`${baseUrl}${dicePath}`);
        await page.getByRole('heading', { level: 1, name: 'Three Dice 1 Min' }).waitFor();
        // The after-login announcements may open late on a busy machine: none covers the slip.
        await dismissPopups(page);
        await fillSlip(
          page,
          'Big / Small',
          'Big / small / odd / even',
          ['Big', 'Small'],
          'Add to slip',
        );
        const slip = slipOf(page, 'Bet slip');
        expect(await slip.getByTestId('slip-bets').textContent()).toBe('2');
        const stake = amountIn(await slip.getByTestId('slip-total').textContent());
        expect(stake).toBe(200n);

        const onSaleNumero = await waitForOpenDraw(baseUrl, page);
        await slip.getByRole('button', { name: 'Place bet' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        expect(await dialog.textContent()).toContain('Bets: 2 on draw');
        await dialog.getByRole('button', { name: 'Place bet' }).click();
        const notice = slip.getByRole('status');
        await notice.waitFor({ timeout: 15_000 });
        expect(await notice.textContent()).toMatch(
          /^Bet placed\. Order \S+ · tickets: 1 · total 2\.00\. Good luck!$/,
        );
        expect(await slip.getByTestId('slip-bets').textContent()).toBe('0');
        await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before - stake);
        await screenshot(page, 'lottery-placed-1440-light-EN');

        // One line on one draw is one ticket (2 bets): it waits in My tickets for its draw.
        const tickets = ticketsOf(page, 'My tickets');
        await expect.poll(() => tickets.getByTestId('ticket').count(), { timeout: 10_000 }).toBe(1);
        const head = await tickets.getByTestId('ticket').first().textContent();
        const numero = /\d{8}-\d{4}/.exec(head ?? '')?.[0];
        expect(numero).toBe(onSaleNumero);
        if (!numero) throw new Error(`no draw number in "${head}"`);

        // The server's clock moves past the draw (drawn within its 5 s tick): the result shows, the tickets settle.
        await passDraw(baseUrl, numero);
        const results = page.getByRole('region', { name: 'Last results' });
        await results.getByText(numero, { exact: true }).waitFor({ timeout: 40_000 });
        await tickets.getByRole('tab', { name: 'Settled' }).click();
        const settled = tickets.getByTestId('ticket').filter({ hasText: numero });
        await expect.poll(() => settled.count(), { timeout: 30_000, interval: 1_000 }).toBe(1);
        let wins = 0n;
        for (const row of await settled.all()) {
          expect(['WIN', 'LOSE', 'VOID']).toContain(await row.getAttribute('data-ticket-status'));
          expect(await row.getByTestId('ticket-result').textContent()).toMatch(/^[1-6]{3}$/);
          wins += amountIn(await row.getByTestId('ticket-win').textContent());
        }
        await expect
          .poll(() => headerBalance(page), { timeout: 15_000 })
          .toBe(before - stake + wins);
        await screenshot(page, 'lottery-settled-1440-light-EN');

        // The draw just settled verifies in the browser: its seed matches the commitment and gives the result.
        const verify = await openVerify(page, textsIn('EN'), numero);
        expect(await verify.textContent()).toContain(`Verify draw ${numero}`);
        await verify.getByText('How to check it yourself').click();
        await page.waitForTimeout(300);
        await viewportShot(page, 'lottery-verify-how-1440-light-EN');
        await page.keyboard.press('Escape');
        await verify.waitFor({ state: 'detached' });
      } catch (err) {
        await reportPage(page, 'lottery journey');
        throw err;
      }
    },
  );

  // Both languages and both themes, in two runs (each run is a sign-in, four pages and two widths).
  for (const [lang, theme] of [
    ['EN', 'light'],
    ['VI', 'dark'],
  ] as const) {
    it(
      `shows the lobby, a filled slip, the confirmation and My tickets in ${lang}, ${theme}, at 1440 and 390 px`,
      { timeout: 150_000 },
      async () => {
        const texts = textsIn(lang);
        browser = await openBrowser({
          width: 1440,
          height: 900,
          colorScheme: theme,
          reducedMotion: 'reduce',
        });
        const { page } = browser;
        try {
          await visit(page, `${baseUrl}/`, { lang: 'EN', theme });
          await dismissPopups(page);
          await signIn(page, 'player02', 'Player123');
          await page.evaluate((l) => localStorage.setItem('lang', l), lang);

          await page.goto(`${baseUrl}/lottery`);
          await page.getByRole('heading', { level: 1, name: texts.lobby.title }).waitFor();
          await dismissPopups(page);
          await page.getByRole('link', { name: new RegExp(dice.names[lang] ?? '') }).waitFor();
          await page.waitForLoadState('networkidle');
          await shootBoth(page, `lottery-lobby-${theme}-${lang}`);

          await page.goto(`${baseUrl}/lottery?gameCode=K3_1`);
          await fillSlip(
            page,
            bigSmall?.names[lang] ?? '',
            texts.betting.rows.SIDES,
            [texts.betting.options.BIG, texts.betting.options.SMALL],
            texts.betting.addToSlip,
          );
          const tickets = ticketsOf(page, texts.tickets.title);
          await tickets.getByRole('tab', { name: texts.tickets.tabs.settled }).click();
          await tickets.getByTestId('ticket').first().waitFor({ timeout: 15_000 });
          await shootBoth(page, `lottery-slip-${theme}-${lang}`);

          // A past draw's verification: commitment, seed and both browser checks passed.
          const verify = await openVerify(page, texts);
          await page.waitForTimeout(300);
          await shootBoth(page, `lottery-verify-${theme}-${lang}`, false);
          await page.keyboard.press('Escape');
          await verify.waitFor({ state: 'detached' });

          await waitForOpenDraw(baseUrl, page, 8_000);
          await slipOf(page, texts.slip.title)
            .getByRole('button', { name: texts.slip.submit })
            .click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          await page.waitForTimeout(300);
          await shootBoth(page, `lottery-confirm-${theme}-${lang}`, false);
          await dialog.getByRole('button', { name: texts.slip.cancel }).click();
          await dialog.waitFor({ state: 'detached' });
          // Cancelled: nothing was placed, the slip keeps its line.
          expect(await slipOf(page, texts.slip.title).getByTestId('slip-bets').textContent()).toBe(
            '2',
          );
        } catch (err) {
          await reportPage(page, `lottery screens ${lang} ${theme}`);
          throw err;
        }
      },
    );
  }
});
