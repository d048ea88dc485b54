import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A white label: every merchant-owned row references one. `settings` is validated by merchantSettingsSchema. */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull().default('P'),
    /** IANA time zone of the merchant's business day (lib/business-day.ts). */
    timeZone: text('time_zone').notNull().default('Asia/Manila'),
    defaultLanguage: text('default_language').notNull().default('MY'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Host names that select this merchant when no Merchant header is sent. */
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    settings: jsonb('settings').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchants_code_uq').on(t.code)],
);
