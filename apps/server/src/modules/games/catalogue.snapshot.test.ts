import { describe, expect, it } from 'vitest';
import type { GameRow, LoadedBrand } from './games.repository.ts';
import { CatalogueSnapshot } from './catalogue.snapshot.ts';

const at = new Date('2026-11-21T00:00:00Z');
const brand = (id: number, code: string, order: number): LoadedBrand => ({
  id,
  merchantId: 1,
  vendorId: 1,
  code,
  names: { EN: code },
  logoUrl: 'x',
  launchStyle: 'list',
  hot: false,
  sortOrder: order,
  gameTypes: ['RNG'],
  maintenanceStart: null,
  maintenanceEnd: null,
  enabled: true,
  removedAt: null,
  createdAt: at,
  updatedAt: at,
  integrationCode: 'INT',
  integrationEnabled: true,
});
const game = (
  nodeId: number,
  brandId: number,
  names: Record<string, string>,
  position = nodeId,
): GameRow => ({
  nodeId,
  merchantId: 1,
  vendorId: 1,
  brandId,
  gameId: `G${nodeId}`,
  gameType: 'RNG',
  classify: 'SLOTS',
  names,
  iconUrl: 'x',
  minBet: 10n,
  lines: 20,
  isNew: false,
  hotRank: null,
  demo: true,
  rooms: [],
  position,
  popularity: 0,
  removedAt: null,
  createdAt: at,
  updatedAt: at,
});

const snap = new CatalogueSnapshot(
  1,
  1,
  [brand(1, 'B', 2), brand(2, 'A', 1)],
  [
    game(1, 1, { EN: 'Dragon Dragon' }),
    game(2, 1, { EN: 'Tiger', CN: '虎' }),
    game(3, 2, { EN: 'Golden DRAGON' }, 9),
    game(4, 2, { EN: 'Ragon' }, 1),
  ],
);
const ids = (list: readonly { gameId: string }[]) => list.map((g) => g.gameId);

describe('CatalogueSnapshot', () => {
  it('orders by brand order, then the feed order', () => {
    expect(ids(snap.games)).toEqual(['G4', 'G3', 'G1', 'G2']);
  });

  it('finds each game once per name match, never across two names, case-insensitively', () => {
    expect(ids(snap.filter({ lang: 'EN', name: 'dragon' }))).toEqual(['G3', 'G1']);
    // "ragon" ends one name; "ragon\ngolden" would span two.
    expect(ids(snap.filter({ lang: 'EN', name: 'ragon' }))).toEqual(['G4', 'G3', 'G1']);
    expect(ids(snap.filter({ lang: 'EN', name: 'ragon golden' }))).toEqual([]);
    expect(ids(snap.filter({ lang: 'CN', name: '虎' }))).toEqual(['G2']);
    expect(ids(snap.filter({ lang: 'CN', name: 'golden' }))).toEqual(['G3']);
    expect(ids(snap.filter({ lang: 'EN', name: 'dragon', vassalage: 'b' }))).toEqual(['G1']);
  });

  it('serves languages nobody publishes in English', () => {
    expect(snap.languageFor('CN')).toBe('CN');
    expect(snap.languageFor('TH')).toBe('EN');
  });
});
