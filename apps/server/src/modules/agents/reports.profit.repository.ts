import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';
import { big, teamCte, teamDaysCte, teamMoneyCte, type TeamScope } from './reports.sql.ts';

/** A member's (or the team's) bets and money over a range. */
export interface ProfitSums {
  validBet: bigint;
  payout: bigint;
  count: number;
  deposits: bigint;
  withdrawals: bigint;
}

/** One member's line of the user P&L. */
export interface ProfitRow extends ProfitSums {
  account: string;
  level: number;
}

interface SumRow {
  valid_bet: string | null;
  payout: string | null;
  count: string | null;
  deposits: string | null;
  withdrawals: string | null;
}

const sumsOf = (r: SumRow | undefined): ProfitSums => ({
  validBet: big(r?.valid_bet),
  payout: big(r?.payout),
  count: Number(r?.count ?? 0),
  deposits: big(r?.deposits),
  withdrawals: big(r?.withdrawals),
});

/**
 * `activity(member_id, valid_bet, payout, count, deposits, withdrawals)`: per team member with bets,
 * deposits or withdrawals in the range; with one member asked for, that member always (zeros if idle).
 */
const activity = (s: TeamScope): SQL =>
  sql`with ${teamCte(s)}, ${teamDaysCte(s)}, ${teamMoneyCte(s)},
    activity as (select member_id, sum(valid_bet) as valid_bet, sum(payout) as payout,
        sum(count) as count, sum(deposits) as deposits, sum(withdrawals) as withdrawals
      from (
        select member_id, valid_bet, payout, count, 0 as deposits, 0 as withdrawals from team_days
        union all
        select member_id, 0, 0, 0, deposit, withdrawal from team_money
        ${s.memberId === null ? sql`` : sql`union all select member_id, 0, 0, 0, 0, 0 from team`}
      ) a group by member_id)`;

const TEXT_SUMS = sql`coalesce(valid_bet, 0)::text as valid_bet, coalesce(payout, 0)::text as payout,
  coalesce(count, 0)::text as count, coalesce(deposits, 0)::text as deposits,
  coalesce(withdrawals, 0)::text as withdrawals`;

/** The user P&L's SQL: bets from the rollup and money from the deposit and withdrawal tables, per member. */
export function createProfitRepository(db: Database) {
  return {
    /** One page of members by valid bet (largest first), then name; the count and sums of all. */
    async page(s: TeamScope, limit: number, offset: number) {
      const rows = rowsOf<SumRow & { username: string; depth: number }>(
        await db.execute(sql`${activity(s)}
          select m.username, t.depth, ${TEXT_SUMS}
          from activity a join team t on t.member_id = a.member_id join members m on m.id = a.member_id
          order by a.valid_bet desc, m.username limit ${limit} offset ${offset}`),
      );
      const [total] = rowsOf<SumRow & { members: string }>(
        await db.execute(sql`${activity(s)}
          select count(*) as members, coalesce(sum(valid_bet), 0)::text as valid_bet,
            coalesce(sum(payout), 0)::text as payout, coalesce(sum(count), 0)::text as count,
            coalesce(sum(deposits), 0)::text as deposits,
            coalesce(sum(withdrawals), 0)::text as withdrawals
          from activity`),
      );
      return {
        rows: rows.map((r) => ({ account: r.username, level: Number(r.depth), ...sumsOf(r) })),
        totals: sumsOf(total),
        members: Number(total?.members ?? 0),
      };
    },
  };
}
