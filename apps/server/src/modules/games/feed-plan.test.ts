import { describe, expect, it } from 'vitest';
import type { CatalogueFeed } from '@monsoon/contracts/provider/catalogue';
import { feedBrand, feedGame } from '@/test/catalogue-vendor.ts';
import type { BrandRow, GameRow } from './games.repository.ts';
import { checkFeed, planBrands, planGames } from './feed-plan.ts';

const at = new Date('2026-11-21T00:00:00Z');
const feed = (): CatalogueFeed => ({
  brands: [feedBrand('ALPHA'), feedBrand('BETA')],
  games: [feedGame('A1', 'ALPHA'), feedGame('B1', 'BETA', { gameType: 'FISH' })],
});
const integration = { id: 7, merchantId: 3 };

describe('checkFeed', () => {
  it('accepts a valid feed and says why it refuses others', () => {
    expect(checkFeed(feed())).toMatchObject({ ok: true });
    expect(checkFeed({ brands: [] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('games'),
    });
    expect(checkFeed({ ...feed(), games: [feedGame('Z', 'ZETA')] })).toEqual({
      ok: false,
      reason: 'game Z: unknown brand ZETA',
    });
  });
});

describe('planBrands / planGames', () => {
  it('inserts new rows, keeps equal ones, and keys games by integration + gameId', () => {
    const brands = planBrands(feed(), integration, [], at);
    expect(brands.inserts.map((b) => [b.code, b.gameTypes])).toEqual([
      ['ALPHA', ['RNG']],
      ['BETA', ['FISH']],
    ]);
    const ids = new Map([
      ['ALPHA', 1],
      ['BETA', 2],
    ]);
    const games = planGames(feed(), integration, ids, [], at);
    expect(games).toMatchObject({ added: 2, changed: 0, removes: [] });
    // The stored rows as the database would hand them back (names in another key order).
    const stored: GameRow[] = games.upserts.map((g, i) => ({
      nodeId: 100 + i,
      merchantId: 3,
      vendorId: 7,
      brandId: g.brandId,
      gameId: g.gameId,
      gameType: g.gameType,
      classify: g.classify,
      names: { ...g.names },
      iconUrl: g.iconUrl,
      minBet: g.minBet,
      lines: g.lines ?? 0,
      isNew: g.isNew ?? false,
      hotRank: g.hotRank ?? null,
      demo: g.demo ?? false,
      rooms: g.rooms ?? [],
      position: g.position ?? 0,
      popularity: 5,
      removedAt: null,
      createdAt: at,
      updatedAt: at,
    }));
    expect(planGames(feed(), integration, ids, stored, at)).toMatchObject({
      added: 0,
      changed: 0,
      upserts: [],
      removes: [],
    });
    const next = feed();
    next.games = [feedGame('A1', 'ALPHA', { minBetMinor: 99 })];
    expect(planGames(next, integration, ids, stored, at)).toMatchObject({
      added: 0,
      changed: 1,
      removes: [101],
    });
  });

  it('refuses a brand code another live integration of the merchant owns, takes back a removed one', () => {
    const row = (vendorId: number, removedAt: Date | null): BrandRow => ({
      id: 1,
      merchantId: 3,
      vendorId,
      code: 'ALPHA',
      names: { EN: 'ALPHA Games' },
      logoUrl: 'x',
      launchStyle: 'list',
      hot: false,
      sortOrder: 10,
      gameTypes: ['RNG'],
      maintenanceStart: null,
      maintenanceEnd: null,
      enabled: true,
      removedAt,
      createdAt: at,
      updatedAt: at,
    });
    expect(planBrands(feed(), integration, [row(8, null)], at).conflict).toBe('ALPHA');
    const taken = planBrands(feed(), integration, [row(8, at)], at);
    expect(taken.conflict).toBeNull();
    expect(taken.updates).toMatchObject([{ id: 1, set: { vendorId: 7, removedAt: null } }]);
  });
});
