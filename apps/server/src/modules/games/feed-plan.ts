import { GAME_TYPES } from '@monsoon/contracts/catalogue';
import {
  catalogueFeedSchema,
  type CatalogueFeed,
  type FeedBrand,
  type FeedGame,
} from '@monsoon/contracts/provider/catalogue';
import type { BrandRow, GameRow, NewBrand, NewGame } from './games.repository.ts';

/** A feed that passed the contract and the cross-checks, or why it did not. */
export type FeedCheck = { ok: true; feed: CatalogueFeed } | { ok: false; reason: string };

/** Validates a feed with the contract, then what a schema cannot say: unique codes and ids, known brands. */
export function checkFeed(json: unknown): FeedCheck {
  const parsed = catalogueFeedSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    return { ok: false, reason: issues.join('; ') };
  }
  const feed = parsed.data;
  const brands = new Set<string>();
  for (const b of feed.brands) {
    if (brands.has(b.code)) return { ok: false, reason: `brand ${b.code} listed twice` };
    brands.add(b.code);
    if (b.maintenance && b.maintenance.end <= b.maintenance.start)
      return { ok: false, reason: `brand ${b.code}: maintenance ends before it starts` };
  }
  const games = new Set<string>();
  for (const g of feed.games) {
    if (games.has(g.gameId)) return { ok: false, reason: `game ${g.gameId} listed twice` };
    games.add(g.gameId);
    if (!brands.has(g.brand))
      return { ok: false, reason: `game ${g.gameId}: unknown brand ${g.brand}` };
    const rooms = new Set(g.rooms.map((r) => r.roomId));
    if (rooms.size !== g.rooms.length)
      return { ok: false, reason: `game ${g.gameId}: a room listed twice` };
  }
  return { ok: true, feed };
}

/** JSON with sorted keys: names and rooms compare by content, not key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** The brand columns a feed brand sets (its game types derived from the feed's games). */
function brandValues(b: FeedBrand, games: readonly FeedGame[]) {
  const types = new Set(games.filter((g) => g.brand === b.code).map((g) => g.gameType));
  return {
    names: b.names,
    logoUrl: b.logoUrl,
    launchStyle: b.launchStyle,
    hot: b.hot,
    sortOrder: b.order,
    gameTypes: GAME_TYPES.filter((t) => types.has(t)),
    maintenanceStart: b.maintenance ? new Date(b.maintenance.start) : null,
    maintenanceEnd: b.maintenance ? new Date(b.maintenance.end) : null,
  };
}

const sameBrand = (row: BrandRow, v: ReturnType<typeof brandValues>): boolean =>
  canonical(row.names) === canonical(v.names) &&
  row.logoUrl === v.logoUrl &&
  row.launchStyle === v.launchStyle &&
  row.hot === v.hot &&
  row.sortOrder === v.sortOrder &&
  row.gameTypes.join() === v.gameTypes.join() &&
  (row.maintenanceStart?.getTime() ?? null) === (v.maintenanceStart?.getTime() ?? null) &&
  (row.maintenanceEnd?.getTime() ?? null) === (v.maintenanceEnd?.getTime() ?? null);

/** What a sync does to the brands of a merchant. */
export interface BrandPlan {
  inserts: NewBrand[];
  updates: { id: number; set: Partial<NewBrand> }[];
  removes: number[];
  /** A brand code another integration of the merchant publishes (the feed is refused). */
  conflict: string | null;
}

/** Brands to add, change (or take back from removal) and remove for one integration's feed. */
export function planBrands(
  feed: CatalogueFeed,
  integration: { id: number; merchantId: number },
  existing: readonly BrandRow[],
  at: Date,
): BrandPlan {
  const byCode = new Map(existing.map((b) => [b.code, b]));
  const plan: BrandPlan = { inserts: [], updates: [], removes: [], conflict: null };
  for (const b of feed.brands) {
    const values = brandValues(b, feed.games);
    const row = byCode.get(b.code);
    if (!row) {
      plan.inserts.push({
        merchantId: integration.merchantId,
        vendorId: integration.id,
        code: b.code,
        ...values,
        createdAt: at,
        updatedAt: at,
      });
    } else if (row.vendorId !== integration.id && row.removedAt === null) {
      return { ...plan, conflict: b.code };
    } else if (
      row.vendorId !== integration.id ||
      row.removedAt !== null ||
      !sameBrand(row, values)
    ) {
      plan.updates.push({
        id: row.id,
        set: { ...values, vendorId: integration.id, removedAt: null, updatedAt: at },
      });
    }
  }
  const listed = new Set(feed.brands.map((b) => b.code));
  for (const row of existing)
    if (row.vendorId === integration.id && row.removedAt === null && !listed.has(row.code))
      plan.removes.push(row.id);
  return plan;
}

/** The game columns a feed game sets. */
function gameValues(g: FeedGame, position: number, brandId: number) {
  return {
    brandId,
    gameType: g.gameType,
    classify: g.classify,
    names: g.names,
    iconUrl: g.iconUrl,
    minBet: BigInt(g.minBetMinor),
    lines: g.lines,
    isNew: g.isNew,
    hotRank: g.hotRank,
    demo: g.demo,
    rooms: g.rooms,
    position,
  };
}

const sameGame = (row: GameRow, v: ReturnType<typeof gameValues>): boolean =>
  row.brandId === v.brandId &&
  row.gameType === v.gameType &&
  row.classify === v.classify &&
  canonical(row.names) === canonical(v.names) &&
  row.iconUrl === v.iconUrl &&
  row.minBet === v.minBet &&
  row.lines === v.lines &&
  row.isNew === v.isNew &&
  row.hotRank === v.hotRank &&
  row.demo === v.demo &&
  canonical(row.rooms) === canonical(v.rooms) &&
  row.position === v.position;

/** What a sync does to an integration's games. */
export interface GamePlan {
  /** New and changed games (a game coming back from removal keeps its nodeId). */
  upserts: NewGame[];
  removes: number[];
  added: number;
  changed: number;
}

/** Games to add, change and remove; the key is (integration, gameId), so nodeIds survive every sync. */
export function planGames(
  feed: CatalogueFeed,
  integration: { id: number; merchantId: number },
  brandIds: ReadonlyMap<string, number>,
  existing: readonly GameRow[],
  at: Date,
): GamePlan {
  const byGameId = new Map(existing.map((g) => [g.gameId, g]));
  const plan: GamePlan = { upserts: [], removes: [], added: 0, changed: 0 };
  feed.games.forEach((g, position) => {
    const brandId = brandIds.get(g.brand);
    if (brandId === undefined) throw new Error(`brand ${g.brand} has no row`);
    const values = gameValues(g, position, brandId);
    const row = byGameId.get(g.gameId);
    if (row && row.removedAt === null && sameGame(row, values)) return;
    if (row) plan.changed++;
    else plan.added++;
    plan.upserts.push({
      merchantId: integration.merchantId,
      vendorId: integration.id,
      gameId: g.gameId,
      ...values,
      createdAt: at,
      updatedAt: at,
    });
  });
  const listed = new Set(feed.games.map((g) => g.gameId));
  for (const row of existing)
    if (row.removedAt === null && !listed.has(row.gameId)) plan.removes.push(row.nodeId);
  return plan;
}
