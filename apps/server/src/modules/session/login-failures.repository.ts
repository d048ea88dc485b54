import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { loginFailures } from '@/db/schema/index.ts';

/** Counts are capped below smallint's ceiling. */
const MAX_COUNT = 30_000;

/** All SQL about failed-login counters (per merchant and account key). */
export function createLoginFailuresRepository(db: Database) {
  return {
    /** Failures of an account key since `since` (older ones have lapsed). */
    async count(merchantId: number, accountKey: string, since: Date): Promise<number> {
      const rows = await db
        .select({ failures: loginFailures.failures })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.merchantId, merchantId),
            eq(loginFailures.accountKey, accountKey),
            gt(loginFailures.lastFailureAt, since),
          ),
        );
      return rows[0]?.failures ?? 0;
    },
    /** Adds one failure (restarting from 1 when the last one is older than `since`); returns the new count. */
    async increment(
      merchantId: number,
      accountKey: string,
      now: Date,
      since: Date,
    ): Promise<number> {
      const rows = await db
        .insert(loginFailures)
        .values({ merchantId, accountKey, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: [loginFailures.merchantId, loginFailures.accountKey],
          set: {
            failures: sql`case when ${loginFailures.lastFailureAt} > ${since.toISOString()}::timestamptz
              then least(${loginFailures.failures} + 1, ${MAX_COUNT}) else 1 end`,
            lastFailureAt: now,
          },
        })
        .returning({ failures: loginFailures.failures });
      return rows[0]?.failures ?? 1;
    },
    /** Forgets failures whose last one is older than `before` (housekeeping). */
    async deleteOlderThan(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, before));
    },
    async reset(merchantId: number, accountKey: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(
          and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.accountKey, accountKey)),
        );
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
