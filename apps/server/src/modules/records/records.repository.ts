import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** Which facts a read covers: one member's, in one asset, settled in [from, to), maybe one product. */
export interface FactFilter {
  merchantId: number;
  memberId: number;
  asset: string;
  from: Date;
  to: Date;
  productType: string | null;
}

/** One settled bet as the records page shows it. */
export interface FactRow {
  id: number;
  productType: string;
  vendor: string;
  gameCode: string;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  placedAt: Date;
  settledAt: Date;
}

/** Sums over facts. */
export interface FactTotals {
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  count: number;
}

/** Reads of the member's wager facts (append-only, written by every product; money.md §9). */
export function createRecordsRepository(db: Database) {
  const where = (f: FactFilter) =>
    sql`merchant_id = ${f.merchantId} and member_id = ${f.memberId} and asset = ${f.asset}
      and settled_at >= ${f.from.toISOString()}::timestamptz
      and settled_at < ${f.to.toISOString()}::timestamptz
      ${f.productType === null ? sql`` : sql`and product_type = ${f.productType}`}`;
  return {
    /** One page, newest settlement first. */
    async page(f: FactFilter, limit: number, offset: number): Promise<FactRow[]> {
      const rows = rowsOf<{
        id: string;
        product_type: string;
        vendor: string;
        game_code: string;
        stake: string;
        valid_bet: string;
        payout: string;
        placed_at: string | Date;
        settled_at: string | Date;
      }>(
        await db.execute(sql`select id::text, product_type, vendor, game_code, stake::text,
            valid_bet::text, payout::text, placed_at, settled_at
          from wager_facts where ${where(f)}
          order by settled_at desc, id desc limit ${limit} offset ${offset}`),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        productType: r.product_type,
        vendor: r.vendor,
        gameCode: r.game_code,
        stake: BigInt(r.stake),
        validBet: BigInt(r.valid_bet),
        payout: BigInt(r.payout),
        placedAt: new Date(r.placed_at),
        settledAt: new Date(r.settled_at),
      }));
    },
    /** Sums over the whole filter. */
    async totals(f: FactFilter): Promise<FactTotals> {
      const rows = rowsOf<{ stake: string; valid_bet: string; payout: string; count: string }>(
        await db.execute(sql`select coalesce(sum(stake), 0)::text as stake,
            coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(payout), 0)::text as payout,
            count(*)::text as count
          from wager_facts where ${where(f)}`),
      );
      const r = rows[0];
      return r
        ? {
            stake: BigInt(r.stake),
            validBet: BigInt(r.valid_bet),
            payout: BigInt(r.payout),
            count: Number(r.count),
          }
        : { stake: 0n, validBet: 0n, payout: 0n, count: 0 };
    },
  };
}
