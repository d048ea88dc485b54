import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { captchas } from '@/db/schema/index.ts';

/** All SQL about image captchas. */
export function createCaptchaRepository(db: Database) {
  return {
    async insert(values: typeof captchas.$inferInsert): Promise<void> {
      await db.insert(captchas).values(values);
    },
    /** Uses a live captcha up (one use, right or wrong) and returns its answer hash; null when none. */
    async consume(merchantId: number, id: string, now: Date): Promise<string | null> {
      const rows = await db
        .update(captchas)
        .set({ consumedAt: now })
        .where(
          and(
            eq(captchas.id, id),
            eq(captchas.merchantId, merchantId),
            isNull(captchas.consumedAt),
            gt(captchas.expiresAt, now),
          ),
        )
        .returning({ answerHash: captchas.answerHash });
      return rows[0]?.answerHash ?? null;
    },
    async deleteExpired(before: Date): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, before));
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
