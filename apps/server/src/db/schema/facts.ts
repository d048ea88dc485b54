import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { assets } from './ledger.ts';

/** PostgreSQL's 64-bit transaction id (`pg_current_xact_id()`), carried as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** The product types a wager fact belongs to (money.md §9; the catalogue's game types). */
export const PRODUCT_TYPES = [
  'RNG',
  'FISH',
  'PVP',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

const productCheck = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(PRODUCT_TYPES.map((p) => `'${p}'`).join(', '))})`;

/**
 * One settled bet, whatever the product (design/money.md §9, decision 0031): written in the transaction
 * that settles it, append-only (triggers refuse UPDATE and DELETE; a correction is a new fact that
 * `corrects` the old). The member's result is `payout - valid_bet`: a refunded or voided stake has
 * `valid_bet` 0 and pays nothing. `xact_id` is the writing transaction's id: consumers read facts only
 * below the oldest transaction still running, so none is skipped (modules/facts).
 */
export const wagerFacts = pgTable(
  'wager_facts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The member's agents when the fact was written, nearest first (members.upline_id chain). */
    uplinePath: bigint('upline_path', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    productType: text('product_type').notNull(),
    /** The vendor code of a vendor round (`vendors.code`), `LOTTERY` for our lottery. */
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    /** `vendor_round` (game_rounds.id) or `lottery_ticket` (lottery_tickets.id); later sports, tables. */
    sourceKind: text('source_kind').notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** What counts for turnover: the stake less anything refunded or voided. */
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    asset: text('asset')
      .notNull()
      .references(() => assets.code),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    /** The fact this one corrects, or null. */
    corrects: bigint('corrects', { mode: 'number' }).references((): AnyPgColumn => wagerFacts.id),
    xactId: xid8('xact_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wager_facts_source_uq').on(t.sourceKind, t.sourceId),
    index('wager_facts_xact_idx').on(t.xactId, t.id),
    index('wager_facts_member_idx').on(t.merchantId, t.memberId, t.settledAt),
    // Salary periods read a merchant's facts by settlement time (hourly salary, decision 0068).
    index('wager_facts_settled_idx').on(t.merchantId, t.settledAt),
    check('wager_facts_product_ck', productCheck(t.productType)),
    check(
      'wager_facts_amounts_ck',
      sql`${t.stake} >= 0 and ${t.validBet} >= 0 and ${t.validBet} <= ${t.stake} and ${t.payout} >= 0`,
    ),
  ],
);

/**
 * A consumer of wager facts and how far it has read: every fact with `xact_id` below `cursor_xact` (a
 * snapshot's xmin: all those transactions had ended) is applied; `cursor_id` notes the last fact read.
 */
export const factConsumers = pgTable('fact_consumers', {
  name: text('name').primaryKey(),
  cursorXact: xid8('cursor_xact')
    .notNull()
    .default(sql`'0'::xid8`),
  cursorId: bigint('cursor_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The unique key of a consumer's effect of one fact: a fact is consumed once per consumer. */
export const factConsumptions = pgTable(
  'fact_consumptions',
  {
    consumer: text('consumer').notNull(),
    factId: bigint('fact_id', { mode: 'number' })
      .notNull()
      .references(() => wagerFacts.id),
    consumedAt: timestamp('consumed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.factId] })],
);

/**
 * A member's totals per product and business day (the merchant's time zone), built from wager facts
 * by the `member-day-totals` consumer: what the member's P&L page and the back office read.
 */
export const memberDayTotals = pgTable(
  'member_day_totals',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    productType: text('product_type').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    asset: text('asset').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      columns: [t.merchantId, t.memberId, t.productType, t.businessDay, t.asset],
    }),
    index('member_day_totals_day_idx').on(t.merchantId, t.businessDay),
    check('member_day_totals_product_ck', productCheck(t.productType)),
  ],
);
