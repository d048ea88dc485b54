import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/** A login session. Only the SHA-256 of the token is stored; expiry slides on use. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull(),
    loginType: text('login_type').notNull(),
    ip: text('ip'),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
  ],
);

/**
 * Every login attempt on an existing account, successful or not (the security centre's login history).
 * Successful rows are written with the session they open; failures when a known account was named.
 */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** username | sms | register | freeplay */
    loginType: text('login_type').notNull(),
    success: boolean('success').notNull(),
    /** The error code of a failed attempt. */
    failure: text('failure'),
    ip: text('ip'),
    /** The browser's User-Agent, cut to 300 characters. */
    userAgent: text('user_agent'),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_history_member_idx').on(t.memberId, t.createdAt.desc(), t.id.desc())],
);
