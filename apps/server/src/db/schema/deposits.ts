import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { journal } from './ledger.ts';
import { merchants } from './merchants.ts';

/** A merchant's deposit switch and order expiry (design/money.md §11; the back office edits it). */
export const depositSettings = pgTable('deposit_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One way a merchant's members deposit: a bank type of a channel at one PSP, with its limits, fee and
 * quick amounts (minor units). A bank type names one channel per merchant (the wire's `bankType`).
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The PSP binding's code (`paygate`). */
    pspCode: text('psp_code').notNull(),
    /** QR | REDIRECT | BANK_TRANSFER | CRYPTO | EWALLET */
    channel: text('channel').notNull(),
    bankType: text('bank_type').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** The fee taken from a deposit, in basis points of the paid amount (150 = 1.5 %). */
    feeBps: integer('fee_bps').notNull().default(0),
    /** Minor units as decimal strings (exact in JSON). */
    quickAmounts: jsonb('quick_amounts').$type<string[]>().notNull().default([]),
    expiryMinutes: integer('expiry_minutes').notNull().default(30),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When an operator removed the channel (decision 0058): members no longer see it, its orders keep
     * pointing at it, and its bank type may be added again.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_channels_bank_type_uq')
      .on(t.merchantId, t.bankType)
      .where(sql`${t.removedAt} is null`),
    check(
      'deposit_channels_channel_ck',
      sql`${t.channel} in ('QR', 'REDIRECT', 'BANK_TRANSFER', 'CRYPTO', 'EWALLET')`,
    ),
    check(
      'deposit_channels_limits_ck',
      sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount} and ${t.feeBps} between 0 and 10000
        and ${t.expiryMinutes} between 1 and 10080`,
    ),
  ],
);

/** A payment order's statuses (money.md §11). */
export const PAYMENT_ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'expired'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/**
 * A deposit: created (before the PSP is asked) → pending (the PSP's payment exists) → paid | failed |
 * expired. Paid is final and carries the one credit journal (scope `deposit.credit`, key = the order's
 * id); a payment confirmed after the order failed or expired still credits and is flagged for review.
 * The server role may update only the columns of that life and the reconciliation job's check time
 * (migrations 0015, 0017).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    /** Our reference at the PSP (`orderReference`) and the member's order number. */
    orderNo: text('order_no').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    channel: text('channel').notNull(),
    bankType: text('bank_type').notNull(),
    pspCode: text('psp_code').notNull(),
    /** The PSP merchant account the payment was created under (callbacks must match it). */
    pspAccountId: text('psp_account_id').notNull(),
    asset: text('asset').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    feeBps: integer('fee_bps').notNull(),
    payerName: text('payer_name'),
    status: text('status').$type<PaymentOrderStatus>().notNull().default('created'),
    /** The PSP's transaction id, once the PSP answered the create. */
    pspTxId: text('psp_tx_id'),
    /** What the payer does next (the PSP's action, for the site while pending). */
    action: jsonb('action').$type<Record<string, unknown>>(),
    sandbox: boolean('sandbox').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** What the payer paid, the fee taken and the credit's journal: set together, once. */
    paidAmount: bigint('paid_amount', { mode: 'bigint' }),
    feeAmount: bigint('fee_amount', { mode: 'bigint' }),
    journalId: bigint('journal_id', { mode: 'number' }).references(() => journal.id),
    /** Why an operator should look at it (`late`: paid after expiry; `amount`: paid ≠ asked). */
    reviewReason: text('review_reason'),
    /**
     * An operator looked at the flag and resolved it with a note (decision 0058): the reason stays for
     * the record; a new reason flagged later opens it again.
     */
    reviewResolvedAt: timestamp('review_resolved_at', { withTimezone: true }),
    /** The operator who resolved it (operators.id). */
    reviewResolvedBy: integer('review_resolved_by'),
    reviewNote: text('review_note'),
    /**
     * When the reconciliation job last asked about this order and left it open (the PSP still says
     * pending, or did not answer): the job takes never-checked orders first, then the longest unchecked,
     * so orders stuck at the PSP cannot hold a batch forever (decision 0044).
     */
    reconcileCheckedAt: timestamp('reconcile_checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_no_uq').on(t.orderNo),
    uniqueIndex('payment_orders_psp_tx_uq').on(t.pspCode, t.pspTxId),
    index('payment_orders_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('payment_orders_merchant_idx').on(t.merchantId, t.createdAt),
    // Reconciliation: open orders, never checked first, then by expiry.
    index('payment_orders_open_idx')
      .on(t.reconcileCheckedAt.asc().nullsFirst(), t.expiresAt, t.id)
      .where(sql`${t.status} in ('created', 'pending')`),
    check(
      'payment_orders_status_ck',
      sql`${t.status} in ('created', 'pending', 'paid', 'failed', 'expired')`,
    ),
    check(
      'payment_orders_paid_ck',
      sql`(${t.status} = 'paid') = (${t.journalId} is not null)
        and (${t.journalId} is null) = (${t.paidAmount} is null)
        and (${t.journalId} is null) = (${t.feeAmount} is null)
        and ${t.amount} > 0 and coalesce(${t.paidAmount}, 1) > 0
        and coalesce(${t.feeAmount}, 0) between 0 and coalesce(${t.paidAmount}, 0)`,
    ),
    check(
      'payment_orders_review_resolved_ck',
      sql`(${t.reviewResolvedAt} is null) = (${t.reviewResolvedBy} is null)
        and (${t.reviewResolvedAt} is null) = (${t.reviewNote} is null)
        and (${t.reviewResolvedAt} is null or ${t.reviewReason} is not null)`,
    ),
  ],
);

/**
 * Every PSP event applied to an order (callbacks and reconciliation reads), with what it did:
 * `credited`, `duplicate`, `failed`, `ignored` (a failure after the payment), `mismatch` (amount,
 * currency or transaction not the order's: no effect). Append-only.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => paymentOrders.id),
    /** callback | reconcile */
    source: text('source').notNull(),
    eventId: text('event_id'),
    pspTxId: text('psp_tx_id').notNull(),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId)],
);
