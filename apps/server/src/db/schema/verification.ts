import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

/** One-time codes sent by SMS (login, register, password reset). Only the hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    purpose: text('purpose').notNull(),
    /** `+<dialing code><number>` */
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.merchantId, t.purpose, t.recipient, t.createdAt),
  ],
);

/** Messages that leave through the SMS/e-mail providers; the demo provider only writes here. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    body: text('body').notNull(),
    meta: jsonb('meta')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** Image captchas, addressed by the `captchaId` cookie. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed logins per account key, driving the captcha requirement. */
export const loginFailures = pgTable(
  'login_failures',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    accountKey: text('account_key').notNull(),
    failures: smallint('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.accountKey] })],
);
