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
import { holds } from './holds.ts';
import { merchants } from './merchants.ts';
import { members } from './members.ts';

/** What a payee is: a bank card (`B`), an e-wallet (`E`) or a crypto address (`V`), wire-api §5.3. */
export const PAYEE_TYPES = ['B', 'E', 'V'] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];

/**
 * Where a member's withdrawals go: bound once by the member (the real name must match), removed only by
 * an operator (`status` removed). An account number is bound by one member of a merchant at a time.
 * Presenters show only the last 4 characters of `account_number`.
 */
export const payees = pgTable(
  'payees',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    /** Bank code (`B`), wallet (`E`, e.g. GCASH) or network (`V`, BTC / TRON). */
    bankCode: text('bank_code').notNull(),
    /** The account holder's name (the member's real name); null for crypto addresses. */
    accountName: text('account_name'),
    /** Card or account number, wallet number or address, without spaces. */
    accountNumber: text('account_number').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When, by which operator (operators.id) and why the payee was removed (decision 0059). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by'),
    removeReason: text('remove_reason'),
  },
  (t) => [
    // One member per account number (any type) within a merchant: a card bound elsewhere is refused.
    uniqueIndex('payees_merchant_number_uq')
      .on(t.merchantId, t.accountNumber)
      .where(sql`${t.status} = 'active'`),
    index('payees_member_idx').on(t.merchantId, t.memberId),
    check('payees_type_ck', sql`${t.type} in ('B', 'E', 'V')`),
    check('payees_status_ck', sql`${t.status} in ('active', 'removed')`),
    check(
      'payees_removed_ck',
      sql`(${t.removedAt} is null) = (${t.removeReason} is null)
        and (${t.removedAt} is null or ${t.status} = 'removed')`,
    ),
  ],
);

/** A withdrawal's life (design/money.md §12). */
export const WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'paying',
  'paid',
  'failed',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * A member's withdrawal: its money is a ledger hold (`hold_id`) from the request on; rejected and
 * failed release it, paid captures it (the fee going to the house). Every state change is a
 * compare-and-set on `status` (and is written to `withdrawal_events`).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The member's idempotency key of the request (header or derived), unique per member. */
    requestKey: text('request_key').notNull(),
    payeeId: bigint('payee_id', { mode: 'number' })
      .notNull()
      .references(() => payees.id),
    asset: text('asset').notNull(),
    /** What leaves the member's balance (minor units). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Kept by the house out of `amount`; the payee receives `amount - fee`. */
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('requested'),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .references(() => holds.id),
    /**
     * The payee as it was at the request (money.md §12): the payout is built from these, never from
     * the live `payees` row, so every retry of a payout request is byte-identical.
     */
    payeeType: text('payee_type').notNull(),
    payeeBankCode: text('payee_bank_code').notNull(),
    payeeAccountName: text('payee_account_name'),
    payeeAccountNumber: text('payee_account_number').notNull(),
    /** The PSP that pays it (frozen at approval) and its payout id once created. */
    psp: text('psp'),
    pspPayoutId: text('psp_payout_id'),
    rejectReason: text('reject_reason'),
    failureReason: text('failure_reason'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** How many times the PSP was asked for the payout (creation or look-up), and when last. */
    payoutAttempts: integer('payout_attempts').notNull().default(0),
    payoutAttemptedAt: timestamp('payout_attempted_at', { withTimezone: true }),
    /**
     * Set when the back office must look at it: the PSP reported something the withdrawal cannot
     * take (a `paid` callback for a failed or rejected withdrawal; nothing moved), or `payout.retries`
     * (the PSP did not clearly answer the payout's creation after 10 attempts; the hold stays,
     * decision 0056). The first reason stays.
     */
    reviewReason: text('review_reason'),
    /** The device the request came from (risk notes: other members on the same device). */
    deviceId: text('device_id'),
    /** C2C hook (later step): when the member confirmed receipt, and how much. */
    receiptConfirmedAt: timestamp('receipt_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('withdrawals_request_uq').on(t.merchantId, t.memberId, t.requestKey),
    uniqueIndex('withdrawals_hold_uq').on(t.holdId),
    index('withdrawals_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.merchantId, t.status, t.createdAt),
    // The payouts job: approved and paying withdrawals, least recently asked about first.
    index('withdrawals_payout_due_idx')
      .on(t.payoutAttemptedAt)
      .where(sql`${t.status} in ('approved', 'paying')`),
    check(
      'withdrawals_status_ck',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'paying', 'paid', 'failed', 'cancelled')`,
    ),
    check(
      'withdrawals_amounts_ck',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`,
    ),
  ],
);

/** Every state change of a withdrawal (append-only): who moved it, from what, to what, why. */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** `member`, `operator:<id>`, `psp:<code>`, `auto`. */
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('withdrawal_events_withdrawal_idx').on(t.withdrawalId)],
);
