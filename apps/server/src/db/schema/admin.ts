import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { journal } from './ledger.ts';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/**
 * The back office (design/architecture.md §10; migration 0012). Operators belong to one merchant and
 * act only on it. `audit_log` is append-only (triggers refuse UPDATE, DELETE and TRUNCATE) and
 * hash-chained per merchant; `audit_heads` holds each chain's tip and serialises appends.
 */

/** A back-office account: argon2id password, role, RFC 6238 two-factor secret. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** owner | finance | support | read-only */
    role: text('role').notNull(),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    /** Base32 TOTP secret; null until enrolled (new operator or reset). */
    totpSecret: text('totp_secret'),
    /** The last 30-second step whose code was accepted: a code of that step or earlier is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Consecutive failed sign-in steps; the lock-out starts at a threshold. */
    failedSignIns: smallint('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_merchant_username_uq').on(t.merchantId, sql`lower(${t.username})`),
    check('operators_role_ck', sql`${t.role} in ('owner', 'finance', 'support', 'read-only')`),
    check('operators_status_ck', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/**
 * A half-done sign-in: the password was right, the two-factor code is still to come. Only the hash
 * of the challenge is stored; `pending_secret` is the secret being enrolled, if any.
 */
export const operatorChallenges = pgTable(
  'operator_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    pendingSecret: text('pending_secret'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_challenges_token_uq').on(t.tokenHash)],
);

/** An operator session (cookie). Only the token's SHA-256 is stored; expiry slides on use. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_uq').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * The audit log: one row per operator action, written in the action's transaction. `hash` is the
 * SHA-256 of `prev_hash` and the canonical row; `seq` numbers the merchant's chain from 1.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorUsername: text('operator_username'),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_log_seq_uq').on(t.merchantId, t.seq),
    index('audit_log_target_idx').on(t.merchantId, t.targetKind, t.targetId),
    index('audit_log_action_idx').on(t.merchantId, t.action),
  ],
);

/** The tip of each merchant's audit chain; appends lock it, so the chain never forks. */
export const auditHeads = pgTable('audit_heads', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/**
 * A manual adjustment (maker-checker): asked for by one operator, decided by another. An approval
 * posts exactly one journal (idempotency key: the request id) between the member and the merchant's
 * `adjustment` system account.
 */
export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    asset: text('asset').notNull(),
    /** credit | debit */
    direction: text('direction').notNull(),
    /** Positive minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    journalId: bigint('journal_id', { mode: 'number' }).references(() => journal.id),
  },
  (t) => [
    index('adjustment_requests_status_idx').on(t.merchantId, t.status, t.id),
    index('adjustment_requests_member_idx').on(t.memberId),
    check('adjustment_requests_amount_ck', sql`${t.amount} > 0`),
    check('adjustment_requests_direction_ck', sql`${t.direction} in ('credit', 'debit')`),
    check('adjustment_requests_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    // Maker-checker held by the database too: the decider is never the requester.
    check(
      'adjustment_requests_checker_ck',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
    check(
      'adjustment_requests_journal_ck',
      sql`(${t.status} = 'approved') = (${t.journalId} is not null)`,
    ),
  ],
);
