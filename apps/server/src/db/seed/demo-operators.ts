import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/db/client.ts';
import { merchants, operators } from '@/db/schema/index.ts';
import { hashPassword } from '@/lib/password.ts';

/**
 * The demo back-office operators (README lists them): known passwords and known two-factor secrets, so
 * a person can add them to an authenticator app and the browser journeys can compute their codes. Demo
 * only, like the demo members: never seed them into a real merchant.
 */
export const demoOperators = [
  {
    username: 'owner',
    password: 'Owner12345!',
    role: 'owner',
    totpSecret: 'MONSOONDEMOOWNERTOTPSECRETKEY234',
  },
  {
    username: 'finance',
    password: 'Finance12345!',
    role: 'finance',
    totpSecret: 'MONSOONDEMOFINANCETOTPSECRETK567',
  },
] as const;

/** Seeds the demo operators of the demo merchant; idempotent (existing usernames are left alone). */
export async function seedDemoOperators(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'demo'));
  if (!merchant) return;
  const existing = await db
    .select({ username: operators.username })
    .from(operators)
    .where(eq(operators.merchantId, merchant.id));
  const have = new Set(existing.map((o) => o.username));
  for (const op of demoOperators.filter((o) => !have.has(o.username))) {
    await db
      .insert(operators)
      .values({
        merchantId: merchant.id,
        username: op.username,
        passwordHash: await hashPassword(op.password),
        role: op.role,
        totpSecret: op.totpSecret,
      })
      .onConflictDoNothing();
  }
}
