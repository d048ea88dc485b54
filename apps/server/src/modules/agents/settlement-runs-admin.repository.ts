import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';
import type { RunRef } from '@/modules/settlement/settlement.engine.ts';

/** A run with what its items paid and what is still unpaid. */
export interface RunView extends RunRef {
  status: string;
  createdAt: Date;
  settledAt: Date | null;
  items: number;
  totals: { asset: string; amount: bigint; scale: number }[];
  unpaid: number;
}

/** One payment of a run. */
export interface ItemView {
  beneficiaryId: number;
  account: string | null;
  asset: string;
  scale: number;
  amount: bigint;
  accruals: number;
  journalId: number | null;
  createdAt: Date;
}

/** One contract earning of a run's kind and period. */
export interface EarningView {
  id: number;
  contractId: number;
  agentId: number;
  account: string | null;
  drawId: number | null;
  asset: string;
  scale: number;
  base: bigint;
  teamValidBet: bigint;
  teamProfitLoss: bigint;
  activeMembers: number;
  rateBp: number;
  gross: bigint;
  downlineShare: bigint;
  amount: bigint;
  createdAt: Date;
}

/** Filters of the runs screen: the kinds always among the agent kinds. */
export interface RunFilter {
  kinds: readonly string[];
  status?: string | undefined;
  /** The period's beginning (`2026-11`, `2026-W4`...). */
  period?: string | undefined;
}

type Page = { offset: number; limit: number };
type Raw = Record<string, unknown>;

const num = (v: unknown): number => Number(v);
const big = (v: unknown): bigint => BigInt(String(v));
const date = (v: unknown): Date => new Date(String(v));
const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

const toRun = (r: Raw): RunView => {
  const totals: unknown = json(r['totals']);
  return {
    id: num(r['id']),
    merchantId: num(r['merchant_id']),
    kind: String(r['kind']),
    period: String(r['period']),
    status: String(r['status']),
    createdAt: date(r['created_at']),
    settledAt: r['settled_at'] ? date(r['settled_at']) : null,
    items: num(r['items']),
    totals: Array.isArray(totals)
      ? totals.map((t: Raw) => ({
          asset: String(t['asset']),
          amount: big(t['amount']),
          scale: num(t['scale']),
        }))
      : [],
    unpaid: num(r['unpaid']),
  };
};

