import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { businessDayOf } from '@/lib/business-day.ts';
import { rowsOf } from '@/lib/sql-rows.ts';
import type { FactConsumerDefinition } from './fact-consumer.ts';
import { createFactsRepository, type WagerFact } from './facts.repository.ts';

/** The consumer's name: its cursor and effect keys. */
export const MEMBER_DAY_TOTALS = 'member-day-totals';

/** A member's totals of one product, business day and asset. */
export interface MemberDayTotal {
  productType: string;
  businessDay: string;
  asset: string;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  count: number;
}

interface Sum extends MemberDayTotal {
  merchantId: number;
  memberId: number;
}

/** Sums a batch per (merchant, member, product, business day in the merchant's zone, asset). */
function sumsOf(facts: readonly WagerFact[], zones: ReadonlyMap<number, string>): Sum[] {
  const sums = new Map<string, Sum>();
  for (const f of facts) {
    const zone = zones.get(f.merchantId);
    if (!zone) throw new Error(`merchant ${f.merchantId} of fact ${f.id} has no time zone`);
    const businessDay = businessDayOf(f.settledAt, zone);
    const key = [f.merchantId, f.memberId, f.productType, businessDay, f.asset].join('|');
    const sum = sums.get(key) ?? {
      merchantId: f.merchantId,
      memberId: f.memberId,
      productType: f.productType,
      businessDay,
      asset: f.asset,
      stake: 0n,
      validBet: 0n,
      payout: 0n,
      count: 0,
    };
    sum.stake += f.stake;
    sum.validBet += f.validBet;
    sum.payout += f.payout;
    sum.count += 1;
    sums.set(key, sum);
  }
  // One order for every writer of these rows (only this consumer, one worker at a time; still cheap).
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => s);
}

/**
 * The first real consumer of wager facts (decision 0031): per member, product and business day of the
 * merchant's time zone, the stake, valid bet, payout and count, which the member's P&L page and the
 * back office read instead of scanning facts.
 */
export const memberDayTotalsConsumer: FactConsumerDefinition = {
  name: MEMBER_DAY_TOTALS,
  async apply(tx: Database, facts: readonly WagerFact[]): Promise<void> {
    const zones = await createFactsRepository(tx).timeZones(facts.map((f) => f.merchantId));
    const values = sql.join(
      sumsOf(facts, zones).map(
        (s) =>
          sql`(${s.merchantId}::int, ${s.memberId}::bigint, ${s.productType}::text, ${s.businessDay}::date,
            ${s.asset}::text, ${s.stake.toString()}::bigint, ${s.validBet.toString()}::bigint,
            ${s.payout.toString()}::bigint, ${s.count}::int)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`insert into member_day_totals (merchant_id, member_id, product_type,
        business_day, asset, stake, valid_bet, payout, count)
      values ${values}
      on conflict (merchant_id, member_id, product_type, business_day, asset) do update set
        stake = member_day_totals.stake + excluded.stake,
        valid_bet = member_day_totals.valid_bet + excluded.valid_bet,
        payout = member_day_totals.payout + excluded.payout,
        count = member_day_totals.count + excluded.count,
        updated_at = now()`);
  },
};

/** A member's day totals in [fromDay, toDay] (business days, inclusive), by day then product. */
export async function memberDayTotals(
  db: Database,
  q: { merchantId: number; memberId: number; fromDay: string; toDay: string },
): Promise<MemberDayTotal[]> {
  const rows = await db.execute(sql`select product_type, business_day::text, asset, stake::text,
      valid_bet::text, payout::text, count
    from member_day_totals
    where merchant_id = ${q.merchantId} and member_id = ${q.memberId}
      and business_day between ${q.fromDay}::date and ${q.toDay}::date
    order by business_day, product_type, asset`);
  return rowsOf<{
    product_type: string;
    business_day: string;
    asset: string;
    stake: string;
    valid_bet: string;
    payout: string;
    count: number;
  }>(rows).map((r) => ({
    productType: r.product_type,
    businessDay: r.business_day,
    asset: r.asset,
    stake: BigInt(r.stake),
    validBet: BigInt(r.valid_bet),
    payout: BigInt(r.payout),
    count: Number(r.count),
  }));
}
