import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { journal } from './ledger.ts';

/**
 * The settlement engine (design/money.md §6 and §10, decision 0032): one run per (merchant, kind,
 * period), one item per (run, beneficiary) with its payout journal, accruals claimed by exactly one run.
 */
export const settlementRuns = pgTable(
  'settlement_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** What the run pays: `lottery.payout`, later `salary.daily`, `dividend.monthly`... */
    kind: text('kind').notNull(),
    /** The period it covers, e.g. a business day `2026-11-25`, `2026-11-H2`, a draw `draw:42`. */
    period: text('period').notNull(),
    /** open | settled */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('settlement_runs_period_uq').on(t.merchantId, t.kind, t.period),
    // Open runs by period (a draw's runs close with the draw).
    index('settlement_runs_open_idx')
      .on(t.period)
      .where(sql`${t.status} = 'open'`),
    check('settlement_runs_status_ck', sql`${t.status} in ('open', 'settled')`),
  ],
);

/** What one run paid one beneficiary in one asset: written with its payout journal, once. */
export const settlementItems = pgTable(
  'settlement_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => settlementRuns.id),
    beneficiaryId: bigint('beneficiary_id', { mode: 'number' }).notNull(),
    asset: text('asset').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    accruals: integer('accruals').notNull(),
    /** The payout journal; null when the accruals summed to zero (nothing to move). */
    journalId: bigint('journal_id', { mode: 'number' }).references(() => journal.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlement_items_beneficiary_uq').on(t.runId, t.beneficiaryId, t.asset),
    check('settlement_items_amount_ck', sql`${t.amount} >= 0 and ${t.accruals} > 0`),
  ],
);

/**
 * Money owed to a beneficiary (a member) for one period of one kind, from one source (a fact, a ticket,
 * a contract line); paid by the run of its (merchant, kind, period), which marks it `settled_run_id`.
 */
export const accruals = pgTable(
  'accruals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    beneficiaryId: bigint('beneficiary_id', { mode: 'number' }).notNull(),
    asset: text('asset').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** What it is owed for, unique per kind and beneficiary: `ticket:42`, `fact:7`... */
    source: text('source').notNull(),
    settledRunId: bigint('settled_run_id', { mode: 'number' }).references(() => settlementRuns.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accruals_source_uq').on(t.kind, t.source, t.beneficiaryId),
    index('accruals_unsettled_idx')
      .on(t.merchantId, t.kind, t.period, t.beneficiaryId)
      .where(sql`${t.settledRunId} is null`),
    check('accruals_amount_ck', sql`${t.amount} >= 0`),
  ],
);
