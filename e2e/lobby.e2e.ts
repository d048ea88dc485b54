import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { okEnvelope } from '@monsoon/contracts/envelope';
import { bettingRecords } from '@monsoon/contracts/wallet';
import { openBrowser, type Browser } from './support/browser.ts';
import { dismissPopups, screenshot, signIn, visit } from './support/site.ts';

const baseUrl = inject('baseUrl');
const studioUrl = inject('studioUrl');
let browser: Browser;
afterEach(async () => browser?.close());

interface ListAnswer {
  value: { games: { gameName: string; gameId: string }[]; totalCount: number; totalPages: number };
}

/** The catalogue as the list call answers it (the same call the page makes). */
async function gameList(query: string): Promise<ListAnswer['value']> {
  const res = await fetch(
    `${baseUrl}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=12&pageNo=1&language=EN&${query}`,
    { headers: { Merchant: 'demo' } },
  );
  return ((await res.json()) as ListAnswer).value;
}

/** The server syncs the studio's catalogue shortly after both started: wait for its games. */
async function catalogueReady(): Promise<void> {
  await expect
    .poll(async () => (await gameList('')).totalCount, { timeout: 90_000, interval: 1_000 })
    .toBeGreaterThan(12);
}

/** See slot-round.e2e.ts: the e2e studio's port is not in the fixed CSP frame-src. */
async function cspAllowsStudio(): Promise<boolean> {
  const res = await fetch(`${baseUrl}/`);
  const csp = res.headers.get('content-security-policy') ?? '';
  const frameSrc =
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === 'frame-src') ?? [];
  return frameSrc.includes(new URL(studioUrl).origin);
}

const yyyyMmDd = (d: Date) => d.toISOString().slice(0, 10);

/** The member's settled-or-open rounds of today (± a day for time zones), as the betting record lists them. */
async function roundsOf(token: string): Promise<{ gameCode: string; status: string }[]> {
  const day = 24 * 3600_000;
  const range = `startDate=${yyyyMmDd(new Date(Date.now() - day))}&endDate=${yyyyMmDd(new Date(Date.now() + day))}`;
  const res = await fetch(
    `${baseUrl}/wps/relay/ODSFE2_getBettingRecords?${range}&pageNo=1&pageSize=100`,
    { headers: { Authorization: token, Merchant: 'demo' } },
  );
  return okEnvelope(bettingRecords.value)
    .parse(await res.json())
    .value.list.map((r) => ({ gameCode: r.gameCode, status: r.status }));
}

/** The tiles of the shown list (the grid is named after its vendor). */
const tiles = (page: Page, listName: string | RegExp): Locator =>
  page.getByRole('list', { name: listName }).getByRole('article');
const tile = (page: Page, name: string): Locator =>
  page.getByRole('article', { name, exact: true });

