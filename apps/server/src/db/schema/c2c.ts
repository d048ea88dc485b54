import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { holds } from './holds.ts';
import { merchants } from './merchants.ts';
import { members } from './members.ts';
import { withdrawals } from './withdrawals.ts';

/** Raw bytes (`bytea`): proof images (decision 0054). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The open part of an approved C2C withdrawal (design/money.md §12, decision 0053): what other members'
 * deposits may still pay (`remaining`), held by the pool hold `hold_id` (null once nothing remains).
 * `upline_path` (the withdrawer's uplines, nearest first) keeps a member's team out of its matches.
 * Matching takes rows `FOR UPDATE SKIP LOCKED`, oldest first, and lowers `remaining` in the same
 * transaction that splits the hold.
 */
export const c2cPool = pgTable(
  'c2c_pool',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .primaryKey()
      .references(() => withdrawals.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    uplinePath: bigint('upline_path', { mode: 'number' }).array().notNull(),
    asset: text('asset').notNull(),
    remaining: bigint('remaining', { mode: 'bigint' }).notNull(),
    holdId: bigint('hold_id', { mode: 'number' }).references(() => holds.id),
    /** Bumped at every split: the pool hold's idempotency key is `{withdrawal}:{version}`. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Set once when the open part is cancelled (decision 0061): what was open then (the penalty's
     * base), the penalty the member paid on it (0 for an operator's cancel), who and why. Money that
     * comes back from matches still in flight afterwards is released to the member, not re-pooled.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledAmount: bigint('cancelled_amount', { mode: 'bigint' }),
    penalty: bigint('penalty', { mode: 'bigint' }),
    /** `member` or `operator:<id>`. */
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('c2c_pool_open_idx')
      .on(t.merchantId, t.asset, t.createdAt)
      .where(sql`${t.remaining} > 0`),
    check(
      'c2c_pool_remaining_ck',
      sql`${t.remaining} >= 0 and (${t.remaining} = 0) = (${t.holdId} is null)`,
    ),
    check(
      'c2c_pool_cancel_ck',
      sql`(${t.cancelledAt} is null) = (${t.cancelledAmount} is null)
        and (${t.cancelledAt} is null) = (${t.penalty} is null)
        and (${t.cancelledAt} is null or (${t.remaining} = 0 and ${t.cancelledAmount} > 0
          and ${t.penalty} >= 0 and ${t.penalty} <= ${t.cancelledAmount}))`,
    ),
  ],
);

/** A C2C deposit's life: matched in full when created, closed when every match is resolved. */
export const C2C_DEPOSIT_STATUSES = ['matched', 'closed'] as const;

/** A member's deposit on the C2C channel: paid to other members' payees, never through a PSP. */
export const c2cDeposits = pgTable(
  'c2c_deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestKey: text('request_key').notNull(),
    asset: text('asset').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** What receipts credited so far (the sum of its matches' confirmed amounts). */
    credited: bigint('credited', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('matched'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('c2c_deposits_request_uq').on(t.merchantId, t.memberId, t.requestKey),
    index('c2c_deposits_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    check(
      'c2c_deposits_amount_ck',
      sql`${t.amount} > 0 and ${t.credited} >= 0 and ${t.credited} <= ${t.amount}`,
    ),
    check('c2c_deposits_status_ck', sql`${t.status} in ('matched', 'closed')`),
  ],
);

/**
 * A match's life (decision 0053): `paying` (the depositor pays outside the site before `pay_by`) →
 * `confirming` (proof uploaded; the withdrawer answers before `confirm_by`) | `expired` (no proof by
 * `pay_by`, decision 0060) → `received` | `partly` | `forced` (no answer in time) | `disputed` (not
 * received) → `received` | `refused` (an operator decides). Every change is a compare-and-set on
 * `status` under the row's lock.
 */
export const C2C_MATCH_STATUSES = [
  'paying',
  'confirming',
  'received',
  'partly',
  'forced',
  'disputed',
  'refused',
  'expired',
] as const;
export type C2cMatchStatus = (typeof C2C_MATCH_STATUSES)[number];

/** One slice of a withdrawal paid by one deposit; its money is the slice hold `hold_id`. */
export const c2cMatches = pgTable(
  'c2c_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    depositId: bigint('deposit_id', { mode: 'number' })
      .notNull()
      .references(() => c2cDeposits.id),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    depositorId: bigint('depositor_id', { mode: 'number' }).notNull(),
    withdrawerId: bigint('withdrawer_id', { mode: 'number' }).notNull(),
    asset: text('asset').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .references(() => holds.id),
    status: text('status').$type<C2cMatchStatus>().notNull().default('paying'),
    /** What moved to the depositor (set once, when resolved). */
    confirmedAmount: bigint('confirmed_amount', { mode: 'bigint' }),
    /** When the depositor's time to pay runs out with no proof (set when matched, decision 0060). */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** When no answer counts as received (set when the proof is uploaded). */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    /** `member`, `auto`, `operator:<id>`. */
    resolvedBy: text('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('c2c_matches_hold_uq').on(t.holdId),
    index('c2c_matches_deposit_idx').on(t.depositId),
    index('c2c_matches_withdrawal_idx').on(t.withdrawalId),
    index('c2c_matches_withdrawer_idx').on(t.merchantId, t.withdrawerId, t.status),
    index('c2c_matches_due_idx')
      .on(t.confirmBy)
      .where(sql`${t.status} = 'confirming'`),
    index('c2c_matches_pay_due_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 'paying'`),
    check(
      'c2c_matches_status_ck',
      sql`${t.status} in ('paying', 'confirming', 'received', 'partly', 'forced', 'disputed', 'refused', 'expired')`,
    ),
    check(
      'c2c_matches_amounts_ck',
      sql`${t.amount} > 0 and (${t.confirmedAmount} is null or (${t.confirmedAmount} >= 0 and ${t.confirmedAmount} <= ${t.amount}))`,
    ),
  ],
);

/** Proof images (append-only): the depositor's payment, the withdrawer's non-receipt (decision 0054). */
export const c2cProofs = pgTable(
  'c2c_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .references(() => c2cMatches.id),
    /** `payment` (depositor) | `non_receipt` (withdrawer). */
    side: text('side').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('c2c_proofs_match_idx').on(t.matchId),
    check('c2c_proofs_side_ck', sql`${t.side} in ('payment', 'non_receipt')`),
    check('c2c_proofs_image_ck', sql`${t.mime} in ('image/png', 'image/jpeg')`),
    check('c2c_proofs_size_ck', sql`${t.size} > 0 and ${t.size} < 5242880`),
  ],
);

/** Every state change of a match (append-only): who moved it, from what, to what, how much. */
export const c2cEvents = pgTable(
  'c2c_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .references(() => c2cMatches.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('c2c_events_match_idx').on(t.matchId)],
);
