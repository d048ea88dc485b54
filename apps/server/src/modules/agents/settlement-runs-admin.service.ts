import { agentSettlementKinds } from '@monsoon/contracts/admin/settlement-runs';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import { minorText } from '@/modules/admin/admin.presenter.ts';
import type { AuditService } from '@/modules/admin/audit.service.ts';
import type { OperatorContext } from '@/modules/admin/operator-auth.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { isOverdue } from './run-periods.ts';
import {
  createSettlementRunsAdminRepository,
  type RunView,
} from './settlement-runs-admin.repository.ts';

type Page = { offset: number; limit: number };
type Merchant = Pick<MerchantRow, 'id' | 'timeZone' | 'currency'>;

/**
 * What the back office needs to pay a run again: the settlement engine's `settleRun` of the run with
 * agent pay's accounts (composed in services.ts). It pays each beneficiary still unpaid once, in a
 * transaction of its own, and closes the run when nothing is left; it throws when a payment failed.
 */
export interface SettlementRerun {
  rerunSettlementRun(runId: number): Promise<{ items: number; amount: bigint; closed: boolean }>;
}

/**
 * Salary and dividend runs in the back office (design/money.md §10, decision 0068): the runs of the
 * agent kinds with their totals, a run's payments and the contract earnings they pay, and the re-run
 * of a run that failed (open although its period ended), audited with what it paid.
 */
export function createSettlementRunsAdminService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  rerun: SettlementRerun;
  /** Decimals of an asset (null when unknown). */
  scaleOf: (asset: string) => Promise<number | null>;
}) {
  const { db, clock, audit, rerun } = deps;
  const repo = createSettlementRunsAdminRepository(db);

  const withVerdict = (merchant: Merchant, run: RunView) => ({
    run,
    rerunnable: run.status === 'open' && isOverdue(run, merchant.timeZone, clock.now()),
  });
  const find = async (merchant: Merchant, id: number) => {
    const run = await repo.find(merchant.id, id, agentSettlementKinds);
    if (!run) throw new AppError('admin.settlement.run.not.found');
    return withVerdict(merchant, run);
  };

  return {
    async list(
      merchant: Merchant,
      filter: {
        kind?: string | undefined;
        status?: string | undefined;
        period?: string | undefined;
      },
      page: Page,
    ) {
      const { rows, total } = await repo.list(
        merchant.id,
        {
          kinds: filter.kind ? [filter.kind] : agentSettlementKinds,
          status: filter.status,
          period: filter.period,
        },
        page,
      );
      return { rows: rows.map((r) => withVerdict(merchant, r)), total };
    },
    get: find,
    async items(merchant: Merchant, id: number, page: Page) {
      const { run } = await find(merchant, id);
      return repo.items(run.id, page);
    },
    async earnings(merchant: Merchant, id: number, page: Page) {
      const { run } = await find(merchant, id);
      return repo.earnings(run, page);
    },

    /**
     * Runs a failed run again (open, its period over): the engine pays only what is still unpaid, so
     * a second re-run, or a tick running beside it, pays nothing twice. The audit entry records what it
     * paid, or that it failed again (then `admin.settlement.rerun.failed`; the run stays open).
     */
    async rerun(by: OperatorContext, merchant: Merchant, id: number, reason: string) {
      const before = await find(merchant, id);
      if (before.run.status !== 'open') throw new AppError('admin.settlement.run.settled');
      if (!before.rerunnable) throw new AppError('admin.settlement.run.not.due');
      const scale = (await deps.scaleOf(merchant.currency)) ?? 2;
      let outcome: { items: number; amount: bigint; closed: boolean } | null = null;
      let failure: unknown = null;
      try {
        outcome = await rerun.rerunSettlementRun(id);
      } catch (err) {
        failure = err;
      }
      await db.transaction((tx) =>
        audit.record(tx, actorOf(by), {
          action: 'settlement.rerun',
          targetKind: 'settlement_run',
          targetId: id,
          before: { status: 'open', unpaid: before.run.unpaid, items: before.run.items },
          after: outcome
            ? { ...outcome, amount: minorText(outcome.amount, scale), reason }
            : { failed: failure instanceof Error ? failure.message : String(failure), reason },
        }),
      );
      if (!outcome)
        throw new AppError('admin.settlement.rerun.failed', null, {}, { cause: failure });
      return {
        ...outcome,
        amount: minorText(outcome.amount, scale),
        after: await find(merchant, id),
      };
    },
  };
}
export type SettlementRunsAdminService = ReturnType<typeof createSettlementRunsAdminService>;
