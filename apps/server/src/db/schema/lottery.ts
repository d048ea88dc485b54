import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DrawResult } from '@monsoon/contracts/lottery/model';
// Type only (erased): the stored odds' format belongs to the lottery rules that read and write it.
import type { StoredPlayOdds } from '@/modules/lottery/rules/odds-json.ts';

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
    index('lottery_draws_game_drawn_idx')
      .on(t.gameCode, t.drawAt.desc())
      .where(sql`${t.status} <> 'open'`),
    // Draws due to be drawn, and a game's draw on sale.
    index('lottery_draws_open_idx')
      .on(t.drawAt)
      .where(sql`${t.status} = 'open'`),
    // Draws settlement still has work on (read by the draw tick every 5 s): few rows whatever the history.
    index('lottery_draws_unsettled_idx')
      .on(t.drawAt, t.id)
      .where(sql`${t.status} in ('drawn', 'cancelled')`),
    check('lottery_draws_status_ck', sql`${t.status} in ('open', 'drawn', 'cancelled', 'settled')`),
    // A drawn draw has its result; an open one has none (settled keeps a drawn draw's result).
    check(
      'lottery_draws_drawn_ck',
      sql`${t.status} <> 'drawn' or (${t.result} is not null and ${t.drawnAt} is not null)`,
    ),
    check('lottery_draws_open_ck', sql`${t.status} <> 'open' or ${t.result} is null`),
    check(
      'lottery_draws_times_ck',
      sql`${t.opensAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`,
    ),
  ],
);

/**
 * A merchant's odds for one play type in one prize mode (issue 5, spec §9). A (mode, play) without a row
 * pays the code's defaults (rules/odds.ts `DEFAULT_ODDS`), so a merchant only stores what it changes.
 */
export const lotteryOdds = pgTable(
  'lottery_odds',
  {
    merchantId: integer('merchant_id').notNull(),
    prizeMode: text('prize_mode').notNull(),
    playCode: text('play_code').notNull(),
    odds: jsonb('odds').$type<StoredPlayOdds>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.prizeMode, t.playCode] }),
    check('lottery_odds_prize_mode_ck', sql`${t.prizeMode} in ('LOTT', 'ZY', 'ELOTT', 'SEA')`),
  ],
);

/**
 * One betting request (`POST /lotto-vn/lgw/betting`): its stake is one ledger movement (journal
 * `lottery.bet`, keyed by the order), however many tickets it places. A client may name the request with
 * an `Idempotency-Key` header: a retry then answers the same order and takes nothing twice.
 */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** Ours, answered to the client: random text, so that it says nothing of the site's volumes. */
    orderNo: text('order_no').notNull(),
    /** The client's Idempotency-Key, else `t:` and the URL's `t`; null on orders placed before keys were required. */
    idemKey: text('idem_key'),
    /** sha256 of the request body, asset and currency: the same key with other fields is a conflict. */
    requestHash: text('request_hash').notNull(),
    asset: text('asset').notNull(),
    prizeMode: text('prize_mode').notNull(),
    device: text('device').notNull(),
    totalStake: bigint('total_stake', { mode: 'bigint' }).notNull(),
    stakeJournalId: bigint('stake_journal_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_orders_no_uq').on(t.orderNo),
    uniqueIndex('lottery_orders_idem_uq').on(t.merchantId, t.memberId, t.idemKey),
    check('lottery_orders_stake_ck', sql`${t.totalStake} > 0`),
  ],
);

/**
 * A betting request refused under its key (insufficient balance, a draw closed meanwhile): stored in the
 * transaction that held the key's claim, so a retry with the same key gets the same refusal (money.md
 * §3, decision 0030) instead of placing the order once the member has money again.
 */