describe('game list', () => {
  it(
    'browses /rng as player01: vendors, load more, search, min bet, favourites, a spin, recent',
    { timeout: 300_000 },
    async () => {
      await catalogueReady();
      const all = await gameList('');
      const storm = await gameList('vassalage=STORM');
      browser = await openBrowser({
        width: 1440,
        height: 900,
        bypassCSP: !(await cspAllowsStudio()),
        reducedMotion: 'reduce',
      });
      const { page } = browser;
      await visit(page, `${baseUrl}/`, { lang: 'EN' });
      await dismissPopups(page);
      await signIn(page, 'player01', 'Player123');

      // From the header menu to the slots: every vendor, 12 games, then 12 more.
      await page
        .getByRole('navigation')
        .getByRole('link', { name: 'Slots', exact: true })
        .first()
        .click();
      await page.waitForURL(`${baseUrl}/rng`);
      const vendors = page.getByRole('navigation', { name: 'Game vendors' });
      expect(
        await vendors.getByRole('link', { name: 'All vendors' }).getAttribute('aria-current'),
      ).toBe('page');
      await expect.poll(() => tiles(page, 'Games from every vendor').count()).toBe(12);
      await page.getByText(`Showing 12 of ${all.totalCount} games`).waitFor();
      // More than 7 vendors: the menu scrolls with arrows.
      await vendors.getByRole('button', { name: 'Next vendors' }).waitFor();
      await screenshot(page, 'lobby-rng-1440-light-EN');
      // A click without scrolling: scrolling the button into view would let the infinite scroll ask
      // the same page first and the button could be gone before the click lands.
      await page.getByRole('button', { name: 'Load more' }).dispatchEvent('click');
      await expect
        .poll(() => tiles(page, 'Games from every vendor').count())
        .toBe(Math.min(24, all.totalCount));

      // Another vendor: its own address and list.
      await vendors.getByRole('link', { name: 'Storm Game Hall' }).click();
      await page.waitForURL(`${baseUrl}/rng?vassalage=STORM`);
      const stormList = 'Storm Game Hall games';
      await expect.poll(() => tiles(page, stormList).count()).toBe(storm.totalCount);

      // Search by name.
      const wanted = storm.games[0]?.gameName ?? '';
      const word = wanted.split(' ')[0] ?? '';
      await page.getByRole('searchbox', { name: 'Search by game name' }).fill(word);
      const found = await gameList(`vassalage=STORM&gameName=${encodeURIComponent(word)}`);
      await expect
        .poll(() => tiles(page, stormList).allTextContents())
        .toEqual(found.games.map((g) => expect.stringContaining(g.gameName)));
      expect(found.totalCount).toBeLessThan(storm.totalCount);

      // The minimum bet filter: games whose minimum bet is at most the choice (or the empty state).
      await page
        .getByRole('combobox', { name: 'Minimum bet' })
        .selectOption({ label: 'Up to P 0.75' });
      const cheap = await gameList(
        `vassalage=STORM&gameName=${encodeURIComponent(word)}&minBet=0.75`,
      );
      if (cheap.totalCount === 0) {
        await page.getByText('No games match your search').waitFor();
        await screenshot(page, 'lobby-rng-filtered-1440-light-EN');
        await page.getByRole('button', { name: 'Clear filters' }).click();
      } else {
        await expect.poll(() => tiles(page, stormList).count()).toBe(cheap.games.length);
        await page.getByRole('searchbox', { name: 'Search by game name' }).fill('');
        await page
          .getByRole('combobox', { name: 'Minimum bet' })
          .selectOption({ label: 'Any minimum bet' });
      }
      await expect.poll(() => tiles(page, stormList).count()).toBe(storm.totalCount);

      // A favourite: added with the heart, listed in the favourites tab (kept in the address), removed there.
      const pick = storm.games[1]?.gameName ?? '';
      await tile(page, pick)
        .getByRole('button', { name: `Add ${pick} to favourites` })
        .click();
      await tile(page, pick)
        .getByRole('button', { name: `Remove ${pick} from favourites` })
        .waitFor();
      await page.getByRole('tab', { name: 'Favourites' }).click();
      await page.waitForURL(`${baseUrl}/rng?vassalage=STORM&tab=fav`);
      await expect
        .poll(() => tiles(page, stormList).allTextContents())
        .toEqual([expect.stringContaining(pick)]);
      await screenshot(page, 'lobby-rng-favourites-1440-light-EN');
      await tile(page, pick)
        .getByRole('button', { name: `Remove ${pick} from favourites` })
        .click();
      await page.getByText('No favourites yet').waitFor();
      // Back returns to the vendor's list.
      await page.goBack();
      await page.waitForURL(`${baseUrl}/rng?vassalage=STORM`);
      expect(await page.getByRole('tab', { name: 'All games' }).getAttribute('aria-selected')).toBe(
        'true',
      );

      // Launch a slot from the list and play one spin: one more round of that game in the betting record.
      const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
      const before = await roundsOf(token);
      await tile(page, wanted).getByRole('link', { name: wanted }).click();
      await page.waitForURL(
        `${baseUrl}/game?vassalage=STORM&gameId=${storm.games[0]?.gameId ?? ''}`,
      );
      const game = page.frameLocator('iframe');
      const spin = game.getByRole('button', { name: 'Spin', exact: true });
      await spin.waitFor({ timeout: 30_000 });
      await spin.click();
      await spin.waitFor({ timeout: 30_000 });
      await expect
        .poll(async () => (await roundsOf(token)).length, { timeout: 15_000 })
        .toBe(before.length + 1);
      expect((await roundsOf(token))[0]).toEqual({
        gameCode: storm.games[0]?.gameId,
        status: 'closed',
      });

      // The game is in the recent tab of its vendor.
      await page.goto(`${baseUrl}/rng?vassalage=STORM`);
      await page.getByRole('tab', { name: 'Recent games' }).click();
      await page.waitForURL(`${baseUrl}/rng?vassalage=STORM&tab=recent`);
      await expect.poll(() => tiles(page, stormList).first().textContent()).toContain(wanted);
      await screenshot(page, 'lobby-rng-recent-1440-light-EN');
    },
  );

  for (const [lang, title, empty, vendorsLabel, liveChat] of [
    ['EN', 'Slots', 'No vendors here yet', 'Game vendors', 'Live chat'],
    ['VI', 'Slot', 'Chưa có nhà cung cấp nào', 'Nhà cung cấp trò chơi', 'Hỗ trợ trực tuyến'],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`shows a visitor the slots and an empty game type in ${lang}, ${theme}, at 1440 and 390 px`, async () => {
        await catalogueReady();
        browser = await openBrowser({ width: 1440, height: 900, colorScheme: theme });
        const { page } = browser;
        await visit(page, `${baseUrl}/rng`, { lang, theme });
        await dismissPopups(page);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await expect.poll(() => page.getByRole('article').count()).toBe(12);
        // No favourites for visitors; their Play asks for a login.
        expect(await page.locator('article button[aria-pressed]').count()).toBe(0);
        // The header's game types fit the bar (in Vietnamese they once pushed the page sideways).
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= 1440)).toBe(true);
        await screenshot(page, `lobby-rng-visitor-1440-${theme}-${lang}`);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForTimeout(400);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
        // The live-chat button floats in the bottom corner, clear of the vendor menu.
        const chat = page.getByRole('button', { name: liveChat, exact: true });
        await chat.waitFor();
        const [menuBox, chatBox] = await Promise.all([
          page.getByRole('navigation', { name: vendorsLabel }).boundingBox(),
          chat.boundingBox(),
        ]);
        if (!menuBox || !chatBox) throw new Error('vendor menu or live chat not laid out');
        expect(
          chatBox.y >= menuBox.y + menuBox.height || chatBox.y + chatBox.height <= menuBox.y,
        ).toBe(true);
        await screenshot(page, `lobby-rng-visitor-390-${theme}-${lang}`);
        await page.getByRole('article').first().getByRole('link').click();
        await page.getByRole('dialog').waitFor();
        await page.keyboard.press('Escape');

        await page.goto(`${baseUrl}/fish`);
        await page.getByText(empty).waitFor();
        await screenshot(page, `lobby-fish-empty-390-${theme}-${lang}`);
      });
    }
  }
});
