import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { depositChannels } from '@/db/schema/index.ts';

type Channel = typeof depositChannels.$inferInsert;

/** P amounts in minor units. */
const P = (pesos: number): bigint => BigInt(pesos) * 100n;
const quick = (...pesos: number[]): string[] => pesos.map((p) => String(P(p)));

/**
 * The demo merchant's deposit channels, all at the sandbox PSP (`paygate`): one per kind of payment,
 * with limits, fees and quick amounts a real Philippine site would have.
 */
const channels: Array<Omit<Channel, 'merchantId' | 'pspCode'>> = [
  {
    channel: 'QR',
    bankType: 'PAYID',
    name: 'QR Ph',
    minAmount: P(100),
    maxAmount: P(50_000),
    feeBps: 0,
    quickAmounts: quick(100, 300, 500, 1_000, 5_000),
    expiryMinutes: 15,
    sortOrder: 1,
  },
  {
    channel: 'EWALLET',
    bankType: 'GCASH',
    name: 'GCash',
    minAmount: P(100),
    maxAmount: P(50_000),
    feeBps: 150,
    quickAmounts: quick(100, 500, 1_000, 2_000, 5_000),
    expiryMinutes: 15,
    sortOrder: 2,
  },
  {
    channel: 'REDIRECT',
    bankType: 'ONLINE_BANKING',
    name: 'Online banking',
    minAmount: P(200),
    maxAmount: P(100_000),
    feeBps: 100,
    quickAmounts: quick(500, 1_000, 5_000, 10_000),
    expiryMinutes: 30,
    sortOrder: 3,
  },
  {
    channel: 'BANK_TRANSFER',
    bankType: 'BANK',
    name: 'Bank transfer',
    minAmount: P(500),
    maxAmount: P(200_000),
    feeBps: 0,
    quickAmounts: quick(1_000, 5_000, 10_000, 50_000),
    expiryMinutes: 60,
    sortOrder: 4,
  },
  {
    channel: 'CRYPTO',
    bankType: 'TRX',
    name: 'USDT (TRC-20)',
    minAmount: P(500),
    maxAmount: P(500_000),
    feeBps: 50,
    quickAmounts: quick(1_000, 5_000, 10_000),
    expiryMinutes: 60,
    sortOrder: 5,
  },
  {
    channel: 'CRYPTO',
    bankType: 'BTC',
    name: 'Bitcoin',
    minAmount: P(1_000),
    maxAmount: P(500_000),
    feeBps: 50,
    quickAmounts: quick(5_000, 10_000, 50_000),
    expiryMinutes: 60,
    sortOrder: 6,
  },
];

/**
 * Adds the demo channels the merchant never had (safe on every start; an operator's edits stay, and a
 * channel an operator removed does not come back: decision 0058).
 */
export async function seedDemoDeposits(db: Database, merchantId: number): Promise<void> {
  const had = new Set(
    (
      await db
        .select({ bankType: depositChannels.bankType })
        .from(depositChannels)
        .where(eq(depositChannels.merchantId, merchantId))
    ).map((r) => r.bankType),
  );
  const missing = channels.filter((c) => !had.has(c.bankType));
  if (missing.length === 0) return;
  await db
    .insert(depositChannels)
    .values(missing.map((c) => ({ ...c, merchantId, pspCode: 'paygate' })))
    .onConflictDoNothing();
}
