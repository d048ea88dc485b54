import type { C2cContext } from './c2c.context.ts';
import { createC2cRepository } from './c2c.repository.ts';

/** What the jobs run (c2c.jobs.ts): deadlines that pass with nobody acting. */
export function createC2cDeadlinesService(ctx: C2cContext) {
  const { clock, log, wallet } = ctx;
  const { memberActor, record, receive } = ctx.moves;
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
  };
}
