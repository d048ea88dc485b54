import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import {
  big,
  readMemberPage,
  reportRead,
  teamCte,
  teamDaysCte,
  type TeamScope,
} from './reports.sql.ts';

/** Sums of bets. */
export interface BetSums {
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  count: number;
}

/** One row of the team-betting report: a product's sums, or a member's. */
export interface BettingRow extends BetSums {
  productType: string | null;
  account: string | null;
  level: number | null;
}

/** Rows of one page with the count and sums of the whole filter. */
export interface BettingPage {
  rows: BettingRow[];
  totals: BetSums;
  totalCount: number;
}

/** A raw row holding sums (text or number columns). */
type SumRow = Readonly<Record<string, unknown>>;

const sumsOf = (r: SumRow | undefined): BetSums => ({
  stake: big(r?.stake),
  validBet: big(r?.valid_bet),
  payout: big(r?.payout),
  count: Number(r?.count ?? 0),
});

const COLUMNS = ['stake', 'valid_bet', 'payout', 'count'] as const;

/** The team-betting report's SQL: the team's member-day totals grouped by product or by member. */
export function createBettingRepository(db: Database) {
  return {
    /** Sums per product (products with bets only) and over everything. */
    async byProduct(s: TeamScope, productType: string | null): Promise<BettingPage> {
      const rows = await reportRead<SumRow & { product_type: string | null }>(
        db,
        sql`with ${teamCte(s)}, ${teamDaysCte(s, productType)}
          select product_type, coalesce(sum(stake), 0)::text as stake,
            coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(payout), 0)::text as payout,
            coalesce(sum(count), 0)::text as count
          from team_days group by grouping sets ((product_type), ())`,
      );
      const products = rows.flatMap((r) =>
        r.product_type === null
          ? []
          : [{ productType: r.product_type, account: null, level: null, ...sumsOf(r) }],
      );
      const totals = sumsOf(rows.find((r) => r.product_type === null));
      return { rows: products, totals, totalCount: products.length };
    },

    /** One page of members with bets, by valid bet (largest first), with the count and sums of all. */
    async byMember(
      s: TeamScope,
      productType: string | null,
      limit: number,
      offset: number,
    ): Promise<BettingPage> {
      const ctes = sql`with ${teamCte(s)}, ${teamDaysCte(s, productType)},
        per_member as (select member_id, sum(stake) as stake, sum(valid_bet) as valid_bet,
          sum(payout) as payout, sum(count) as count from team_days group by member_id)`;
      const page = await readMemberPage(db, ctes, COLUMNS, { limit, offset });
      return {
        rows: page.rows.map((r) => ({
          productType: null,
          account: r.username,
          level: Number(r.depth),
          ...sumsOf(r),
        })),
        totals: sumsOf(page.totals),
        totalCount: page.members,
      };
    },
  };
}
