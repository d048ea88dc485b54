import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';
import { at, big } from './reports.sql.ts';

/** Which earnings to read: the agent's, computed in [from, to), maybe of settlement kinds matching `kinds`. */
export interface IncomeFilter {
  merchantId: number;
  agentId: number;
  from: Date;
  to: Date;
  /** LIKE patterns of settlement kinds (`salary.daily`, `dividend.%`), or null for every kind. */
  kinds: string[] | null;
}

/** One contract earning with whether its accrual was paid. */
export interface IncomeRecord {
  id: number;
  settlementKind: string;
  period: string;
  drawId: number | null;
  base: bigint;
  teamValidBet: bigint;
  teamProfitLoss: bigint;
  activeMembers: number;
  rateBp: number;
  gross: bigint;
  downlineShare: bigint;
  amount: bigint;
  issued: boolean;
  createdAt: Date;
}

/** Sums of one settlement kind's earnings. */
export interface IncomeKindSums {
  settlementKind: string;
  count: number;
  amount: bigint;
  issued: bigint;
}

/**
 * `earnings`: the agent's contract earnings (decision 0068) in the filter, each with `issued` true when
 * its accrual (source `contract:<contract>:<period>[:<draw>]`, the agent as beneficiary) was paid by a
 * run (the contracts module's earnings read the same way).
 */
const earnings = (f: IncomeFilter): SQL => {
  const kinds =
    f.kinds === null
      ? sql``
      : sql`and (${sql.join(
          f.kinds.map((k) => sql`e.kind like ${k}`),
          sql` or `,
        )})`;
  return sql`with earnings as (select e.*, coalesce(a.settled_run_id is not null, false) as issued
    from contract_earnings e
    left join accruals a on a.kind = e.kind and a.beneficiary_id = e.agent_id
      and a.source = 'contract:' || e.contract_id || ':' || e.period
        || coalesce(':' || e.draw_id, '')
    where e.merchant_id = ${f.merchantId} and e.agent_id = ${f.agentId}
      and e.created_at >= ${at(f.from)} and e.created_at < ${at(f.to)} ${kinds})`;
};

interface EarningRow {
  id: string;
  kind: string;
  period: string;
  draw_id: string | null;
  base: string;
  team_valid_bet: string;
  team_profit_loss: string;
  active_members: number;
  rate_bp: number;
  gross: string;
  downline_share: string;
  amount: string;
  issued: boolean;
  created_at: string | Date;
}

const recordOf = (r: EarningRow): IncomeRecord => ({
  id: Number(r.id),
  settlementKind: r.kind,
  period: r.period,
  drawId: r.draw_id === null ? null : Number(r.draw_id),
  base: big(r.base),
  teamValidBet: big(r.team_valid_bet),
  teamProfitLoss: big(r.team_profit_loss),
  activeMembers: Number(r.active_members),
  rateBp: Number(r.rate_bp),
  gross: big(r.gross),
  downlineShare: big(r.downline_share),
  amount: big(r.amount),
  issued: r.issued,
  createdAt: new Date(r.created_at),
});

/** The agent's income SQL: contract earnings and their accruals' settlement. */
export function createIncomeRepository(db: Database) {
  return {
    /** One page, newest first. */
    async page(f: IncomeFilter, limit: number, offset: number): Promise<IncomeRecord[]> {
      const rows = rowsOf<EarningRow>(
        await db.execute(sql`${earnings(f)}
          select id::text, kind, period, draw_id::text, base::text, team_valid_bet::text,
            team_profit_loss::text, active_members, rate_bp, gross::text, downline_share::text,
            amount::text, issued, created_at
          from earnings order by created_at desc, id desc limit ${limit} offset ${offset}`),
      );
      return rows.map(recordOf);
    },
    /** Count, amount and the paid part per settlement kind, over the whole filter. */
    async sumsByKind(f: IncomeFilter): Promise<IncomeKindSums[]> {
      const rows = rowsOf<{ kind: string; count: string; amount: string; issued: string }>(
        await db.execute(sql`${earnings(f)}
          select kind, count(*) as count, sum(amount)::text as amount,
            coalesce(sum(amount) filter (where issued), 0)::text as issued
          from earnings group by kind order by kind`),
      );
      return rows.map((r) => ({
        settlementKind: r.kind,
        count: Number(r.count),
        amount: big(r.amount),
        issued: big(r.issued),
      }));
    },
  };
}
