import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DrawResult } from '@monsoon/contracts/lottery/model';
import type { Database } from '@/db/client.ts';
import { lotteryDraws } from '@/db/schema/index.ts';
import { sqlStateOf } from '@/lib/db-errors.ts';

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type NewDraw = Pick<
  typeof lotteryDraws.$inferInsert,
  'gameCode' | 'numero' | 'opensAt' | 'closeAt' | 'drawAt' | 'seed' | 'seedHash'
>;
/** A due draw: what revealing it needs. */
export type DueDraw = Pick<DrawRow, 'id' | 'gameCode' | 'numero' | 'seed'>;

/** Statuses of a draw whose outcome is known (results lists): everything but `open`. */
const decided = ne(lotteryDraws.status, 'open');

/**
 * Runs a statement that carries unrevealed seeds. A failure is rethrown with its SQLSTATE only: Drizzle's
 * message lists the parameters and PostgreSQL's detail can quote the row, and either would put seeds in
 * the logs before their draws.
 */
async function sealed<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const state = sqlStateOf(err);
    // eslint-disable-next-line preserve-caught-error -- the cause is what would log the seeds
    throw new Error(
      `${what} failed${state ? ` (SQLSTATE ${state.code}${state.constraint ? `, ${state.constraint}` : ''})` : ''}`,
    );
  }
}

/** All SQL of the lottery's draws. */
export function createDrawsRepository(db: Database) {
  return {
    /** Inserts draws that do not exist yet; an existing (game, numero) keeps its seed. Answers how many were new. */
    async insertMissing(rows: readonly NewDraw[]): Promise<number> {
      if (rows.length === 0) return 0;
      // Read first: an insert that conflicts still takes an identity value, and the job runs every few
      // seconds on every process. The insert below stays conflict-safe for processes racing this read.
      const existing = await db
        .select({ gameCode: lotteryDraws.gameCode, numero: lotteryDraws.numero })
        .from(lotteryDraws)
        .where(
          and(
            inArray(lotteryDraws.gameCode, [...new Set(rows.map((r) => r.gameCode))]),
            inArray(lotteryDraws.numero, [...new Set(rows.map((r) => r.numero))]),
          ),
        );
      const known = new Set(existing.map((r) => `${r.gameCode}|${r.numero}`));
      const missing = rows.filter((r) => !known.has(`${r.gameCode}|${r.numero}`));
      if (missing.length === 0) return 0;
      const inserted = await sealed('inserting lottery draws', () =>
        db
          .insert(lotteryDraws)
          .values(missing)
          .onConflictDoNothing({ target: [lotteryDraws.gameCode, lotteryDraws.numero] })
          .returning({ id: lotteryDraws.id }),
      );
      return inserted.length;
    },

    /** Open draws whose draw time has come, oldest first. */
    async due(now: Date, limit: number): Promise<DueDraw[]> {
      return db
        .select({
          id: lotteryDraws.id,
          gameCode: lotteryDraws.gameCode,
          numero: lotteryDraws.numero,
          seed: lotteryDraws.seed,
        })
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawAt, now)))
        .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
        .limit(limit);
    },

    /** Reveals a draw if it is still open (compare-and-set); false when another process drew it first. */
    async markDrawn(id: number, result: DrawResult, at: Date): Promise<boolean> {
      const rows = await db
        .update(lotteryDraws)
        .set({ status: 'drawn', result, drawnAt: at })
        .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.status, 'open')))
        .returning({ id: lotteryDraws.id });
      return rows.length === 1;
    },

    /** Cancels a draw that is still open (compare-and-set); settlement then refunds its tickets. */
    async markCancelled(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(lotteryDraws)
        .set({ status: 'cancelled', drawnAt: at })
        .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.status, 'open')))
        .returning({ id: lotteryDraws.id });
      return rows.length === 1;
    },

    /** One draw by game and numero. */
    async find(gameCode: string, numero: string): Promise<DrawRow | null> {
      const [row] = await db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.numero, numero)))
        .limit(1);
      return row ?? null;
    },

    /** The draws named by (game, numero) pairs; pairs without a row are left out. */
    async findMany(keys: readonly Pick<DrawRow, 'gameCode' | 'numero'>[]): Promise<DrawRow[]> {
      if (keys.length === 0) return [];
      const pairs = sql.join(
        keys.map((k) => sql`(${k.gameCode}, ${k.numero})`),
        sql`, `,
      );
      return db
        .select()
        .from(lotteryDraws)
        .where(sql`(${lotteryDraws.gameCode}, ${lotteryDraws.numero}) in (${pairs})`);
    },

    /** The latest decided (drawn, settled or cancelled) draw of each of these games. */
    async latestDecided(gameCodes: readonly string[]): Promise<DrawRow[]> {
      if (gameCodes.length === 0) return [];
      // One index probe per game (lateral LIMIT 1): DISTINCT ON would walk every past draw of every game.
      const codes = sql`array[${sql.join(
        gameCodes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`;
      const latestIds = sql`select d.id from unnest(${codes}) as g(code) cross join lateral (
        select ${lotteryDraws.id} as id from ${lotteryDraws}
        where ${lotteryDraws.gameCode} = g.code and ${decided}
        order by ${lotteryDraws.drawAt} desc limit 1) d`;
      return db
        .select()
        .from(lotteryDraws)
        .where(sql`${lotteryDraws.id} in (${latestIds})`);
    },

    /** Decided draws of these games, newest first, from `offset`. */
    async recentDecided(
      gameCodes: readonly string[],
      offset: number,
      limit: number,
    ): Promise<DrawRow[]> {
      if (gameCodes.length === 0) return [];
      return db
        .select()
        .from(lotteryDraws)
        .where(and(inArray(lotteryDraws.gameCode, [...gameCodes]), decided))
        .orderBy(desc(lotteryDraws.drawAt), asc(lotteryDraws.gameCode))
        .offset(offset)
        .limit(limit);
    },

    /** How many decided draws these games have. */
    async countDecided(gameCodes: readonly string[]): Promise<number> {
      if (gameCodes.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(lotteryDraws)
        .where(and(inArray(lotteryDraws.gameCode, [...gameCodes]), decided));
      return row?.n ?? 0;
    },
  };
}
export type DrawsRepository = ReturnType<typeof createDrawsRepository>;
