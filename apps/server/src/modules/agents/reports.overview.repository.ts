import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import {
  at,
  big,
  depositedBefore,
  reportRead,
  teamCte,
  teamDaysCte,
  teamMoneyCte,
  type TeamScope,
} from './reports.sql.ts';

/** One business day of the team's bets. */
export interface OverviewDay {
  day: string;
  validBet: bigint;
  payout: bigint;
}

/** What the team overview counts over a period. */
export interface OverviewFigures {
  teamSize: number;
  newMembers: number;
  activeMembers: number;
  firstDepositMembers: number;
  deposits: bigint;
  withdrawals: bigint;
  validBet: bigint;
  payout: bigint;
  /** Days with bets only, oldest first. */
  days: OverviewDay[];
}

/**
 * The team overview's SQL (decision 0068): three set-based statements over the agent's range of
 * member_tree, each one index range joined to the rollup or the money tables, never a loop per member.
 */
export function createOverviewRepository(db: Database) {
  /** Downlines (depth > 0) and those who joined in [from, to). */
  async function members(s: TeamScope) {
    const [row] = await reportRead<{ size: string; joined: string }>(
      db,
      sql`select count(*) as size,
          count(*) filter (where joined_at >= ${at(s.from)} and joined_at < ${at(s.to)}) as joined
        from member_tree where ancestor_id = ${s.agentId} and depth > 0`,
    );
    return { teamSize: Number(row?.size ?? 0), newMembers: Number(row?.joined ?? 0) };
  }

  /** Valid bet and payout per day, and (on the grand-total row) members with a valid bet. */
  async function bets(s: TeamScope) {
    const rows = await reportRead<{
      day: string | null;
      valid_bet: string;
      payout: string;
      active: string;
    }>(
      db,
      sql`with ${teamCte(s)}, ${teamDaysCte(s)}
        select business_day::text as day, sum(valid_bet)::text as valid_bet,
            sum(payout)::text as payout,
            count(distinct member_id) filter (where valid_bet > 0) as active
          from team_days group by grouping sets ((business_day), ())
          order by business_day nulls last`,
    );
    const total = rows.find((r) => r.day === null);
    return {
      activeMembers: Number(total?.active ?? 0),
      validBet: big(total?.valid_bet),
      payout: big(total?.payout),
      days: rows.flatMap((r) =>
        r.day === null ? [] : [{ day: r.day, validBet: big(r.valid_bet), payout: big(r.payout) }],
      ),
    };
  }

  /** Deposits and withdrawals of the period, and members whose first deposit falls in it. */
  async function money(s: TeamScope) {
    const [row] = await reportRead<{ deposits: string; withdrawals: string; first: string }>(
      db,
      sql`with ${teamCte(s)}, ${teamMoneyCte(s)},
        depositors as (select distinct member_id from team_money where deposit > 0)
        select (select coalesce(sum(deposit), 0) from team_money)::text as deposits,
          (select coalesce(sum(withdrawal), 0) from team_money)::text as withdrawals,
          (select count(*) from depositors d
            where not ${depositedBefore(s, sql`d.member_id`, s.from)}) as first`,
    );
    return {
      deposits: big(row?.deposits),
      withdrawals: big(row?.withdrawals),
      firstDepositMembers: Number(row?.first ?? 0),
    };
  }

  return {
    /** Every figure of the overview for one period. */
    async figures(s: TeamScope): Promise<OverviewFigures> {
      const [m, b, cash] = await Promise.all([members(s), bets(s), money(s)]);
      return { ...m, ...b, ...cash };
    },
  };
}
