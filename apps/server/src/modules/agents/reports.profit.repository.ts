import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import {
  big,
  readMemberPage,
  teamCte,
  teamDaysCte,
  teamMoneyCte,
  type TeamScope,
} from './reports.sql.ts';

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

/** A raw row holding sums (text or number columns). */
type SumRow = Readonly<Record<string, unknown>>;

const sumsOf = (r: SumRow | undefined): ProfitSums => ({
  validBet: big(r?.valid_bet),
  payout: big(r?.payout),
  count: Number(r?.count ?? 0),
  deposits: big(r?.deposits),
  withdrawals: big(r?.withdrawals),
});

const COLUMNS = ['valid_bet', 'payout', 'count', 'deposits', 'withdrawals'] as const;

/**
 * `per_member(member_id, valid_bet, payout, count, deposits, withdrawals)`: each team member with bets,
 * deposits or withdrawals in the range; with one member asked for, that member always (zeros if idle).
 */
const perMember = (s: TeamScope): SQL =>
  sql`with ${teamCte(s)}, ${teamDaysCte(s)}, ${teamMoneyCte(s)},
    per_member as (select member_id, sum(valid_bet) as valid_bet, sum(payout) as payout,
        sum(count) as count, sum(deposits) as deposits, sum(withdrawals) as withdrawals
      from (
        select member_id, valid_bet, payout, count, 0 as deposits, 0 as withdrawals from team_days
        union all
        select member_id, 0, 0, 0, deposit, withdrawal from team_money
        ${s.memberId === null ? sql`` : sql`union all select member_id, 0, 0, 0, 0, 0 from team`}
      ) a group by member_id)`;

/** The user P&L's SQL: bets from the rollup and money from the deposit and withdrawal tables, per member. */
export function createProfitRepository(db: Database) {
  return {
    /** One page of members by valid bet (largest first); the count and sums of all. */
    async page(s: TeamScope, limit: number, offset: number) {
      const page = await readMemberPage(db, perMember(s), COLUMNS, { limit, offset });
      return {
        rows: page.rows.map((r): ProfitRow => ({
          account: r.username,
          level: Number(r.depth),
          ...sumsOf(r),
        })),
        totals: sumsOf(page.totals),
        members: page.members,
      };
    },
  };
}
