import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';
import { big, teamCte, teamDaysCte, type TeamScope } from './reports.sql.ts';

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

interface SumRow {
  stake: string | null;
  valid_bet: string | null;
  payout: string | null;
  count: string | null;
}

const sumsOf = (r: SumRow | undefined): BetSums => ({
  stake: big(r?.stake),
  validBet: big(r?.valid_bet),
  payout: big(r?.payout),
  count: Number(r?.count ?? 0),
});

const SUMS = sql`coalesce(sum(stake), 0)::text as stake, coalesce(sum(valid_bet), 0)::text as valid_bet,
  coalesce(sum(payout), 0)::text as payout, coalesce(sum(count), 0)::text as count`;

/** The team-betting report's SQL: the team's member-day totals grouped by product or by member. */
export function createBettingRepository(db: Database) {
  const withDays = (s: TeamScope, productType: string | null, body: SQL) =>
    sql`with ${teamCte(s)}, ${teamDaysCte(s, productType)} ${body}`;

  return {
    /** Sums per product (products with bets only) and over everything. */
    async byProduct(s: TeamScope, productType: string | null): Promise<BettingPage> {
      const rows = rowsOf<SumRow & { product_type: string | null }>(
        await db.execute(
          withDays(
            s,
            productType,
            sql`select product_type, ${SUMS} from team_days
              group by grouping sets ((product_type), ())`,
          ),
        ),
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
      const rows = rowsOf<SumRow & { username: string; depth: number }>(
        await db.execute(
          withDays(
            s,
            productType,
            sql`, sums as (select member_id, sum(stake) as stake, sum(valid_bet) as valid_bet,
                sum(payout) as payout, sum(count) as count from team_days group by member_id)
              select m.username, t.depth, s.stake::text, s.valid_bet::text, s.payout::text,
                s.count::text
              from sums s join team t on t.member_id = s.member_id join members m on m.id = s.member_id
              order by s.valid_bet desc, m.username limit ${limit} offset ${offset}`,
          ),
        ),
      );
      const [total] = rowsOf<SumRow & { members: string }>(
        await db.execute(
          withDays(
            s,
            productType,
            sql`select count(distinct member_id) as members, ${SUMS} from team_days`,
          ),
        ),
      );
      return {
        rows: rows.map((r) => ({
          productType: null,
          account: r.username,
          level: Number(r.depth),
          ...sumsOf(r),
        })),
        totals: sumsOf(total),
        totalCount: Number(total?.members ?? 0),
      };
    },
  };
}
