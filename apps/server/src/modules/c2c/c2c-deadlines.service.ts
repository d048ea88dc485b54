import { AppError } from '@/lib/errors.ts';
import type { C2cContext } from './c2c.context.ts';
import { createC2cRepository } from './c2c.repository.ts';

/** What the jobs run (c2c.jobs.ts): deadlines that pass with nobody acting. */
export function createC2cDeadlinesService(ctx: C2cContext) {
  const { clock, log, wallet } = ctx;
  const { memberActor, record, receive, giveBack, finishIfDone } = ctx.moves;
  return {
    /**
     * The auto-confirm job (design/money.md §5): matches past their deadline, locked `FOR UPDATE SKIP
     * LOCKED`, each received in full as `forced` (final: the withdrawer's money is not given back).
     */
    async autoConfirm(now: Date = clock.now(), limit = 100): Promise<number> {
      return wallet.ledger.run(async (tx) => {
        const due = await createC2cRepository(tx).claimDue(now, limit);
        for (const m of due) {
          await receive(tx, m, m.amount, 'forced', 'auto');
          await record(tx, memberActor(m.merchantId, null), 'c2c.forced', m, 'confirming', {
            status: 'forced',
            amount: m.amount.toString(),
          });
        }
        if (due.length > 0) log.info({ forced: due.length }, 'c2c receipts forced');
        return due.length;
      });
    },

    /**
     * The payment deadline job (decision 0060): matches still `paying` (no proof) past `pay_by`, locked
     * `FOR UPDATE SKIP LOCKED` (a proof upload holding the lock wins), each moved to `expired` by a
     * compare-and-set: its slice hold released and the money given back to the withdrawal's pool (or
     * to the member, once the withdrawal's open part was cancelled). The depositor may deposit again.
     */
    async expireUnpaid(now: Date = clock.now(), limit = 100): Promise<number> {
      return wallet.ledger.run(async (tx) => {
        const r = createC2cRepository(tx);
        const due = await r.claimUnpaid(now, limit);
        for (const m of due) {
          const at = clock.now();
          await wallet.ledger.release(tx, { holdId: m.holdId, key: `c2c:${m.id}` });
          const moved = await r.moveMatch(m.id, 'paying', {
            status: 'expired',
            confirmedAmount: 0n,
            resolvedBy: 'auto',
            updatedAt: at,
          });
          if (!moved) throw new AppError('c2c.match.state');
          await r.event({
            matchId: m.id,
            fromStatus: 'paying',
            toStatus: 'expired',
            actor: 'auto',
            amount: 0n,
            note: 'payment deadline',
            createdAt: at,
          });
          await giveBack(tx, m, m.amount);
          await r.closeDepositIfDone(m.depositId, at);
          await finishIfDone(tx, m.withdrawalId);
          await record(tx, memberActor(m.merchantId, null), 'c2c.expired', m, 'paying', {
            status: 'expired',
            amount: m.amount.toString(),
          });
        }
        if (due.length > 0) log.info({ expired: due.length }, 'c2c payments expired');
        return due.length;
      });
    },
  };
}
