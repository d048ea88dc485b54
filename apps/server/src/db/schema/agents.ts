import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The agent tree as a closure table (design/money.md §13, decision 0068): one row per (ancestor,
 * descendant) with the levels between them, the member's own row at depth 0. Kept by a trigger on
 * `members` (insert, and a change of `upline_id`); team reports and scope checks read it instead of
 * walking `upline_id`. `joined_at` is the descendant's registration, for "new members" counts.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    merchantId: integer('merchant_id').notNull(),
    ancestorId: bigint('ancestor_id', { mode: 'number' }).notNull(),
    descendantId: bigint('descendant_id', { mode: 'number' }).notNull(),
    depth: smallint('depth').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
    index('member_tree_ancestor_idx').on(t.ancestorId, t.depth, t.joinedAt),
    check('member_tree_depth_ck', sql`${t.depth} >= 0`),
  ],
);

/**
 * An agent's affiliate link (`/wps/agent/affiliateUrl`): a code of its own that registers members
 * (or agents, `registerType` 1) under the agent. A deleted link stops registering but keeps its rows.
 */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    /** 0: registers plain members; 1: registers agents (type 1). */
    registerType: smallint('register_type').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('affiliate_links_code_uq').on(t.merchantId, sql`lower(${t.code})`),
    index('affiliate_links_agent_idx').on(t.agentId),
    check('affiliate_links_type_ck', sql`${t.registerType} in (0, 1)`),
  ],
);

/** The contract kinds of spec §1 and money.md §13. */
export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** A contract's states: offered, in force, refused, ended (spec §4: accepted, rejected, terminated). */
export const CONTRACT_STATUSES = [
  'pending',
  'active',
  'rejected',
  'terminated',
  'withdrawn',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * A contract between an upline and a direct downline, or granted by the operator to a master agent
 * (`upline_id` null). `terms` (contracts' `contractTermsSchema`) hold the tiers and rates in basis
 * points, the dividend period and the real-time base. One contract of a kind is in force per member,
 * and at most one more is offered (an adjustment) beside it. Either side may ask to end it:
 * `termination_requested_by` names who asked; the other side accepts (terminated) or declines.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    uplineId: bigint('upline_id', { mode: 'number' }),
    downlineId: bigint('downline_id', { mode: 'number' }).notNull(),
    terms: jsonb('terms').notNull(),
    status: text('status').notNull().default('pending'),
    /** `upline` or `downline` while a termination request waits for the other side; else null. */
    terminationRequestedBy: text('termination_requested_by'),
    /** The operator who granted a top-level contract. */
    grantedBy: integer('granted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: `terminated`, `replaced`, `higher_rate` (an upline's lower rate), `promoted`... */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_uq')
      .on(t.downlineId, t.kind, t.status)
      .where(sql`${t.status} in ('pending', 'active')`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind),
    index('agent_contracts_merchant_idx').on(t.merchantId, t.kind, t.status),
    check('agent_contracts_kind_ck', sql`${t.kind} in ('dividend', 'daily', 'hourly', 'realtime')`),
    check(
      'agent_contracts_status_ck',
      sql`${t.status} in ('pending', 'active', 'rejected', 'terminated', 'withdrawn')`,
    ),
    check(
      'agent_contracts_termination_ck',
      sql`${t.terminationRequestedBy} is null or (${t.status} = 'active' and ${t.terminationRequestedBy} in ('upline', 'downline'))`,
    ),
  ],
);

/**
 * What a contract earned its holder for one period (decision 0068): the base and how it was measured,
 * the rate, the gross, what the holder's direct downlines' contracts took of it (differential pay), and
 * the amount owed, written in the transaction that writes its accrual (`source` = `contract:<id>:<period>`),
 * once per (contract, period). The settlement engine's run of (kind, period) pays it.
 */
export const contractEarnings = pgTable(
  'contract_earnings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    /** The settlement kind: `salary.realtime`, `salary.hourly`, `salary.daily`, `dividend.weekly`... */
    kind: text('kind').notNull(),
    /** The run's period key (`2026-11-25`, `2026-11-25T13`, `2026-11-25T13:05`, `2026-W48`...). */
    period: text('period').notNull(),
    /** A real-time salary's lottery round (draw id); null for the other kinds. */
    drawId: bigint('draw_id', { mode: 'number' }),
    asset: text('asset').notNull(),
    /** The measure the rate applies to (team valid bet, team net loss...), in minor units. */
    base: bigint('base', { mode: 'bigint' }).notNull(),
    teamValidBet: bigint('team_valid_bet', { mode: 'bigint' }).notNull(),
    teamProfitLoss: bigint('team_profit_loss', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    /** The tier's rate in basis points (1/100 of a percent). */
    rateBp: integer('rate_bp').notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    /** What the direct downlines' own contracts earned on their part of the base. */
    downlineShare: bigint('downline_share', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('contract_earnings_period_uq').on(
      t.contractId,
      t.period,
      sql`coalesce(${t.drawId}, 0)`,
    ),
    index('contract_earnings_agent_idx').on(t.agentId, t.kind, t.createdAt),
    check(
      'contract_earnings_amounts_ck',
      sql`${t.amount} >= 0 and ${t.gross} >= 0 and ${t.downlineShare} >= 0 and ${t.rateBp} between 0 and 10000`,
    ),
  ],
);
