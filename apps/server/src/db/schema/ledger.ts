import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

/**
 * The double-entry ledger (design/money.md §1-3, §8, §15). Amounts are bigint minor units; `entries`,
 * `journal` and `hold_events` are append-only (triggers refuse UPDATE and DELETE; the server's role has
 * no such privilege); deferred triggers refuse a journal whose entries do not sum to zero per asset
 * (migration 0004) and a change of an account's `balance` or `held` without its entry or hold event
 * (migration 0010).
 */

/** A unit of account: the merchant currencies, FUN (trial play money) and POINT. */
export const assets = pgTable('assets', {
  code: text('code').primaryKey(),
  /** Digits after the decimal point: 2 for fiat and FUN, 0 for points. */
  scale: smallint('scale').notNull(),
});

/**
 * A balance: a member's wallet, a house shard, a clearing account. Member accounts may not go below
 * zero (`balance - held >= 0`); system accounts may (`allow_negative`).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** member, house, fun_pool, bank (seed and sandbox funding), later psp, commission... */
    ownerKind: text('owner_kind').notNull(),
    /** The member id for member accounts; 0 for system accounts. */
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    /** Hot system accounts are split into shards chosen by member id (money.md §2). */
    shard: smallint('shard').notNull().default(0),
    asset: text('asset')
      .notNull()
      .references(() => assets.code),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    held: bigint('held', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bumped by every entry; entries record it, so the chain can be replayed without gaps. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** Bumped by every hold event (`held` changes), which records it: the chain of `held`. */
    heldVersion: bigint('held_version', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_owner_uq').on(t.merchantId, t.ownerKind, t.ownerId, t.asset, t.shard),
    // The target of the composite foreign keys that make entries and holds carry their account's asset.
    unique('accounts_id_asset_uq').on(t.id, t.asset),
    check('accounts_funds_ck', sql`${t.allowNegative} or ${t.balance} - ${t.held} >= 0`),
    check('accounts_held_ck', sql`${t.held} >= 0`),
  ],
);

/**
 * One money movement (or a stored business rejection, which has no entries). The (merchant, scope,
 * key) is the idempotency claim, inserted inside the money transaction.
 */
export const journal = pgTable(
  'journal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').notNull(),
    idemScope: text('idem_scope').notNull(),
    idemKey: text('idem_key').notNull(),
    /** sha256 of the business fields: a repeated key with other fields is a conflict. */
    requestHash: text('request_hash').notNull(),
    /** applied | rejected */
    outcome: text('outcome').notNull(),
    /** The rejection code, or null when applied. */
    rejection: text('rejection'),
    /** The journal this one reverses or relates to (a rollback's bet). */
    relatedId: bigint('related_id', { mode: 'number' }),
    memo: jsonb('memo').$type<Record<string, string | number | boolean | null>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('journal_idem_uq').on(t.merchantId, t.idemScope, t.idemKey)],
);

/** A signed amount on one account; `balance_after` and `account_version` make the chain replayable. */
export const entries = pgTable(
  'entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => journal.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** The account's asset (composite foreign key): an entry cannot move another asset. */
    asset: text('asset').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    accountVersion: bigint('account_version', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entries_account_version_uq').on(t.accountId, t.accountVersion),
    index('entries_journal_idx').on(t.journalId),
    foreignKey({
      name: 'entries_account_asset_fk',
      columns: [t.accountId, t.asset],
      foreignColumns: [accounts.id, accounts.asset],
    }),
    check('entries_amount_ck', sql`${t.amount} <> 0`),
  ],
);

/** A game vendor registered for a merchant, with its own wallet secret and launch base URL. */
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** HMAC secret of the wallet API and signed launches. */
    secret: text('secret').notNull(),
    baseUrl: text('base_url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendors_code_uq').on(t.merchantId, t.code)],
);

/** A launch: the token the vendor presents, bound to member, vendor, game, currency (asset) and mode. */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    gameCode: text('game_code').notNull(),
    asset: text('asset').notNull(),
    mode: text('mode').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** New bets need a live token; wins and rollbacks do not. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('launch_tokens_hash_uq').on(t.tokenHash),
    index('launch_tokens_member_idx').on(t.memberId),
  ],
);

/**
 * Every vendor call that changed or was refused: (vendor, transaction id) is unique and kept forever,
 * with the stored answer replayed on a repeat. `tombstone`: a rollback that arrived before its bet.
 */
export const vendorTx = pgTable(
  'vendor_tx',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    txId: text('tx_id').notNull(),
    action: text('action').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    asset: text('asset').notNull(),
    referenceTxId: text('reference_tx_id'),
    /** applied | rejected | tombstone */
    status: text('status').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The status answered (OK or a business rejection). */
    answerStatus: text('answer_status').notNull(),
    /** The balance answered, replayed with the status on a repeat. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    journalId: bigint('journal_id', { mode: 'number' }).references(() => journal.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_tx_uq').on(t.vendorId, t.txId),
    index('vendor_tx_reference_idx').on(t.vendorId, t.referenceTxId),
  ],
);

/** A game round per member: stake and payout totals, for betting records, P&L and the #734 rule. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    asset: text('asset').notNull(),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refunded: bigint('refunded', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** open | closed */
    status: text('status').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_uq').on(t.vendorId, t.roundId),
    index('game_rounds_member_idx').on(t.memberId, t.openedAt),
    // Popularity counts rounds of the last 7 days: a BRIN range index costs the wallet's inserts next to nothing.
    index('game_rounds_opened_brin').using('brin', t.openedAt),
    // The winner board reads only wins above 50,000.00 (WINNER_BOARD_MIN_WIN, 2-decimal currencies).
    index('game_rounds_big_win_idx')
      .on(t.merchantId, t.payout.desc())
      .where(sql`${t.payout} > 5000000`),
  ],
);
