import { afterEach, describe, expect, inject, it } from 'vitest';
import { okEnvelope } from '@monsoon/contracts/envelope';
import { gameList, hotGames, newGameVendor, VASSALAGE } from '@monsoon/contracts/catalogue';
import { openBrowser, type Browser } from './support/browser.ts';
import { dismissPopups, screenshot, visit } from './support/site.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
afterEach(async () => browser.close());

/**
 * The merchant's vendor lanes as the server answers them (the journey's expectations come from here),
 * once the server has synced the studio's catalogue: it does so after start-up, while the studio starts.
 */
async function lanes() {
  const ask = async () => {
    const res = await fetch(
      `${baseUrl}/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN`,
      { headers: { language: 'EN' } },
    );
    return okEnvelope(newGameVendor.value).parse(await res.json()).value.data.lanes;
  };
  await expect
    .poll(async () => (await ask()).some((l) => l.cards.length > 0), {
      timeout: 30_000,
      interval: 250,
    })
    .toBe(true);
  return ask();
}

describe('header navigation (spec §2 header bottom)', () => {
  it('opens the Slots dropdown with the studio vendors and goes to /rng with the chosen vendor', async () => {
    const rng = (await lanes()).find((l) => l.title === 'RNG');
    const vendors = rng?.cards ?? [];
    expect(vendors.length).toBeGreaterThan(1);
    const chosen = vendors[1];
    if (!chosen) throw new Error('no second slots vendor');

    browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    await visit(page, `${baseUrl}/`, { lang: 'EN' });
    await dismissPopups(page);
    const header = page.getByRole('banner');
    const slots = header.getByRole('link', { name: 'Slots', exact: true });
    await slots.hover();
    const panel = header.getByRole('group', { name: 'Slots providers' });
    await panel.waitFor();
    // One logo per studio vendor (up to 11), named by the vendor.
    await expect.poll(() => panel.locator('img').count()).toBe(Math.min(vendors.length, 11));
    for (const card of vendors.slice(0, 11))
      expect(
        await panel
          .locator('img')
          .and(page.getByAltText(card.displayName, { exact: true }))
          .count(),
      ).toBe(1);
    await screenshot(page, 'navigation-slots-dropdown-1440');

    await panel.getByRole('button', { name: new RegExp(`^${chosen.displayName}\\b`) }).click();
    await page.waitForURL(
      (url) => url.pathname === '/rng' && url.searchParams.get('vassalage') === chosen.vassalage,
    );
    // The game-list page shows that vendor as the chosen one.
    const current = page
      .getByRole('navigation', { name: 'Game vendors' })
      .locator('[aria-current="page"]');
    await expect.poll(() => current.textContent()).toContain(chosen.displayName);
  });

  it("opens a popup brand's games in a dialog from the Slots dropdown (wire §6.4 isGame VASSALAGE)", async () => {
    const popupBrand = (await lanes())
      .find((l) => l.title === 'RNG')
      ?.cards.find((c) => c.isGame === VASSALAGE);
    if (!popupBrand) throw new Error('no popup brand in the slots lane');
    const query = new URLSearchParams({
      platform: 'html5-desktop',
      clientType: '3',
      gameType: 'RNG',
      vassalage: popupBrand.vassalage,
      pageNo: '1',
      pageSize: '12',
      language: 'EN',
    });
    const res = await fetch(`${baseUrl}/wps/relay/GCSGAME_gameList?${query.toString()}`, {
      headers: { language: 'EN' },
    });
    const games = okEnvelope(gameList.value).parse(await res.json()).value.games;
    expect(games.length).toBeGreaterThan(0);

    browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    await visit(page, `${baseUrl}/`, { lang: 'EN' });
    await dismissPopups(page);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Slots', exact: true }).hover();
    const panel = header.getByRole('group', { name: 'Slots providers' });
    await panel.getByRole('button', { name: new RegExp(`^${popupBrand.displayName}\\b`) }).click();

    // The popup lists the vendor's games; the page stays where it was.
    const dialog = page.getByRole('dialog', { name: `${popupBrand.displayName} games` });
    await dialog.waitFor();
    const names = dialog
      .getByRole('list', { name: `${popupBrand.displayName} games` })
      .getByRole('heading', { level: 3 });
    await expect.poll(() => names.allTextContents()).toEqual(games.map((g) => g.gameName));
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'navigation-vendor-popup-1440');

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('works from the keyboard: focus opens, ArrowDown enters, Escape closes', async () => {
    browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    await visit(page, `${baseUrl}/`, { lang: 'EN' });
    await dismissPopups(page);
    const header = page.getByRole('banner');
    const slots = header.getByRole('link', { name: 'Slots', exact: true });
    await slots.focus();
    await expect.poll(() => slots.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label') ?? '',
        ),
      )
      .toBe('Slots providers');
    await page.keyboard.press('Escape');
    await expect.poll(() => slots.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Slots');
  });
});

describe('lobby pages', () => {
  it('a game type without vendors shows its empty state (/fish, /live)', async () => {
    const types = new Set((await lanes()).filter((l) => l.cards.length > 0).map((l) => l.title));
    expect(types.has('FISH')).toBe(false);
    expect(types.has('LIVE')).toBe(false);

    browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    await visit(page, `${baseUrl}/fish`, { lang: 'EN' });
    await dismissPopups(page);
    await page.getByText('No vendors here yet').waitFor();

    await page.goto(`${baseUrl}/live`);
    await page.getByRole('heading', { level: 1, name: 'Live casino' }).waitFor();
    await page.getByText('Live casino is coming soon').waitFor();
    expect(await page.getByRole('link', { name: 'Browse slots' }).getAttribute('href')).toBe(
      '/rng',
    );
    await screenshot(page, 'navigation-live-empty-1440');
  });
});

describe('home page', () => {
  it('shows the hot games of the catalogue', async () => {
    // The most played games change as other journeys play: the page is compared with the answer
    // of the same moment, and loaded again when a play in between changed the list.
    const hotNow = async () => {
      const res = await fetch(
        `${baseUrl}/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5-desktop&language=EN`,
      );
      const hot = okEnvelope(hotGames.value).parse(await res.json()).value.list;
      return hot.slice(0, 12).map((g) => g.gameName);
    };
    expect((await hotNow()).length).toBeGreaterThan(0);

    browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    await visit(page, `${baseUrl}/`, { lang: 'EN' });
    await dismissPopups(page);
    const section = page.getByRole('region', { name: 'Hot games' });
    const row = section.getByRole('list', { name: 'Hot games' });
    await row.waitFor();
    let attempt = 0;
    await expect
      .poll(
        async () => {
          if (attempt++ > 0) {
            await page.reload();
            await dismissPopups(page);
            await row.waitFor();
          }
          const shown = await row.getByRole('heading', { level: 3 }).allTextContents();
          const wanted = await hotNow();
          return shown.join('|') === wanted.join('|') ? 'the catalogue order' : shown;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe('the catalogue order');
    await screenshot(page, 'navigation-home-hot-1440');
  });
});
