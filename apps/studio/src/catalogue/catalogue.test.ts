import { describe, expect, it } from 'vitest';
import { catalogueFeedSchema } from '@monsoon/contracts/provider/catalogue';
import { brandLogoSvg, brandTileMark } from '@/catalogue/brand-art.ts';
import { BRANDS, HOT_GAMES, NEW_GAMES } from '@/catalogue/brands.ts';
import { catalogueFeed, titleOfGame } from '@/catalogue/catalogue.ts';
import { tileSvg } from '@/games/slots/art/index.ts';
import { svgProblems } from '@/games/slots/art/svg-check.ts';
import { titles } from '@/games/slots/titles/index.ts';

const BASE = 'https://studio.example';
const feed = catalogueFeed(BASE, null);
const gamesOf = (brand: string) => feed.games.filter((g) => g.brand === brand);

describe('catalogue feed', () => {
  it('is a valid CatalogueFeed', () => {
    expect(catalogueFeedSchema.parse(feed)).toEqual(feed);
  });

  it('has at least 8 RNG brands of ours, one of them a popup list, none in maintenance', () => {
    expect(feed.brands.length).toBeGreaterThanOrEqual(8);
    expect(new Set(feed.brands.map((b) => b.code)).size).toBe(feed.brands.length);
    expect(feed.brands.filter((b) => b.launchStyle === 'popup').map((b) => b.code)).toEqual([
      'MS_SLOTS',
    ]);
    expect(feed.brands.every((b) => b.launchStyle !== 'direct' && b.maintenance === null)).toBe(
      true,
    );
    expect(
      feed.games.every(
        (g) => g.gameType === 'RNG' && g.classify === 'SLOTS' && g.demo && g.rooms.length === 0,
      ),
    ).toBe(true);
  });

  it('gives every brand at least 3 games and every game a unique id', () => {
    for (const brand of feed.brands)
      expect(gamesOf(brand.code).length, brand.code).toBeGreaterThanOrEqual(3);
    expect(new Set(feed.games.map((g) => g.gameId)).size).toBe(feed.games.length);
  });

  it('publishes every title under at least 2 brands; the home brand has all 12 under their title codes', () => {
    for (const title of titles) {
      const brands = feed.games
        .filter((g) => titleOfGame(g.gameId)?.code === title.code)
        .map((g) => g.brand);
      expect(new Set(brands).size, title.code).toBeGreaterThanOrEqual(2);
    }
    expect(gamesOf('MONSOON').map((g) => g.gameId)).toEqual(titles.map((t) => t.code));
  });

  it("maps brand ids to their titles, with the brand's names and a marked icon", () => {
    expect(gamesOf('STORM').map((g) => g.gameId)).toEqual(['ST0001', 'ST0002', 'ST0003', 'ST0004']);
    expect(titleOfGame('ST0002')?.code).toBe('MS006');
    expect(titleOfGame('MS006')?.code).toBe('MS006');
    expect(titleOfGame('ST9999')).toBeUndefined();
    const st = feed.games.find((g) => g.gameId === 'ST0002');
    expect(st?.names).toMatchObject({ EN: 'Lucky Sevens · Storm', CN: '幸运七 · 风暴' });
    expect(st?.iconUrl).toBe(`${BASE}/art/MS006/tile.svg?brand=STORM`);
    expect(new Set(feed.games.map((g) => g.iconUrl)).size).toBe(feed.games.length);
  });

  it('takes the smallest bet step and the line count (0 for ways)', () => {
    for (const game of feed.games) {
      const title = titleOfGame(game.gameId);
      expect(game.minBetMinor).toBe(Math.min(...(title?.betStepsMinor ?? [])));
      expect(game.lines).toBe(
        title?.evaluation.kind === 'lines' ? title.evaluation.lines.length : 0,
      );
    }
    expect(feed.games.some((g) => g.lines === 0)).toBe(true);
  });

  it('flags 2–3 new games and ranks about 6 hot ones, all of them real ids', () => {
    const ids = feed.games.map((g) => g.gameId);
    for (const id of [...NEW_GAMES, ...HOT_GAMES]) expect(ids).toContain(id);
    const isNew = feed.games.filter((g) => g.isNew);
    expect(isNew.length).toBeGreaterThanOrEqual(2);
    expect(isNew.length).toBeLessThanOrEqual(3);
    const ranks = feed.games
      .flatMap((g) => (g.hotRank === null ? [] : [g.hotRank]))
      .sort((a, b) => a - b);
    expect(ranks).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('announces a configured maintenance window on that brand only', () => {
    const withWindow = catalogueFeed(BASE, { brand: 'TEMPEST', start: 1_000, end: 2_000 });
    expect(withWindow.brands.filter((b) => b.maintenance !== null)).toEqual([
      expect.objectContaining({ code: 'TEMPEST', maintenance: { start: 1_000, end: 2_000 } }),
    ]);
  });
});

describe('brand art', () => {
  it.each(BRANDS.map((b) => b.code))('%s: a well-formed logo and tile mark', (code) => {
    const logo = brandLogoSvg(code) ?? '';
    expect(logo).toContain('viewBox="0 0 320 160"');
    expect(svgProblems(logo)).toEqual([]);
    const mark = brandTileMark(code);
    const tile = mark ? (tileSvg('MS001', mark) ?? '') : '';
    expect(svgProblems(tile)).toEqual([]);
    expect(tile).not.toBe(tileSvg('MS001'));
    expect(tile).not.toContain('<text');
  });

  it('has nothing for unknown brands', () => {
    expect(brandLogoSvg('NOPE')).toBeUndefined();
    expect(brandTileMark('constructor')).toBeUndefined();
  });
});
