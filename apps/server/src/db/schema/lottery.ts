import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DrawResult } from '@monsoon/contracts/lottery/model';

/**
 * The lottery's draws (issue 5, docs/decisions/0025). Draws are **platform-wide**, not per merchant: every
 * merchant's members bet on the same `K3_1` draw and see the same result; merchants differ only in which
 * lottery games they offer and at what odds (a later part). Rows are created ahead by the draw job
 * (`ensureUpcoming`, idempotent on the unique key) and revealed at `draw_at` (`drawDue`, a compare-and-set
 * on `status`), so any number of server processes can run the job together.
 */

/**
 * A draw's life: `open` until drawn (bets are taken while `now < close_at`, a time rule, not a status),
 * then `drawn` (result and seed revealed) or `cancelled` (tickets void); `settled` once every ticket is
 * paid (set by the settlement part).
 */
export const LOTTERY_DRAW_STATUSES = ['open', 'drawn', 'cancelled', 'settled'] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The game's code (contracts lottery/games.ts); the games are data, not a table. */
    gameCode: text('game_code').notNull(),
    /** The draw's number within its game: `YYYYMMDD` (VN) or `YYYYMMDD-NNNN` (fast). */
    numero: text('numero').notNull(),
    /** Bets open (the previous draw's close). */
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    /** Bets close (the game's default close seconds before the draw). */
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** The published commitment: sha256 hex of `seed` (fair.ts). */
    seedHash: text('seed_hash').notNull(),
    /** The secret seed (64 hex). Never answered nor logged before the draw is drawn. */
    seed: text('seed').notNull(),
    /** The result derived from `seed` (fair.ts deriveResult); null until drawn, and for a cancelled draw. */
    result: jsonb('result').$type<DrawResult>(),
    status: text('status').$type<LotteryDrawStatus>().notNull().default('open'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_numero_uq').on(t.gameCode, t.numero),
    // Results and "latest drawn" of a game, newest first.
    index('lottery_draws_game_drawn_idx').on(t.gameCode, t.drawAt.desc()).where(sql`${t.status} <> 'open'`),
    // Draws due to be drawn, and a game's draw on sale.
    index('lottery_draws_open_idx').on(t.drawAt).where(sql`${t.status} = 'open'`),
    check('lottery_draws_status_ck', sql`${t.status} in ('open', 'drawn', 'cancelled', 'settled')`),
    // A drawn draw has its result; an open one has none (settled keeps a drawn draw's result).
    check('lottery_draws_drawn_ck', sql`${t.status} <> 'drawn' or (${t.result} is not null and ${t.drawnAt} is not null)`),
    check('lottery_draws_open_ck', sql`${t.status} <> 'open' or ${t.result} is null`),
    check('lottery_draws_times_ck', sql`${t.opensAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`),
  ],
);
