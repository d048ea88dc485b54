import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/db/client.ts';
import { members, merchants } from '@/db/schema/index.ts';
import { createProviderRepository } from '@/modules/provider/provider.repository.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { seedDemoDeposits } from './demo-deposits.ts';

/** Opening balances of the demo accounts (minor units): P 10,000.00 each. */
const OPENING_MINOR = 1_000_000n;
const FUNDED = ['player01', 'player02', 'agent01'];

/**
 * Registers our studio as vendor MONSOON of the demo merchant (secret and base URL from the
 * environment, updated on every start) and funds the demo players once, through the ledger.
 * Idempotent: safe on every start.
 */
export async function seedDemoWallet(
  database: DatabaseHandle,
  studio: { url: string; secret: string },
): Promise<void> {
  const { db } = database;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!merchant) return;
  await createProviderRepository(db).upsertVendor({
    merchantId: merchant.id,
    code: 'MONSOON',
    name: 'Monsoon Studio',
    secret: studio.secret,
    baseUrl: studio.url,
  });
  await seedDemoDeposits(db, merchant.id);
  const wallet = createWalletService(db);
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(eq(members.merchantId, merchant.id));
  for (const row of rows.filter((r) => FUNDED.includes(r.username))) {
    await wallet.credit(
      { merchantId: merchant.id, memberId: row.id },
      merchant.currency,
      OPENING_MINOR,
      'seed.credit',
      row.username,
    );
  }
}
