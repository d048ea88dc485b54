import { toWireAmount } from '@monsoon/contracts/money';
import {
  withdrawTypeOf,
  type BankCard,
  type PayeeTypeCode,
  type WithdrawalRecord,
  type WithdrawalStatusCode,
} from '@monsoon/contracts/withdrawals';
import type { PayeeRow, WithdrawalView } from './withdrawals.repository.ts';
import { bankOf, maskAccount, maskName } from './withdraw-banks.ts';
import type { WithdrawalSettings } from './withdrawal.settings.ts';
import { limitsOf, SCALE, type DailyUse } from './withdrawals.service.ts';

const wire = (minor: bigint) => toWireAmount(minor, SCALE);
const max0 = (n: bigint) => (n < 0n ? 0n : n);
const typeOf = (t: string): PayeeTypeCode => (t === 'E' ? 'E' : t === 'V' ? 'V' : 'B');

/** A payee, masked, with what it may still withdraw today (the limits are per member, decision 0047). */
export function presentBankCard(p: PayeeRow, s: WithdrawalSettings, used: DailyUse): BankCard {
  const type = typeOf(p.type);
  const l = limitsOf(s, type);
  return {
    id: p.id,
    bankType: type,
    cardType: withdrawTypeOf(type),
    bankCode: p.bankCode,
    bankName: bankOf(type, p.bankCode)?.bankName ?? p.bankCode,
    maskedAccount: maskAccount(p.accountNumber),
    accountName: p.accountName ? maskName(p.accountName) : null,
    isWithdrawActive: s.enabled,
    maintenanceStartTime: null,
    maintenanceEndTime: null,
    minWithdrawal: wire(l.min),
    maxWithdrawal: wire(l.max),
    remainingWithdrawAmount: wire(max0(l.dailyAmount - used.total)),
    remainingTransactionTimes: Math.max(0, l.dailyCount - used.count),
    maxTransactionTimes: l.dailyCount,
    createdAt: p.createdAt.getTime(),
  };
}

/** A withdrawal as the member's records show it. */
export function presentRecord(w: WithdrawalView): WithdrawalRecord {
  const type = typeOf(w.payee.type);
  return {
    id: w.id,
    orderNo: `W${w.id}`,
    amount: wire(w.amount),
    fee: wire(w.fee),
    netAmount: wire(w.amount - w.fee),
    currency: w.asset,
    status: w.status as WithdrawalStatusCode,
    bankType: type,
    bankName: bankOf(type, w.payee.bankCode)?.bankName ?? w.payee.bankCode,
    maskedAccount: maskAccount(w.payee.accountNumber),
    remark: w.rejectReason,
    createTime: w.createdAt.getTime(),
    updateTime: w.updatedAt.getTime(),
  };
}
