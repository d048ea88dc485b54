import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { vendors } from './ledger.ts';
import { merchants } from './merchants.ts';

/**
 * The game catalogue of each merchant (docs/decisions/0020): brands and games published by the vendor
 * integrations (`vendors` rows) through their signed `GET /games` feed and kept in step by the sync.
 * A brand is a vendor code of the site's lanes (vassalage); the integration that published it
 * launches and settles its games. Rows are soft-removed, never deleted: favourites keep their nodeIds.
 */

/** Names per wire language code, `EN` always present. */
export type LocalizedNames = Record<string, string>;

/** A PVP room as the feed publishes it. */
export interface CatalogueRoom {
  roomId: string;
  names: LocalizedNames;
  minBetMinor: number;
  minBalanceMinor: number;
}

/** A vendor code of the lanes, per merchant, with its presentation and the integration behind it. */
export const catalogueBrands = pgTable(
  'catalogue_brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The integration (vendor registration) that published the brand. */
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    code: text('code').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    logoUrl: text('logo_url').notNull(),
    /** list | direct | popup */
    launchStyle: text('launch_style').notNull(),
    hot: boolean('hot').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Game types of the brand's live games (derived by the sync). */
    gameTypes: text('game_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    /** The operator's switch; the sync never changes it. A disabled brand's games are never listed. */
    enabled: boolean('enabled').notNull().default(true),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogue_brands_code_uq').on(t.merchantId, t.code),
    index('catalogue_brands_vendor_idx').on(t.vendorId),
  ],
);

/** A game of a brand. `node_id` is the site's numeric game id (the favourite key), stable across syncs. */
export const catalogueGames = pgTable(
  'catalogue_games',
  {
    nodeId: bigint('node_id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 100_001 }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The integration: (vendor_id, game_id) is the game's identity across syncs. */
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => catalogueBrands.id),
    /** The vendor's game id: what launches send as `gameCode` and wallet calls carry as `gameCode`. */
    gameId: text('game_id').notNull(),
    gameType: text('game_type').notNull(),
    classify: text('classify').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    iconUrl: text('icon_url').notNull(),
    /** Smallest stake in minor units of the merchant currency. */
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    lines: integer('lines').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    /** The vendor's hot rank (1 = hottest), or null. */
    hotRank: integer('hot_rank'),
    /** Whether visitors may open a free demo. */
    demo: boolean('demo').notNull().default(false),
    rooms: jsonb('rooms')
      .$type<CatalogueRoom[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The game's place in its integration's feed (the vendor's listing order). */
    position: integer('position').notNull().default(0),
    /** Rounds of the game in `game_rounds` over the last 7 days (refreshed by the sync job). */
    popularity: integer('popularity').notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogue_games_vendor_game_uq').on(t.vendorId, t.gameId),
    index('catalogue_games_merchant_idx').on(t.merchantId),
    index('catalogue_games_brand_idx').on(t.brandId),
  ],
);

/** A member's favourite games (by nodeId; a removed game's favourite comes back with the game). */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGames.nodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('favorite_games_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** The games a member launched, one row per game, bumped at every successful launch. */
export const recentGames = pgTable(
  'recent_games',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGames.nodeId),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('recent_games_member_idx').on(t.memberId, t.launchedAt),
  ],
);

/**
 * A merchant's catalogue revision, bumped by every sync or popularity refresh that changed something:
 * every server process compares it with the snapshot it holds in memory and reloads when it moved.
 */
export const catalogueRevisions = pgTable('catalogue_revisions', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
