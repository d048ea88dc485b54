import { AppError } from '@/lib/errors.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import type { OperatorContext } from '@/modules/admin/operator-auth.service.ts';
import { createPayeesRepository } from './payees.repository.ts';
import { createWithdrawalsRepository, type WithdrawalView } from './withdrawals.repository.ts';
import { releaseAs, viewOf, type WithdrawalsDeps } from './withdrawals.shared.ts';

/** Who moved a withdrawal: an operator, the auto-approve rule, the PSP or the member. */
export type Decider = { kind: 'operator'; operator: OperatorContext } | { kind: 'auto' };

/**
 * The back office's side of withdrawals (decision 0048): the queue, risk notes, approval (then the
 * payout is asked for through `dispatch`) and rejection (the hold released), audited. Every decision
 * is a compare-and-set under the withdrawal's row lock.
 */
export function createWithdrawalReview(
  deps: WithdrawalsDeps,
  payouts: { dispatch(merchantId: number, id: number): Promise<void> },
) {
  const { db, clock, wallet, audit } = deps;
  const repo = createWithdrawalsRepository(db);
  const view = viewOf(db);

  return {
    /** The back office's queue. */
    queue: (
      merchantId: number,
      filter: { status?: string | undefined; memberId?: number | undefined },
      page: { offset: number; limit: number },
    ) => repo.list({ merchantId, memberId: filter.memberId, status: filter.status }, page),

    find: view,

    /** What an operator weighs before approving: deposits, turnover, shared devices and payees. */
    async riskNotes(merchantId: number, id: number) {
      const w = await view(merchantId, id);
      const since = new Date(w.createdAt.getTime() - 7 * 24 * 3_600_000);
      const lastPaid = await repo.lastPaidAt(merchantId, w.memberId, w.id);
      return {
        recentDeposits: await repo.depositsSince(merchantId, w.memberId, w.asset, since),
        lastPaidAt: lastPaid,
        turnoverSinceLastWithdrawal: await repo.turnoverSince(
          merchantId,
          w.memberId,
          w.asset,
          lastPaid,
        ),
        sameDeviceMembers: w.deviceId
          ? await repo.otherMembersOnDevice(merchantId, w.memberId, w.deviceId)
          : [],
        samePayeeMembers: await createPayeesRepository(db).otherMembersWithNumber(
          merchantId,
          w.memberId,
          w.payee.accountNumber,
        ),
      };
    },

    /**
     * Approves a requested withdrawal (operator or auto rule), then asks the PSP for its payout. The
     * row lock and the status compare-and-set make a second approval, from anywhere, a refusal.
     */
    async approve(by: Decider, merchantId: number, id: number): Promise<WithdrawalView> {
      await db.transaction(async (tx) => {
        const r = createWithdrawalsRepository(tx);
        const row = await r.lock(merchantId, id);
        if (!row) throw new AppError('admin.withdrawal.not.found');
        if (row.status !== 'requested') throw new AppError('admin.withdrawal.state');
        const now = clock.now();
        const operatorId = by.kind === 'operator' ? by.operator.operatorId : null;
        if (
          !(await r.transition(id, 'requested', {
            status: 'approved',
            decidedBy: operatorId,
            decidedAt: now,
            updatedAt: now,
          }))
        )
          throw new AppError('admin.withdrawal.state');
        await r.event({
          withdrawalId: id,
          fromStatus: 'requested',
          toStatus: 'approved',
          actor: operatorId === null ? 'auto' : `operator:${operatorId}`,
          note: null,
          createdAt: now,
        });
        if (by.kind === 'operator')
          await audit.record(tx, actorOf(by.operator), {
            action: 'withdrawal.approved',
            targetKind: 'withdrawal',
            targetId: id,
            before: { status: 'requested' },
            after: { status: 'approved', memberId: row.memberId, amount: row.amount.toString() },
          });
      });
      await payouts.dispatch(merchantId, id);
      return view(merchantId, id);
    },

    /** Rejects a requested withdrawal with a reason: its hold is released, audited, in one transaction. */
    async reject(by: OperatorContext, id: number, reason: string): Promise<WithdrawalView> {
      await wallet.ledger.run(async (tx) => {
        const row = await createWithdrawalsRepository(tx).lock(by.merchantId, id);
        if (!row) throw new AppError('admin.withdrawal.not.found');
        // Approved but never sent to a PSP (none configured): still safe to reject. Once asked, the
        // PSP may have created the payout: only its answer (callback or look-up) ends it.
        const rejectable =
          row.status === 'requested' || (row.status === 'approved' && row.payoutAttempts === 0);
        if (!rejectable) throw new AppError('admin.withdrawal.state');
        await releaseAs(deps, tx, row, 'rejected', {
          actor: `operator:${by.operatorId}`,
          note: reason,
          decidedBy: by.operatorId,
        });
        await audit.record(tx, actorOf(by), {
          action: 'withdrawal.rejected',
          targetKind: 'withdrawal',
          targetId: id,
          before: { status: row.status },
          after: { status: 'rejected', reason, memberId: row.memberId },
        });
      });
      return view(by.merchantId, id);
    },
  };
}
