import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { loginHistory } from '@/db/schema/index.ts';

/** A login attempt as stored. */
export type LoginHistoryRow = typeof loginHistory.$inferSelect;
/** What a login attempt is written from. */
export type NewLoginHistory = typeof loginHistory.$inferInsert;

/** The longest User-Agent kept: enough to tell browser and system apart. */
const MAX_USER_AGENT = 300;

/** All SQL about the login history. Pass a transaction as `db` to take part in it. */
export function createLoginHistoryRepository(db: Database) {
  return {
    async insert(values: NewLoginHistory): Promise<void> {
      const userAgent = values.userAgent ? values.userAgent.slice(0, MAX_USER_AGENT) : null;
      await db.insert(loginHistory).values({ ...values, userAgent });
    },
    /** One page of a member's attempts, newest first, with the total. */
    async page(
      merchantId: number,
      memberId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: LoginHistoryRow[]; total: number }> {
      const where = and(
        eq(loginHistory.merchantId, merchantId),
        eq(loginHistory.memberId, memberId),
      );
      const rows = await db
        .select()
        .from(loginHistory)
        .where(where)
        .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
        .limit(limit)
        .offset(offset);
      const [totals] = await db.select({ n: count() }).from(loginHistory).where(where);
      return { rows, total: totals?.n ?? 0 };
    },
  };
}
export type LoginHistoryRepository = ReturnType<typeof createLoginHistoryRepository>;
