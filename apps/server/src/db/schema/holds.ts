import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, journal } from './ledger.ts';
import { merchants } from './merchants.ts';

/** A hold's life (design/money.md §8): `pending` until captured (`posted`) or released (`voided`), once. */
export const HOLD_STATUSES = ['pending', 'posted', 'voided'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/**
 * Money set aside on an account (a withdrawal, a C2C match): `accounts.held` rises by `amount` while the
 * hold is pending; `capture` posts up to `amount` as a real movement and releases the rest, `release`
 * gives it all back. The resolution is a compare-and-set on `status = 'pending'` under the row's lock;
 * a trigger (migration 0010) allows no other change of a hold than pending → posted | voided, once.
 */
export const holds = pgTable(
  'holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** The account's asset (composite foreign key). */
    asset: text('asset').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** What a capture posted (0 until then, and for a released hold). */
    postedAmount: bigint('posted_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<HoldStatus>().notNull().default('pending'),
    /** The idempotency claim of the hold: unique per merchant and scope. */
    idemScope: text('idem_scope').notNull(),
    idemKey: text('idem_key').notNull(),
    /** The caller's hash of the request's business fields: the same key with others is a conflict. */
    requestHash: text('request_hash').notNull(),
    /** What the money is held for (`withdrawal`, `c2c`...) and the caller's record of it. */
    purpose: text('purpose').notNull(),
    reference: text('reference'),
    /** When the auto-confirm job may capture it (C2C receipts); null: never by itself. */
    autoConfirmAt: timestamp('auto_confirm_at', { withTimezone: true }),
    /** The key and request hash of the capture or release that resolved it (replayed on a retry). */
    resolutionKey: text('resolution_key'),
    resolutionHash: text('resolution_hash'),
    /** The capture's movement (journal scope `hold.capture`, key = the hold's id). */
    journalId: bigint('journal_id', { mode: 'number' }).references(() => journal.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('holds_idem_uq').on(t.merchantId, t.idemScope, t.idemKey),
    // The target of hold_events' composite key: an event moves the held money of its hold's account.
    unique('holds_id_account_uq').on(t.id, t.accountId),
    foreignKey({
      name: 'holds_account_asset_fk',
      columns: [t.accountId, t.asset],
      foreignColumns: [accounts.id, accounts.asset],
    }),
    // The pending holds of an account (the ledger check's `held`), and those due to auto-confirm.
    index('holds_account_pending_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'pending'`),
    index('holds_due_idx')
      .on(t.autoConfirmAt)
      .where(sql`${t.status} = 'pending' and ${t.autoConfirmAt} is not null`),
    check('holds_status_ck', sql`${t.status} in ('pending', 'posted', 'voided')`),
    check(
      'holds_amounts_ck',
      sql`${t.amount} > 0 and ${t.postedAmount} >= 0 and ${t.postedAmount} <= ${t.amount}`,
    ),
    // Posted: a positive amount and its journal; pending and voided: nothing posted.
    check(
      'holds_posted_ck',
      sql`(${t.status} = 'posted') = (${t.journalId} is not null)
        and (${t.status} = 'posted') = (${t.postedAmount} > 0)`,
    ),
    check(
      'holds_resolved_ck',
      sql`(${t.status} = 'pending') = (${t.resolvedAt} is null)
        and (${t.status} = 'pending') = (${t.resolutionKey} is null)
        and (${t.resolutionKey} is null) = (${t.resolutionHash} is null)`,
    ),
  ],
);

/**
 * Every change of an account's `held` (append-only): +amount when a hold is taken, −amount when it is
 * captured or released. `held_after` and `held_version` chain them per account like entries chain
 * `balance`; a deferred trigger ties each change of `accounts.held` to its event.
 */
export const holdEvents = pgTable(
  'hold_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    holdId: bigint('hold_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** hold | capture | release */
    kind: text('kind').notNull(),
    delta: bigint('delta', { mode: 'bigint' }).notNull(),
    heldAfter: bigint('held_after', { mode: 'bigint' }).notNull(),
    heldVersion: bigint('held_version', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hold_events_account_version_uq').on(t.accountId, t.heldVersion),
    index('hold_events_hold_idx').on(t.holdId),
    foreignKey({
      name: 'hold_events_hold_account_fk',
      columns: [t.holdId, t.accountId],
      foreignColumns: [holds.id, holds.accountId],
    }),
    check('hold_events_kind_ck', sql`${t.kind} in ('hold', 'capture', 'release')`),
    check(
      'hold_events_delta_ck',
      sql`(${t.kind} = 'hold') = (${t.delta} > 0) and ${t.delta} <> 0 and ${t.heldAfter} >= 0`,
    ),
  ],
);