/** The back office's reads of the settlement engine's runs, items, and the contract earnings they pay. */
export function createSettlementRunsAdminRepository(db: Database) {
  const runs = async (where: SQL, page: Page): Promise<RunView[]> => {
    const rows = await db.execute(sql`select r.id::text, r.merchant_id, r.kind, r.period, r.status,
        r.created_at, r.settled_at,
        (select count(*) from settlement_items i where i.run_id = r.id)::int as items,
        (select coalesce(json_agg(json_build_object('asset', x.asset, 'amount', x.amount::text,
            'scale', x.scale) order by x.asset), '[]'::json)
          from (select i.asset, sum(i.amount) as amount, a.scale from settlement_items i
            join assets a on a.code = i.asset where i.run_id = r.id group by i.asset, a.scale) x)
          as totals,
        (select count(*) from accruals a where a.merchant_id = r.merchant_id and a.kind = r.kind
          and a.period = r.period and a.settled_run_id is null)::int as unpaid
      from settlement_runs r where ${where}
      order by r.id desc limit ${page.limit} offset ${page.offset}`);
    return rowsOf<Raw>(rows).map(toRun);
  };
  const kindsIn = (kinds: readonly string[]) =>
    sql`r.kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )})`;

  return {
    async list(merchantId: number, f: RunFilter, page: Page) {
      const where = sql.join(
        [
          sql`r.merchant_id = ${merchantId}`,
          kindsIn(f.kinds),
          ...(f.status ? [sql`r.status = ${f.status}`] : []),
          ...(f.period ? [sql`r.period like ${`${f.period.replace(/[\\%_]/g, '\\$&')}%`}`] : []),
        ],
        sql` and `,
      );
      const [total] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from settlement_runs r where ${where}`),
      );
      return { rows: await runs(where, page), total: num(total?.n ?? 0) };
    },
    async find(merchantId: number, id: number, kinds: readonly string[]): Promise<RunView | null> {
      const [row] = await runs(
        sql`r.merchant_id = ${merchantId} and r.id = ${id} and ${kindsIn(kinds)}`,
        {
          offset: 0,
          limit: 1,
        },
      );
      return row ?? null;
    },
    /** The run's engine reference by id alone (the re-run's dependency gets only the id). */
    async ref(id: number): Promise<RunRef | null> {
      const [row] = rowsOf<Raw>(
        await db.execute(sql`select id::text, merchant_id, kind, period from settlement_runs
          where id = ${id}`),
      );
      return row
        ? {
            id: num(row['id']),
            merchantId: num(row['merchant_id']),
            kind: String(row['kind']),
            period: String(row['period']),
          }
        : null;
    },
    async items(runId: number, page: Page): Promise<{ rows: ItemView[]; total: number }> {
      const rows = await db.execute(sql`select i.beneficiary_id::text, m.username, i.asset, a.scale,
          i.amount::text, i.accruals, i.journal_id::text, i.created_at
        from settlement_items i join assets a on a.code = i.asset
          left join members m on m.id = i.beneficiary_id
        where i.run_id = ${runId} order by i.beneficiary_id, i.asset
        limit ${page.limit} offset ${page.offset}`);
      const [total] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from settlement_items where run_id = ${runId}`,
        ),
      );
      return {
        rows: rowsOf<Raw>(rows).map((r) => ({
          beneficiaryId: num(r['beneficiary_id']),
          account: r['username'] === null ? null : String(r['username']),
          asset: String(r['asset']),
          scale: num(r['scale']),
          amount: big(r['amount']),
          accruals: num(r['accruals']),
          journalId: r['journal_id'] === null ? null : num(r['journal_id']),
          createdAt: date(r['created_at']),
        })),
        total: num(total?.n ?? 0),
      };
    },
    /** The contract earnings of the run's kind and period (what its accruals came from). */
    async earnings(run: RunRef, page: Page): Promise<{ rows: EarningView[]; total: number }> {
      const where = sql`e.merchant_id = ${run.merchantId} and e.kind = ${run.kind}
        and e.period = ${run.period}`;
      const rows = await db.execute(sql`select e.id::text, e.contract_id::text, e.agent_id::text,
          m.username, e.draw_id::text, e.asset, a.scale, e.base::text, e.team_valid_bet::text,
          e.team_profit_loss::text, e.active_members, e.rate_bp, e.gross::text,
          e.downline_share::text, e.amount::text, e.created_at
        from contract_earnings e join assets a on a.code = e.asset
          left join members m on m.id = e.agent_id
        where ${where} order by e.agent_id, e.draw_id nulls first, e.id
        limit ${page.limit} offset ${page.offset}`);
      const [total] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from contract_earnings e where ${where}`),
      );
      return { rows: rowsOf<Raw>(rows).map(toEarning), total: num(total?.n ?? 0) };
    },
  };
}
export type SettlementRunsAdminRepository = ReturnType<typeof createSettlementRunsAdminRepository>;

const toEarning = (r: Raw): EarningView => ({
  id: num(r['id']),
  contractId: num(r['contract_id']),
  agentId: num(r['agent_id']),
  account: r['username'] === null ? null : String(r['username']),
  drawId: r['draw_id'] === null ? null : num(r['draw_id']),
  asset: String(r['asset']),
  scale: num(r['scale']),
  base: big(r['base']),
  teamValidBet: big(r['team_valid_bet']),
  teamProfitLoss: big(r['team_profit_loss']),
  activeMembers: num(r['active_members']),
  rateBp: num(r['rate_bp']),
  gross: big(r['gross']),
  downlineShare: big(r['downline_share']),
  amount: big(r['amount']),
  createdAt: date(r['created_at']),
});
