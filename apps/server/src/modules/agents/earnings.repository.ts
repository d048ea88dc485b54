import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** One earning of a contract with its payment state. */
export interface EarningRow {
  id: number;
  contractId: number;
  kind: string;
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

/** What an earnings filter reads: an agent's earnings of settlement kinds in [from, to). */
export interface EarningsFilter {
  merchantId: number;
  agentId: number;
  /** A settlement kind (`salary.daily`) or a prefix ending in `.` (`dividend.`). */
  kind: string;
  from: Date;
  to: Date;
}

const kindMatch = (kind: string) =>
  kind.endsWith('.') ? sql`e.kind like ${`${kind}%`}` : sql`e.kind = ${kind}`;

const where = (
  f: EarningsFilter,
) => sql`e.merchant_id = ${f.merchantId} and e.agent_id = ${f.agentId}
  and ${kindMatch(f.kind)} and e.created_at >= ${f.from} and e.created_at < ${f.to}`;

// An earning is issued once the run of its (kind, period) paid its accrual.
const issued = sql`exists (select 1 from accruals a where a.kind = e.kind
  and a.source = 'contract:' || e.contract_id || ':' || e.period
    || coalesce(':' || e.draw_id, '')
  and a.beneficiary_id = e.agent_id and a.settled_run_id is not null)`;

/** The SQL of contract earnings as agents read them. */
export function createEarningsRepository(db: Database) {
  return {
    /** One page, newest first. */
    async page(f: EarningsFilter, limit: number, offset: number): Promise<EarningRow[]> {
      const rows = rowsOf<Record<string, string | number | boolean | Date | null>>(
        await db.execute(sql`select e.id, e.contract_id, e.kind, e.period, e.draw_id,
            e.base::text, e.team_valid_bet::text, e.team_profit_loss::text, e.active_members,
            e.rate_bp, e.gross::text, e.downline_share::text, e.amount::text, e.created_at,
            ${issued} as issued
          from contract_earnings e where ${where(f)}
          order by e.created_at desc, e.id desc limit ${limit} offset ${offset}`),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        contractId: Number(r.contract_id),
        kind: String(r.kind),
        period: String(r.period),
        drawId: r.draw_id === null ? null : Number(r.draw_id),
        base: BigInt(String(r.base)),
        teamValidBet: BigInt(String(r.team_valid_bet)),
        teamProfitLoss: BigInt(String(r.team_profit_loss)),
        activeMembers: Number(r.active_members),
        rateBp: Number(r.rate_bp),
        gross: BigInt(String(r.gross)),
        downlineShare: BigInt(String(r.downline_share)),
        amount: BigInt(String(r.amount)),
        issued: r.issued === true || r.issued === 't',
        createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
      }));
    },

    /** Count and sums over the whole filter. */
    async totals(
      f: EarningsFilter,
    ): Promise<{ count: number; base: bigint; amount: bigint; pending: bigint }> {
      const [row] = rowsOf<{ count: string; base: string; amount: string; pending: string }>(
        await db.execute(sql`select count(*)::text as count, coalesce(sum(e.base), 0)::text as base,
            coalesce(sum(e.amount), 0)::text as amount,
            coalesce(sum(e.amount) filter (where not ${issued}), 0)::text as pending
          from contract_earnings e where ${where(f)}`),
      );
      return {
        count: Number(row?.count ?? 0),
        base: BigInt(row?.base ?? '0'),
        amount: BigInt(row?.amount ?? '0'),
        pending: BigInt(row?.pending ?? '0'),
      };
    },
  };
}
