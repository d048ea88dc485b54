import type { Database } from '@/db/client.ts';
import { previousPeriod, type Period, type PeriodKind } from '@/lib/business-day.ts';
import { sha256 } from '@/lib/ids.ts';
import { IdempotencyReplay, type Ledger } from '@/modules/wallet/ledger.ts';
import {
  createEngineRepository,
  type Beneficiary,
  type NewAccrual,
  type RunRef,
} from './settlement.repository.ts';

export type { Beneficiary, NewAccrual, RunRef } from './settlement.repository.ts';

/** Beneficiaries read per page while a run looks for work. */
const BENEFICIARY_PAGE = 500;

/** Accounts of one payment: the beneficiary's wallet (credited) and the account that pays (debited). */
export interface PaymentAccounts {
  beneficiary: number;
  payer: number;
}

/** Finds (or creates, inside the transaction) the accounts of a beneficiary's payment in one asset. */
export type AccountsOf = (tx: Database, run: RunRef, b: Beneficiary) => Promise<PaymentAccounts>;

/** What one beneficiary's payment wrote. */
export interface PaidItem {
  beneficiaryId: number;
  asset: string;
  amount: bigint;
  /** The payout journal; null when the accruals summed to 0. */
  journalId: number | null;
  /** The accruals' sources it paid (`ticket:42`...). */
  sources: string[];
}

/**
 * The settlement engine (design/money.md §6 and §10, decision 0032): accruals are written by whatever
 * earns them (in the earning transaction); a run of (merchant, kind, period) pays them, one beneficiary
 * per transaction: claim the beneficiary's unsettled accruals of the period (`FOR UPDATE SKIP LOCKED`,
 * so any number of processes share a run), post ONE payout journal keyed (period, beneficiary, asset)
 * in scope `kind`, write the run's item (unique per run and beneficiary). A racing process skips
 * claimed rows or fails on the unique keys and rolls back; a crash leaves whole items or nothing.
 */
export function createSettlementEngine(deps: { db: Database; ledger: Ledger }) {
  const { db, ledger } = deps;

  /**
   * Pays one beneficiary of a run inside the caller's transaction. Null when there was nothing to
   * claim (none left, or another process holds them). Throws when the run already paid this
   * beneficiary (a late accrual): the caller's transaction rolls back and the accrual stays unsettled.
   */
  async function payBeneficiary(
    tx: Database,
    run: RunRef,
    b: Beneficiary,
    accountsOf: AccountsOf,
  ): Promise<PaidItem | null> {
    const repo = createEngineRepository(tx);
    const claimed = await repo.claimAccruals(run, b);
    if (claimed.length === 0) return null;
    const amount = claimed.reduce((sum, a) => sum + a.amount, 0n);
    const sources = claimed.map((a) => a.source);
    const late = () =>
      new Error(`run ${run.id} already paid ${b.beneficiaryId} ${b.asset}: a late accrual`);
    let journalId: number | null = null;
    if (amount > 0n) {
      const accounts = await accountsOf(tx, run, b);
      const key = `${run.period}:${b.beneficiaryId}:${b.asset}`;
      // The journal key is the item's: taken means this run paid the beneficiary before.
      const posted = await ledger
        .post(tx, {
          merchantId: run.merchantId,
          kind: run.kind,
          scope: run.kind,
          key,
          requestHash: sha256(`${run.kind}:${key}:${amount}:${sources.join(',')}`),
          legs: [
            { accountId: accounts.beneficiary, asset: b.asset, amount, system: false },
            { accountId: accounts.payer, asset: b.asset, amount: -amount, system: true },
          ],
          memo: { run: run.id, accruals: claimed.length },
        })
        .catch((err: unknown) => {
          throw err instanceof IdempotencyReplay ? late() : err;
        });
      journalId = posted.journalId;
    }
    const fresh = await repo.insertItem({
      runId: run.id,
      beneficiaryId: b.beneficiaryId,
      asset: b.asset,
      amount,
      accruals: claimed.length,
      journalId,
    });
    if (!fresh) throw late();
    return { beneficiaryId: b.beneficiaryId, asset: b.asset, amount, journalId, sources };
  }

  return {
    /** The run of (merchant, kind, period), created on first use. Pass `scope` inside a transaction. */
    openRun: (merchantId: number, kind: string, period: string, scope?: Database) =>
      createEngineRepository(scope ?? db).openRun(merchantId, kind, period),

    /**
     * The run of the last complete period of `periodKind` before `at`, in the merchant's time zone
     * (daily salary pays yesterday's business day; a monthly dividend last month): the period's key
     * (`2026-11-25`, `2026-W48`, `2026-11-H2`, `2026-11`) is the run's period.
     */
    async openPeriodRun(
      merchantId: number,
      kind: string,
      periodKind: PeriodKind,
      at: Date,
    ): Promise<{ run: RunRef; period: Period }> {
      const repo = createEngineRepository(db);
      const period = previousPeriod(periodKind, at, await repo.timeZoneOf(merchantId));
      return { run: await repo.openRun(merchantId, kind, period.key), period };
    },

    /** Writes accruals in the caller's (earning) transaction; answers how many were new. */
    accrue: (tx: Database, accruals: readonly NewAccrual[]) =>
      accruals.length === 0
        ? Promise.resolve(0)
        : createEngineRepository(tx).insertAccruals(accruals),

    payBeneficiary,

    /**
     * Pays every beneficiary of a run with unsettled accruals, one transaction each, then closes the run
     * when nothing is left. A beneficiary that fails (a late accrual, a refused posting) does not stop
     * the others; the first failure is thrown at the end.
     */
    async settleRun(
      run: RunRef,
      accountsOf: AccountsOf,
      now: Date,
    ): Promise<{ items: number; amount: bigint; closed: boolean }> {
      let items = 0;
      let amount = 0n;
      const failures: unknown[] = [];
      let after: Beneficiary | null = null;
      for (;;) {
        const page = await createEngineRepository(db).beneficiaries(run, after, BENEFICIARY_PAGE);
        for (const b of page) {
          try {
            const paid = await ledger.run((tx) => payBeneficiary(tx, run, b, accountsOf));
            if (paid) {
              items += 1;
              amount += paid.amount;
            }
          } catch (err) {
            failures.push(err);
          }
        }
        const last = page.at(-1);
        if (!last || page.length < BENEFICIARY_PAGE) break;
        after = last;
      }
      if (failures.length > 0)
        throw new AggregateError(failures, `settlement run ${run.id}: ${failures.length} failed`);
      const closed = await createEngineRepository(db).closeRun(run, now);
      return { items, amount, closed };
    },

    /** Marks a run settled once none of its period's accruals is unsettled (compare-and-set). */
    closeRun: (run: RunRef, now: Date, scope?: Database) =>
      createEngineRepository(scope ?? db).closeRun(run, now),
  };
}
export type SettlementEngine = ReturnType<typeof createSettlementEngine>;
