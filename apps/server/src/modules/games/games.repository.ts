import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import {
  catalogueBrands,
  catalogueGames,
  catalogueRevisions,
  favoriteGames,
  gameRounds,
  members,
  recentGames,
  vendors,
} from '@/db/schema/index.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

export type BrandRow = typeof catalogueBrands.$inferSelect;
export type GameRow = typeof catalogueGames.$inferSelect;
export type NewBrand = typeof catalogueBrands.$inferInsert;
export type NewGame = typeof catalogueGames.$inferInsert;
/** A live brand with the code and switch of the integration that published it. */
export type LoadedBrand = BrandRow & { integrationCode: string; integrationEnabled: boolean };

/** A settled win of the winner board, with the player's username. */
export interface WinRow {
  username: string;
  payout: bigint;
  vendorId: number;
  gameCode: string;
  closedAt: Date;
}

/** How many rows one multi-row insert carries (PostgreSQL allows 65,535 parameters per statement). */
const BATCH = 500;

/** The statements of the catalogue, bound to a database handle or a transaction. */
function gamesQueries(db: Database) {
  return {
    /** The merchant's catalogue revision (0 before the first change). */
    async revision(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ revision: catalogueRevisions.revision })
        .from(catalogueRevisions)
        .where(eq(catalogueRevisions.merchantId, merchantId));
      return row?.revision ?? 0;
    },
    /** Moves the merchant's revision on: every process reloads its snapshot. */
    async bumpRevision(merchantId: number, at: Date): Promise<void> {
      await db
        .insert(catalogueRevisions)
        .values({ merchantId, revision: 1, changedAt: at })
        .onConflictDoUpdate({
          target: catalogueRevisions.merchantId,
          set: { revision: sql`${catalogueRevisions.revision} + 1`, changedAt: at },
        });
    },

    /** The live (not removed) brands of a merchant with their integration. */
    async liveBrands(merchantId: number): Promise<LoadedBrand[]> {
      const rows = await db
        .select({
          brand: catalogueBrands,
          integrationCode: vendors.code,
          integrationEnabled: vendors.enabled,
        })
        .from(catalogueBrands)
        .innerJoin(vendors, eq(vendors.id, catalogueBrands.vendorId))
        .where(and(eq(catalogueBrands.merchantId, merchantId), isNull(catalogueBrands.removedAt)));
      return rows.map((r) => ({
        ...r.brand,
        integrationCode: r.integrationCode,
        integrationEnabled: r.integrationEnabled,
      }));
    },
    /** The live (not removed) games of a merchant. */
    async liveGames(merchantId: number): Promise<GameRow[]> {
      return db
        .select()
        .from(catalogueGames)
        .where(and(eq(catalogueGames.merchantId, merchantId), isNull(catalogueGames.removedAt)));
    },

    /** Serialises syncs of one integration (processes starting together) until the transaction ends. */
    async lockIntegration(vendorId: number): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended('catalogue-sync:' || ${vendorId}::text, 0))`,
      );
    },
    /** Every brand of a merchant, removed ones included (codes are unique per merchant). */
    async brandsOfMerchant(merchantId: number): Promise<BrandRow[]> {
      return db.select().from(catalogueBrands).where(eq(catalogueBrands.merchantId, merchantId));
    },
    /** Every game an integration ever published, removed ones included. */
    async gamesOfIntegration(vendorId: number): Promise<GameRow[]> {
      return db.select().from(catalogueGames).where(eq(catalogueGames.vendorId, vendorId));
    },
    async insertBrand(values: NewBrand): Promise<number> {
      const [row] = await db
        .insert(catalogueBrands)
        .values(values)
        .returning({ id: catalogueBrands.id });
      if (!row) throw new Error('brand insert returned no row');
      return row.id;
    },
    async updateBrand(id: number, set: Partial<NewBrand>): Promise<void> {
      await db.update(catalogueBrands).set(set).where(eq(catalogueBrands.id, id));
    },
    async removeBrands(ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(catalogueBrands)
        .set({ removedAt: at, updatedAt: at })
        .where(and(inArray(catalogueBrands.id, [...ids]), isNull(catalogueBrands.removedAt)));
    },
    /** Inserts new games and rewrites changed ones (a returning game is live again), in batches. */
    async upsertGames(rows: readonly NewGame[]): Promise<void> {
      for (let i = 0; i < rows.length; i += BATCH) {
        await db
          .insert(catalogueGames)
          .values(rows.slice(i, i + BATCH))
          .onConflictDoUpdate({
            target: [catalogueGames.vendorId, catalogueGames.gameId],
            set: {
              brandId: sql`excluded.brand_id`,
              gameType: sql`excluded.game_type`,
              classify: sql`excluded.classify`,
              names: sql`excluded.names`,
              iconUrl: sql`excluded.icon_url`,
              minBet: sql`excluded.min_bet`,
              lines: sql`excluded.lines`,
              isNew: sql`excluded.is_new`,
              hotRank: sql`excluded.hot_rank`,
              demo: sql`excluded.demo`,
              rooms: sql`excluded.rooms`,
              position: sql`excluded.position`,
              removedAt: sql`null`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
    },
    async removeGames(nodeIds: readonly number[], at: Date): Promise<void> {
      for (let i = 0; i < nodeIds.length; i += BATCH) {
        await db
          .update(catalogueGames)
          .set({ removedAt: at, updatedAt: at })
          .where(inArray(catalogueGames.nodeId, nodeIds.slice(i, i + BATCH)));
      }
    },

    /**
     * Sets each live game's popularity to its rounds in `game_rounds` since `since`; answers how many
     * games changed.
     */
    async refreshPopularity(merchantId: number, since: Date): Promise<number> {
      const result = await db.execute(sql`
        with counts as (
          select vendor_id, game_code, count(*)::int as n
          from ${gameRounds}
          where merchant_id = ${merchantId} and opened_at >= ${since.toISOString()}::timestamptz
          group by vendor_id, game_code
        ), next as (
          select g.node_id, coalesce(c.n, 0) as n
          from ${catalogueGames} g
          left join counts c on c.vendor_id = g.vendor_id and c.game_code = g.game_id
          where g.merchant_id = ${merchantId} and g.removed_at is null
        )
        update ${catalogueGames} g set popularity = next.n
        from next
        where g.node_id = next.node_id and g.popularity <> next.n
        returning g.node_id`);
      return rowsOf(result).length;
    },
    /** Merchants with at least one brand (the ones whose popularity is worth refreshing). */
    async merchantsWithCatalogue(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ merchantId: catalogueBrands.merchantId })
        .from(catalogueBrands);
      return rows.map((r) => r.merchantId);
    },

    /** A member's favourites, newest first. */
    async favorites(memberId: number): Promise<{ nodeId: number; createdAt: Date }[]> {
      return db
        .select({ nodeId: favoriteGames.nodeId, createdAt: favoriteGames.createdAt })
        .from(favoriteGames)
        .where(eq(favoriteGames.memberId, memberId))
        .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.nodeId));
    },
    /** Adds a favourite (a repeat keeps the first one). */
    async addFavorite(
      merchantId: number,
      memberId: number,
      nodeId: number,
      at: Date,
    ): Promise<void> {
      await db
        .insert(favoriteGames)
        .values({ merchantId, memberId, nodeId, createdAt: at })
        .onConflictDoNothing();
    },
    async removeFavorite(memberId: number, nodeId: number): Promise<void> {
      await db
        .delete(favoriteGames)
        .where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.nodeId, nodeId)));
    },
    async countFavorites(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(favoriteGames)
        .where(eq(favoriteGames.memberId, memberId));
      return row?.n ?? 0;
    },

    /** Records a launch in the member's recent games (one row per game, the time moves on). */
    async touchRecent(
      merchantId: number,
      memberId: number,
      nodeId: number,
      at: Date,
    ): Promise<void> {
      await db
        .insert(recentGames)
        .values({ merchantId, memberId, nodeId, launchedAt: at })
        .onConflictDoUpdate({
          target: [recentGames.memberId, recentGames.nodeId],
          set: { launchedAt: at },
        });
    },
    /** A member's recent games, most recent first. */
    async recent(memberId: number): Promise<{ nodeId: number; launchedAt: Date }[]> {
      return db
        .select({ nodeId: recentGames.nodeId, launchedAt: recentGames.launchedAt })
        .from(recentGames)
        .where(eq(recentGames.memberId, memberId))
        .orderBy(desc(recentGames.launchedAt), desc(recentGames.nodeId));
    },

    /**
     * The merchant's largest settled wins in `asset` above `minPayout` since `since`, largest first.
     * `minPayout` must stay 5,000,000 minor units or more: the partial index only holds those.
     */
    async bigWins(
      merchantId: number,
      asset: string,
      minPayout: bigint,
      since: Date,
      limit: number,
    ): Promise<WinRow[]> {
      const rows = await db
        .select({
          username: members.username,
          payout: gameRounds.payout,
          vendorId: gameRounds.vendorId,
          gameCode: gameRounds.gameCode,
          closedAt: gameRounds.closedAt,
        })
        .from(gameRounds)
        .innerJoin(members, eq(members.id, gameRounds.memberId))
        .where(
          and(
            eq(gameRounds.merchantId, merchantId),
            // Literal, so the planner matches the partial index `game_rounds_big_win_idx`.
            sql`${gameRounds.payout} > ${sql.raw(String(minPayout))}`,
            eq(gameRounds.status, 'closed'),
            eq(gameRounds.asset, asset),
            sql`${gameRounds.closedAt} >= ${since.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(desc(gameRounds.payout), desc(gameRounds.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, closedAt: r.closedAt ?? since }));
    },
  };
}
export type GamesQueries = ReturnType<typeof gamesQueries>;

/** All SQL of the catalogue: brands, games, revisions, favourites, recent games, popularity, winners. */
export interface GamesRepository extends GamesQueries {
  /** Runs `fn` in one transaction with the statements bound to it (never read through `db` inside). */
  transaction<T>(fn: (tx: GamesQueries) => Promise<T>): Promise<T>;
}

export function createGamesRepository(db: Database): GamesRepository {
  return { ...gamesQueries(db), transaction: (fn) => db.transaction((tx) => fn(gamesQueries(tx))) };
}
