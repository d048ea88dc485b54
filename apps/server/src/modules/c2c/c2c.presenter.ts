import type { AdminC2cMatch, AdminC2cPoolItem } from '@monsoon/contracts/admin/c2c';
import type {
  C2cDeposit,
  C2cMatch,
  C2cWithdrawal,
  PaymentConfirmation,
} from '@monsoon/contracts/c2c';
import { toWireAmount } from '@monsoon/contracts/money';
import { minorText } from '@/modules/admin/admin.presenter.ts';
import { bankOf } from '@/modules/withdrawals/withdraw-banks.ts';
import type { PoolView } from './c2c-cancel.service.ts';
import type { C2cMatchRow } from './c2c.repository.ts';
import { SCALE, type ConfirmationView, type DepositView } from './c2c.context.ts';

const wire = (minor: bigint) => toWireAmount(minor, SCALE);
const ms = (d: Date | null) => (d ? d.getTime() : null);

/** One slice as the depositor sees it: the payee in full (they pay it), the amount, the state. */
export function presentMatch(v: DepositView['matches'][number]): C2cMatch {
  const { match: m, payee } = v;
  return {
    id: m.id,
    amount: wire(m.amount),
    confirmedAmount: m.confirmedAmount === null ? null : wire(m.confirmedAmount),
    status: m.status,
    bankCode: payee?.bankCode ?? '',
    bankName: payee ? (bankOf('B', payee.bankCode)?.bankName ?? payee.bankCode) : '',
    accountName: payee?.accountName ?? null,
    accountNumber: payee?.accountNumber ?? '',
    proofCount: v.proofCount,
    payBy: ms(m.payBy),
    confirmBy: ms(m.confirmBy),
  };
}

export function presentDeposit(v: DepositView): C2cDeposit {
  const d = v.deposit;
  return {
    id: d.id,
    orderNo: `C${d.id}`,
    amount: wire(d.amount),
    credited: wire(d.credited),
    currency: d.asset,
    status: d.status === 'closed' ? 'closed' : 'matched',
    matches: v.matches.map(presentMatch),
    createTime: d.createdAt.getTime(),
  };
}

export function presentConfirmation(v: ConfirmationView): PaymentConfirmation {
  const m = v.match;
  const remaining = v.withdrawalNet - v.received;
  return {
    matchId: m.id,
    withdrawalId: m.withdrawalId,
    orderNo: `W${m.withdrawalId}`,
    amount: wire(m.amount),
    amountReceived: wire(v.received),
    remainingAmount: wire(remaining < 0n ? 0n : remaining),
    currency: m.asset,
    status: m.status,
    confirmBy: ms(m.confirmBy),
    forced: m.status === 'forced',
    updateTime: m.updatedAt.getTime(),
  };
}

export function presentAdminMatch(
  m: C2cMatchRow,
  names: { depositor: string; withdrawer: string },
  proofs: ReadonlyArray<{ id: number; matchId: number; side: string }>,
): AdminC2cMatch {
  const mine = proofs.filter((p) => p.matchId === m.id);
  return {
    id: m.id,
    depositId: m.depositId,
    withdrawalId: m.withdrawalId,
    depositorId: m.depositorId,
    depositorUsername: names.depositor,
    withdrawerId: m.withdrawerId,
    withdrawerUsername: names.withdrawer,
    asset: m.asset,
    amount: minorText(m.amount, SCALE),
    confirmedAmount: m.confirmedAmount === null ? null : minorText(m.confirmedAmount, SCALE),
    status: m.status,
    confirmBy: m.confirmBy ? m.confirmBy.toISOString() : null,
    resolvedBy: m.resolvedBy,
    paymentProofs: mine.filter((p) => p.side === 'payment').map((p) => p.id),
    nonReceiptProofs: mine.filter((p) => p.side === 'non_receipt').map((p) => p.id),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

const poolStatus = (v: PoolView): C2cWithdrawal['status'] =>
  v.status === 'paid' ? 'paid' : v.status === 'cancelled' ? 'cancelled' : 'paying';

/** A member's C2C withdrawal: received, in flight, open, and what cancelling the open part costs. */
export function presentC2cWithdrawal(w: {
  view: PoolView;
  penaltyPercent: number;
  cancelPenalty: bigint;
}): C2cWithdrawal {
  const { pool, net, received, inFlight } = w.view;
  return {
    withdrawalId: pool.withdrawalId,
    orderNo: `W${pool.withdrawalId}`,
    currency: pool.asset,
    status: poolStatus(w.view),
    netAmount: wire(net),
    received: wire(received),
    inFlight: wire(inFlight),
    open: wire(pool.remaining),
    cancelPenalty: wire(pool.cancelledAt === null ? w.cancelPenalty : 0n),
    penaltyPercent: w.penaltyPercent,
    cancelledAmount: pool.cancelledAmount === null ? null : wire(pool.cancelledAmount),
    penalty: pool.penalty === null ? null : wire(pool.penalty),
    cancelledAt: ms(pool.cancelledAt),
    createTime: pool.createdAt.getTime(),
  };
}

/** A pool row as the operator sees it. */
export function presentAdminPoolItem(v: PoolView): AdminC2cPoolItem {
  const { pool } = v;
  const text = (minor: bigint | null) => (minor === null ? null : minorText(minor, SCALE));
  return {
    withdrawalId: pool.withdrawalId,
    memberId: pool.memberId,
    memberUsername: v.username,
    asset: pool.asset,
    status: poolStatus(v),
    netAmount: minorText(v.net, SCALE),
    received: minorText(v.received, SCALE),
    inFlight: minorText(v.inFlight, SCALE),
    open: minorText(pool.remaining, SCALE),
    cancelledAmount: text(pool.cancelledAmount),
    penalty: text(pool.penalty),
    cancelledBy: pool.cancelledBy,
    cancelReason: pool.cancelReason,
    cancelledAt: pool.cancelledAt ? pool.cancelledAt.toISOString() : null,
    createdAt: pool.createdAt.toISOString(),
  };
}
