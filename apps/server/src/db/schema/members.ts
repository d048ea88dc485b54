import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  bigint,
  date,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

/**
 * A member account: players, agents (type 1, 2, 41, 42) and trial accounts (type 4).
 * `type` 0 is a plain member. Usernames are unique per merchant, compared lower-cased.
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** argon2id hash of the payment (withdrawal) password; null until one is set (docs/decisions/0011). */
    paymentPasswordHash: text('payment_password_hash'),
    /**
     * A temporary password from "forgot password by e-mail": it logs in (once, until it expires) next
     * to the current password, then becomes the password, to be changed (docs/decisions/0012).
     */
    temporaryPasswordHash: text('temporary_password_hash'),
    temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
    nickname: text('nickname').notNull(),
    type: smallint('type').notNull().default(0),
    uplineId: bigint('upline_id', { mode: 'number' }),
    countryDialingCode: text('country_dialing_code'),
    mobile: text('mobile'),
    email: text('email'),
    /** The real name (payee name); set once, then only an operator changes it. */
    payeeName: text('payee_name'),
    /** yyyy-MM-dd; set once from the security centre (at least 21 years old, product spec §5). */
    birthday: date('birthday', { mode: 'string' }),
    /** Optional registration fields: qqNum, line, whatsapp, facebook, wechat, idNumber, recommenderId. */
    profile: jsonb('profile')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** An agent's own invitation code; others register under it. */
    affiliateCode: text('affiliate_code'),
    /** The affiliate link the member registered through (`/wps/agent/registeredAffiliates`). */
    affiliateLinkId: bigint('affiliate_link_id', { mode: 'number' }),
    referralCode: text('referral_code'),
    language: text('language'),
    avatar: text('avatar').notNull().default('0'),
    vipLabel: text('vip_label').notNull().default('VIP0'),
    vipRankLevel: smallint('vip_rank_level').notNull().default(0),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    status: text('status').notNull().default('active'),
    registerIp: text('register_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_merchant_username_uq').on(t.merchantId, sql`lower(${t.username})`),
    uniqueIndex('members_merchant_mobile_uq')
      .on(t.merchantId, t.countryDialingCode, t.mobile)
      .where(sql`${t.mobile} is not null`),
    uniqueIndex('members_merchant_affiliate_uq')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    index('members_upline_idx').on(t.uplineId),
  ],
);
