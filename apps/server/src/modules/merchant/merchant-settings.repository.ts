import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { merchants } from '@/db/schema/index.ts';
import { merchantSettingsSchema, type MerchantSettings } from './merchant.settings.ts';

/** The settings column of a merchant, read locked and written back (inside the caller's transaction). */
export function createMerchantSettingsRepository(db: Database) {
  return {
    async lock(merchantId: number): Promise<MerchantSettings | null> {
      const [row] = await db
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .for('update');
      return row ? merchantSettingsSchema.parse(row.settings) : null;
    },
    async write(merchantId: number, settings: MerchantSettings): Promise<void> {
      await db.update(merchants).set({ settings }).where(eq(merchants.id, merchantId));
    },
  };
}
