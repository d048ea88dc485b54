import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { merchants } from '@/db/schema/index.ts';
import { merchantSettingsSchema, type MerchantSettings } from './merchant.settings.ts';

/** A merchant with its parsed settings. */
export interface MerchantRow {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  timeZone: string;
  defaultLanguage: string;
  languages: string[];
  domains: string[];
  settings: MerchantSettings;
}

const toRow = (r: typeof merchants.$inferSelect): MerchantRow => ({
  ...r,
  settings: merchantSettingsSchema.parse(r.settings),
});

/** All SQL about merchants. */
export function createMerchantRepository(db: Database) {
  return {
    async findByCode(code: string): Promise<MerchantRow | null> {
      const rows = await db
        .select()
        .from(merchants)
        .where(sql`lower(${merchants.code}) = lower(${code})`);
      return rows[0] ? toRow(rows[0]) : null;
    },
    async findByDomain(host: string): Promise<MerchantRow | null> {
      const rows = await db
        .select()
        .from(merchants)
        .where(sql`${host.toLowerCase()} = any(${merchants.domains})`);
      return rows[0] ? toRow(rows[0]) : null;
    },
    async findById(id: number): Promise<MerchantRow | null> {
      const rows = await db.select().from(merchants).where(eq(merchants.id, id));
      return rows[0] ? toRow(rows[0]) : null;
    },
    async insert(values: typeof merchants.$inferInsert): Promise<MerchantRow> {
      const [row] = await db.insert(merchants).values(values).returning();
      if (!row) throw new Error('merchant insert returned nothing');
      return toRow(row);
    },
    async updateSettings(id: number, settings: MerchantSettings): Promise<void> {
      await db.update(merchants).set({ settings }).where(eq(merchants.id, id));
    },
  };
}
export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
