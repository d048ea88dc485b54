import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

/**
 * Operator content shown by the announcement call: banners (B), marquee notices (PL), popups (PU),
 * promotion items (PR), and H/A types. Texts are per language in `texts`: { EN: { title, content } }.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    type: text('type').notNull(),
    platform: text('platform').notNull().default('W'),
    /** Popups only: B before login, A after login, F first login. */
    execution: text('execution'),
    groupName: text('group_name'),
    imageUrl: text('image_url'),
    linkageType: text('linkage_type'),
    linkage: text('linkage'),
    redirect: text('redirect'),
    externalLink: text('external_link'),
    displaySpeed: text('display_speed'),
    promotionType: text('promotion_type'),
    /** Banners: the promotion a PROMOTION banner opens. */
    redirectPromotionId: bigint('redirect_promotion_id', { mode: 'number' }),
    /** Banners: the game a GAME banner opens, `{ vassalage, gameType, gameCode }`. */
    gameLinkage: jsonb('game_linkage'),
    /** Promotion items: their images (`announcementImages` on the wire). */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    texts: jsonb('texts')
      .notNull()
      .default(sql`'{}'::jsonb`),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_merchant_type_idx').on(t.merchantId, t.type, t.sort)],
);

/** Help-centre topics (footer links and the /help page); texts per language. */
export const helpTopics = pgTable(
  'help_topics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    tag: text('tag').notNull(),
    category: text('category').notNull(),
    texts: jsonb('texts')
      .notNull()
      .default(sql`'{}'::jsonb`),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_topics_merchant_idx').on(t.merchantId, t.sort)],
);

/** Visitor and member feedback from PUT /wps/feedback. */
export const feedback = pgTable('feedback', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  memberId: bigint('member_id', { mode: 'number' }),
  questionType: text('question_type').notNull(),
  content: text('content').notNull(),
  contact: text('contact'),
  ip: text('ip'),
  /** The language the site was shown in when the feedback was sent. */
  language: text('language'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