export const lotteryOrderRefusals = pgTable(
  'lottery_order_refusals',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The Idempotency-Key, or `t:` and the betting URL's `t` parameter. */
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The error code answered (`lottery.balance.insufficient`...). */
    errorCode: text('error_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.idemKey] })],
);

/** A ticket's life: `open` until its draw settles it (`won`, `lost`) or it is voided with its stake back. */
export const LOTTERY_TICKET_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type LotteryTicketStatus = (typeof LOTTERY_TICKET_STATUSES)[number];

/**
 * One ticket: one bet line on one draw (a chase over several draws makes one ticket per draw). Amounts are
 * minor units; `stake` = `single_bet_price` × `bet_count` × `multiple`. Settlement pays each ticket once:
 * it claims open tickets `FOR UPDATE SKIP LOCKED` and writes their outcome in the transaction that posts
 * the payout (docs/decisions/0026).
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryOrders.id),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    /** The wire's playId (contracts lottery/betting.ts) and the play type's code. */
    playId: integer('play_id').notNull(),
    playCode: text('play_code').notNull(),
    /** The picks as the client sent them, and as the selection settlement reads. */
    content: text('content').notNull(),
    selection: jsonb('selection').$type<string[][]>().notNull(),
    betCount: integer('bet_count').notNull(),
    /** The stake of one stake unit (lô costs 27 or 18 units a bet), minor units. */
    unitStake: bigint('unit_stake', { mode: 'bigint' }).notNull(),
    singleBetPrice: bigint('single_bet_price', { mode: 'bigint' }).notNull(),
    multiple: integer('multiple').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    asset: text('asset').notNull(),
    prizeMode: text('prize_mode').notNull(),
    /** The odds the ticket was sold at (its merchant's, for its prize mode and play type): settlement pays these. */
    odds: jsonb('odds').$type<StoredPlayOdds>().notNull(),
    /** A chase (one line over several draws): the line's first ticket, and whether a win stops it. */
    chaseId: bigint('chase_id', { mode: 'number' }),
    winStop: boolean('win_stop').notNull().default(false),
    status: text('status').$type<LotteryTicketStatus>().notNull().default('open'),
    /** What the ticket paid: null while open, 0 on a loss, the stake back when void. */
    payout: bigint('payout', { mode: 'bigint' }),
    settleJournalId: bigint('settle_journal_id', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Settlement claims a draw's open tickets member by member.
    index('lottery_tickets_open_idx')
      .on(t.drawId, t.memberId, t.id)
      .where(sql`${t.status} = 'open'`),
    // A member's tickets, newest first ("my tickets", GET /lgw/orders).
    index('lottery_tickets_member_idx').on(t.merchantId, t.memberId, t.id.desc()),
    index('lottery_tickets_order_idx').on(t.orderId),
    // Popular games count a week of tickets: a BRIN range index costs the bets next to nothing.
    index('lottery_tickets_created_brin').using('brin', t.createdAt),
    index('lottery_tickets_chase_idx')
      .on(t.chaseId)
      .where(sql`${t.chaseId} is not null`),
    check('lottery_tickets_status_ck', sql`${t.status} in ('open', 'won', 'lost', 'void')`),
    check(
      'lottery_tickets_amounts_ck',
      sql`${t.stake} > 0 and ${t.stake} = ${t.singleBetPrice} * ${t.betCount} * ${t.multiple}`,
    ),
    check(
      'lottery_tickets_payout_ck',
      sql`(${t.status} = 'open') = (${t.payout} is null) and coalesce(${t.payout}, 0) >= 0`,
    ),
  ],
);

/**
 * What each member's tickets of one draw came to once settled (issue 5): kept for the agent salary
 * contracts of a later issue, which sum them per team (`upline_id`) and period without reading tickets.
 * Settlement adds each batch's sums in the batch's own transaction; a ticket is settled in exactly one
 * batch, so the totals are exact however many runners share a draw.
 */
export const lotteryRoundTotals = pgTable(
  'lottery_round_totals',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The member's agent (members.upline_id) when the member's first ticket of the draw settled; null without one. */
    uplineId: bigint('upline_id', { mode: 'number' }),
    /** Tickets settled: won, lost and void. */
    tickets: integer('tickets').notNull(),
    /** Stake of the won and lost tickets (a void ticket's stake went back), minor units. */
    validStake: bigint('valid_stake', { mode: 'bigint' }).notNull(),
    /** What the won tickets paid, minor units (a void ticket's refund is not a payout). */
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    voidTickets: integer('void_tickets').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.memberId] }),
    // A team's totals: an agent's direct members, draw by draw.
    index('lottery_round_totals_team_idx').on(t.merchantId, t.uplineId, t.drawId),
    check(
      'lottery_round_totals_amounts_ck',
      sql`${t.voidTickets} >= 0 and ${t.voidTickets} <= ${t.tickets} and ${t.validStake} >= 0 and ${t.payout} >= 0`,
    ),
  ],
);
