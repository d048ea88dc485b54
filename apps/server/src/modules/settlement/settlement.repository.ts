import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** A settlement run: one per (merchant, kind, period). */
export interface RunRef {
  id: number;
  merchantId: number;
  kind: string;
  period: string;
}

/** Money owed to a beneficiary for one period of one kind, from one source (`ticket:42`, `fact:7`). */
export interface NewAccrual {
  merchantId: number;
  kind: string;
  period: string;
  beneficiaryId: number;
  asset: string;
  amount: bigint;
  source: string;
}

/** A beneficiary of a run with accruals left to pay. */
export interface Beneficiary {
  beneficiaryId: number;
  asset: string;
}

/** Accrual rows per INSERT (7 parameters each, well under PostgreSQL's 65,535). */
const ACCRUALS_PER_STATEMENT = 5_000;

/** All SQL of the settlement engine (decision 0032). */
export function createEngineRepository(db: Database) {
  return {
    /** The run of (merchant, kind, period), created if new (ON CONFLICT DO NOTHING, then read). */
    async openRun(merchantId: number, kind: string, period: string): Promise<RunRef> {
      await db.execute(sql`insert into settlement_runs (merchant_id, kind, period)
        values (${merchantId}, ${kind}, ${period}) on conflict (merchant_id, kind, period) do nothing`);
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`select id::text from settlement_runs
          where merchant_id = ${merchantId} and kind = ${kind} and period = ${period}`),
      );
      if (!row) throw new Error(`settlement run ${kind} ${period} not found after insert`);
      return { id: Number(row.id), merchantId, kind, period };
    },

    /** The merchant's IANA time zone (its business days and periods). */
    async timeZoneOf(merchantId: number): Promise<string> {
      const [row] = rowsOf<{ time_zone: string }>(
        await db.execute(sql`select time_zone from merchants where id = ${merchantId}`),
      );
      if (!row) throw new Error(`merchant ${merchantId} not found`);
      return row.time_zone;
    },

    /** Inserts accruals; one already written (kind, source, beneficiary) is left as it is. Answers the new ones. */
    async insertAccruals(accruals: readonly NewAccrual[]): Promise<number> {
      let inserted = 0;
      for (let from = 0; from < accruals.length; from += ACCRUALS_PER_STATEMENT) {
        const values = sql.join(
          accruals.slice(from, from + ACCRUALS_PER_STATEMENT).map(
            (a) =>
              sql`(${a.merchantId}::int, ${a.kind}::text, ${a.period}::text, ${a.beneficiaryId}::bigint,
                  ${a.asset}::text, ${a.amount.toString()}::bigint, ${a.source}::text)`,
          ),
          sql`, `,
        );
        const rows = await db.execute(sql`insert into accruals (merchant_id, kind, period,
            beneficiary_id, asset, amount, source)
          values ${values}
          on conflict (kind, source, beneficiary_id) do nothing returning id`);
        inserted += rowsOf(rows).length;
      }
      return inserted;
    },

    /** Beneficiaries of a run with unsettled accruals, in order, after `after` (keyset paging). */
    async beneficiaries(
      run: RunRef,
      after: Beneficiary | null,
      limit: number,
    ): Promise<Beneficiary[]> {
      const afterId = after?.beneficiaryId ?? -1;
      const afterAsset = after?.asset ?? '';
      // Ordered by the bigint column, not by the text output column of the same name (which would
      // page '10' before '9' and skip beneficiaries below the keyset).
      const rows =
        await db.execute(sql`select a.beneficiary_id::text as beneficiary_id, a.asset from accruals a
        where a.merchant_id = ${run.merchantId} and a.kind = ${run.kind} and a.period = ${run.period}
          and a.settled_run_id is null and (a.beneficiary_id, a.asset) > (${afterId}::bigint, ${afterAsset}::text)
        group by a.beneficiary_id, a.asset order by a.beneficiary_id, a.asset limit ${limit}`);
      return rowsOf<{ beneficiary_id: string; asset: string }>(rows).map((r) => ({
        beneficiaryId: Number(r.beneficiary_id),
        asset: r.asset,
      }));
    },

    /**
     * Claims a beneficiary's unsettled accruals of the run's period for this transaction and marks them
     * with the run (`FOR UPDATE SKIP LOCKED`: rows another process is paying are left to it); answers
     * the sources and amounts claimed.
     */
    async claimAccruals(
      run: RunRef,
      b: Beneficiary,
    ): Promise<{ source: string; amount: bigint }[]> {
      const rows = await db.execute(sql`update accruals a set settled_run_id = ${run.id}
        where a.id in (select id from accruals
          where merchant_id = ${run.merchantId} and kind = ${run.kind} and period = ${run.period}
            and beneficiary_id = ${b.beneficiaryId} and asset = ${b.asset} and settled_run_id is null
          order by id for update skip locked)
        returning a.source, a.amount::text`);
      return rowsOf<{ source: string; amount: string }>(rows).map((r) => ({
        source: r.source,
        amount: BigInt(r.amount),
      }));
    },

    /** Writes the run's item for a beneficiary; false when it exists (paid before: the caller rolls back). */
    async insertItem(item: {
      runId: number;
      beneficiaryId: number;
      asset: string;
      amount: bigint;
      accruals: number;
      journalId: number | null;
    }): Promise<boolean> {
      const rows = await db.execute(sql`insert into settlement_items (run_id, beneficiary_id, asset,
          amount, accruals, journal_id)
        values (${item.runId}, ${item.beneficiaryId}, ${item.asset}, ${item.amount.toString()}::bigint,
          ${item.accruals}, ${item.journalId})
        on conflict (run_id, beneficiary_id, asset) do nothing returning id`);
      return rowsOf(rows).length === 1;
    },

    /** Open → settled once no accrual of the run's period is left unsettled (compare-and-set). */
    async closeRun(run: RunRef, at: Date): Promise<boolean> {
      const rows =
        await db.execute(sql`update settlement_runs r set status = 'settled', settled_at = ${at}
        where r.id = ${run.id} and r.status = 'open' and not exists (select 1 from accruals a
          where a.merchant_id = r.merchant_id and a.kind = r.kind and a.period = r.period
            and a.settled_run_id is null)
        returning r.id`);
      return rowsOf(rows).length === 1;
    },
  };
}
export type EngineRepository = ReturnType<typeof createEngineRepository>;
