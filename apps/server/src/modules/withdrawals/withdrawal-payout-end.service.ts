import { AppError } from '@/lib/errors.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import type { OperatorContext } from '@/modules/admin/operator-auth.service.ts';
import { createPayoutSettlement } from './withdrawal-settlement.ts';
import {
  createWithdrawalsRepository,
  type WithdrawalRow,
  type WithdrawalView,
} from './withdrawals.repository.ts';
import { viewOf, type WithdrawalsDeps } from './withdrawals.shared.ts';

/** The `psp` of a withdrawal C2C deposits pay (`c2c-pool.service.ts`): not a PSP payout. */
const C2C_PSP = 'c2c';

/**
 * Whether an operator may end the withdrawal's payout by hand: it was sent to a PSP (approved with at
 * least one attempt, or paying) and is not paid by C2C deposits.
 */
export const payoutEndable = (w: Pick<WithdrawalRow, 'status' | 'payoutAttempts' | 'psp'>) =>
  ((w.status === 'approved' && w.payoutAttempts > 0) || w.status === 'paying') && w.psp !== C2C_PSP;

/**
 * How long after the last question to the PSP about a payout an operator may end it: longer than the
 * PSP client's timeout (10 s), so no earlier question can still be answered "created" afterwards.
 */
export const PAYOUT_ANSWER_WAIT_MS = 60_000;

/** What the operator found out from the PSP or the bank, outside Monsoon. */
export type PayoutOutcome = 'paid' | 'failed';

/**
 * An operator ends a payout the PSP never answers (decision 0064): the withdrawal was sent to the PSP
 * (approved with at least one attempt, or paying) and is not paid by C2C deposits. The PSP is asked
 * once more first: if that moves the withdrawal (created, paid or failed), the operator's decision is
 * refused (`admin.payout.answered`) and they see what the PSP said. Otherwise, under the row lock, paid
 * moves the money as the PSP's paid report would, failed releases the hold back to the member; with a
 * reason, audited. A PSP report that later contradicts it is flagged for review, never applied.
 */
export function createPayoutEnd(
  deps: WithdrawalsDeps,
  payouts: {
    dispatch(merchantId: number, id: number): Promise<void>;
    checkPayout(merchantId: number, id: number): Promise<void>;
  },
) {
  const { db, clock, wallet, audit } = deps;
  const { finish, payoutAccounts } = createPayoutSettlement(deps);
  const view = viewOf(db);

  return {
    async endPayout(
      by: OperatorContext,
      id: number,
      outcome: PayoutOutcome,
      reason: string,
    ): Promise<WithdrawalView> {
      const repo = createWithdrawalsRepository(db);
      const seen = await repo.findAny(id);
      if (!seen || seen.merchantId !== by.merchantId)
        throw new AppError('admin.withdrawal.not.found');
      if (!payoutEndable(seen)) throw new AppError('admin.payout.not.stuck');
      // Another question to the PSP may still be waiting for its answer (the payouts job's): a payout
      // it creates after the operator's "failed" would be paid as well.
      const lastAsked = seen.payoutAttemptedAt?.getTime() ?? 0;
      if (clock.now().getTime() - lastAsked < PAYOUT_ANSWER_WAIT_MS)
        throw new AppError('admin.payout.busy');
      // One more question to the PSP: its answer wins over the operator's.
      if (seen.status === 'approved') await payouts.dispatch(by.merchantId, id);
      else await payouts.checkPayout(by.merchantId, id);
      const accounts = await payoutAccounts(seen);
      await wallet.ledger.run(async (tx) => {
        const row = await createWithdrawalsRepository(tx).lock(by.merchantId, id);
        if (!row) throw new AppError('admin.withdrawal.not.found');
        if (row.status !== seen.status || row.pspPayoutId !== seen.pspPayoutId)
          throw new AppError('admin.payout.answered');
        // Only our own question went out since we looked (the job may have asked meanwhile).
        if (row.payoutAttempts > seen.payoutAttempts + 1) throw new AppError('admin.payout.busy');
        await finish(
          tx,
          row,
          {
            status: outcome,
            actor: `operator:${by.operatorId}`,
            note: reason,
            psp: row.psp,
            pspPayoutId: row.pspPayoutId,
          },
          accounts,
        );
        await audit.record(tx, actorOf(by), {
          action: outcome === 'paid' ? 'withdrawal.payout_paid' : 'withdrawal.payout_failed',
          targetKind: 'withdrawal',
          targetId: id,
          before: { status: row.status, pspPayoutId: row.pspPayoutId },
          after: { status: outcome, reason, memberId: row.memberId },
        });
      });
      return view(by.merchantId, id);
    },
  };
}
