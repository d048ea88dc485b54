import {
  adminMemberPayees,
  adminRemovePayee,
  type AdminPayee,
} from '@monsoon/contracts/admin/payees';
import {
  adminApproveWithdrawal,
  adminEndPayout,
  adminRejectWithdrawal,
  adminWithdrawal,
  adminWithdrawals,
  type AdminWithdrawal,
} from '@monsoon/contracts/admin/withdrawals';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import { operatorOf } from '@/modules/admin/admin.context.ts';
import { minorText, pageWindow } from '@/modules/admin/admin.presenter.ts';
import type { ModuleContext } from '@/services.ts';
import { maskAccount, maskName } from './withdraw-banks.ts';
import { payoutEndable } from './withdrawal-payout-end.service.ts';
import type { PayeeView, WithdrawalView } from './withdrawals.repository.ts';
import { SCALE } from './withdrawals.service.ts';

const money = (minor: bigint) => minorText(minor, SCALE);

function presentAdminWithdrawal(w: WithdrawalView): AdminWithdrawal {
  return {
    id: w.id,
    memberId: w.memberId,
    memberUsername: w.memberUsername,
    asset: w.asset,
    amount: money(w.amount),
    fee: money(w.fee),
    netAmount: money(w.amount - w.fee),
    status: w.status as AdminWithdrawal['status'],
    // The payee as frozen on the withdrawal at the request: what the payout pays.
    payeeType: w.payeeType === 'E' ? 'E' : w.payeeType === 'V' ? 'V' : 'B',
    bankCode: w.payeeBankCode,
    maskedAccount: maskAccount(w.payeeAccountNumber),
    accountName: w.payeeAccountName ? maskName(w.payeeAccountName) : null,
    rejectReason: w.rejectReason,
    failureReason: w.failureReason,
    pspPayoutId: w.pspPayoutId,
    reviewReason: w.reviewReason,
    payoutEndable: payoutEndable(w),
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    decidedAt: w.decidedAt ? w.decidedAt.toISOString() : null,
  };
}

/** A member's payee as the operator sees it: masked like the queue's payees. */
function presentAdminPayee(p: PayeeView): AdminPayee {
  return {
    id: p.id,
    type: p.type === 'E' ? 'E' : p.type === 'V' ? 'V' : 'B',
    bankCode: p.bankCode,
    maskedAccount: maskAccount(p.accountNumber),
    accountName: p.accountName ? maskName(p.accountName) : null,
    status: p.status === 'removed' ? 'removed' : 'active',
    createdAt: p.createdAt.toISOString(),
    removal:
      p.removedAt && p.removeReason !== null
        ? {
            operatorUsername: p.removedByUsername,
            at: p.removedAt.toISOString(),
            reason: p.removeReason,
          }
        : null,
    openWithdrawals: p.openWithdrawals,
  };
}

/**
 * The back office's withdrawal queue (list with the review filter, detail with risk notes, approve,
 * reject, end a payout the PSP never answers) and a member's payees (list, remove).
 */
export async function registerWithdrawalsAdminModule(
  app: FastifyInstance,
  { services }: ModuleContext,
): Promise<void> {
  const { withdrawals, queue, payees } = services.withdrawals;

  registerCall(app, adminWithdrawals, async ({ req, query }) => {
    const { rows, total } = await queue.queue(
      operatorOf(req).merchantId,
      { status: query.status, memberId: query.memberId, review: query.review === 'true' },
      pageWindow(query),
    );
    return {
      items: rows.map(presentAdminWithdrawal),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
  registerCall(app, adminWithdrawal, async ({ req, params }) => {
    const merchantId = operatorOf(req).merchantId;
    const w = await withdrawals.find(merchantId, params.id);
    const risk = await withdrawals.riskNotes(merchantId, params.id);
    return {
      withdrawal: presentAdminWithdrawal(w),
      risk: {
        recentDepositCount: risk.recentDeposits.count,
        recentDepositTotal: money(risk.recentDeposits.total),
        lastPaidWithdrawalAt: risk.lastPaidAt ? risk.lastPaidAt.toISOString() : null,
        turnoverSinceLastWithdrawal: money(risk.turnoverSinceLastWithdrawal),
        sameDeviceMembers: risk.sameDeviceMembers,
        samePayeeMembers: risk.samePayeeMembers,
      },
    };
  });
  registerCall(app, adminApproveWithdrawal, async ({ req, params }) => {
    const operator = operatorOf(req);
    return presentAdminWithdrawal(
      await withdrawals.approve({ kind: 'operator', operator }, operator.merchantId, params.id),
    );
  });
  registerCall(app, adminRejectWithdrawal, async ({ req, params, body }) =>
    presentAdminWithdrawal(await withdrawals.reject(operatorOf(req), params.id, body.reason)),
  );
  registerCall(app, adminEndPayout, async ({ req, params, body }) =>
    presentAdminWithdrawal(
      await withdrawals.endPayout(operatorOf(req), params.id, body.outcome, body.reason),
    ),
  );
  registerCall(app, adminMemberPayees, async ({ req, params }) => ({
    items: (await payees.ofMember(operatorOf(req).merchantId, params.id)).map(presentAdminPayee),
  }));
  registerCall(app, adminRemovePayee, async ({ req, params, body }) =>
    presentAdminPayee(
      await payees.remove(actorOf(operatorOf(req)), params.id, params.payeeId, body.reason),
    ),
  );
}
