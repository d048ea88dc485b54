import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { lotteryOdds } from '@/db/schema/index.ts';
import type { StoredPlayOdds } from '@/modules/lottery/rules/odds-json.ts';

export type MerchantOddsRow = Pick<
  typeof lotteryOdds.$inferSelect,
  'prizeMode' | 'playCode' | 'odds'
>;

/** All SQL of merchants' odds. */
export function createOddsRepository(db: Database) {
  return {
    /** Every odds row of a merchant (a few per prize mode at most: only what it changed). */
    merchantOdds: (merchantId: number): Promise<MerchantOddsRow[]> =>
      db
        .select({
          prizeMode: lotteryOdds.prizeMode,
          playCode: lotteryOdds.playCode,
          odds: lotteryOdds.odds,
        })
        .from(lotteryOdds)
        .where(eq(lotteryOdds.merchantId, merchantId)),

    /** Sets a merchant's odds of one play type in one prize mode (insert or replace). */
    async upsert(row: {
      merchantId: number;
      prizeMode: string;
      playCode: string;
      odds: StoredPlayOdds;
    }): Promise<void> {
      await db
        .insert(lotteryOdds)
        .values(row)
        .onConflictDoUpdate({
          target: [lotteryOdds.merchantId, lotteryOdds.prizeMode, lotteryOdds.playCode],
          set: { odds: sql`excluded.odds`, updatedAt: sql`now()` },
        });
    },
  };
}
export type OddsRepository = ReturnType<typeof createOddsRepository>;
