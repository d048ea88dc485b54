import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { verificationCodes } from '@/db/schema/index.ts';

/** A stored verification code (hash only). */
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** All SQL about SMS verification codes. Pass a transaction as `db` to take part in it. */
export function createVerificationRepository(db: Database) {
  return {
    async insert(values: typeof verificationCodes.$inferInsert): Promise<void> {
      await db.insert(verificationCodes).values(values);
    },
    /** The newest code of a purpose and recipient, used or not: only the newest one counts. */
    async findNewest(
      merchantId: number,
      purpose: string,
      recipient: string,
    ): Promise<VerificationCodeRow | null> {
      const rows = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantId, merchantId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.recipient, recipient),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return rows[0] ?? null;
    },
    /** Counts one attempt on an unused code with fewer than `max` attempts; false when none is left. */
    async countAttempt(id: number, max: number): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.consumedAt),
            lt(verificationCodes.attempts, max),
          ),
        )
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },
    /** Deletes codes that expired before `before` (housekeeping). */
    async deleteExpired(before: Date): Promise<void> {
      await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, before));
    },
    /** Uses a code up; false when it was already used (so two requests cannot both use it). */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },
  };
}
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
