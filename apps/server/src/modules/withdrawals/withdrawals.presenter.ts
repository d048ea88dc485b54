import { toWireAmount } from '@monsoon/contracts/money';
import {
  withdrawTypeOf,
  type BankCard,
  type WithdrawSettingsValue,
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
  const type = typeOf(w.payeeType);
  return {
    id: w.id,
    orderNo: `W${w.id}`,
    amount: wire(w.amount),
    fee: wire(w.fee),
    netAmount: wire(w.amount - w.fee),
    currency: w.asset,
    status: w.status as WithdrawalStatusCode,
    bankType: type,
    bankName: bankOf(type, w.payeeBankCode)?.bankName ?? w.payeeBankCode,
    maskedAccount: maskAccount(w.payeeAccountNumber),
    remark: w.rejectReason,
    createTime: w.createdAt.getTime(),
    updateTime: w.updatedAt.getTime(),
  };
}

/** `MCSFE_getWithdrawSettings` (wire-api §5.3): the merchant's settings, today's use, the payees. */
export function presentWithdrawSettings(
  s: WithdrawalSettings,
  m: {
    used: DailyUse;
    cards: BankCard[];
    withinWindow: boolean;
    hasWithdrawalPassword: boolean;
    hasRealName: boolean;
    currency: string;
    available: bigint;
  },
): WithdrawSettingsValue {
  const yn = (b: boolean) => (b ? ('Y' as const) : ('N' as const));
  const min = wire(BigInt(s.minAmount));
  const max = wire(BigInt(s.maxAmount));
  return {
    allowWithdraw: yn(s.enabled),
    minimumAmount: min,
    maximumAmount: max,
    eWalletMinAmount: min,
    eWalletMaxAmount: max,
    virtualMinAmount: min,
    virtualMaxAmount: max,
    dailyWithdrawMaxCount: s.dailyMaxCount,
    eWalletDailyWithdrawMaxCount: s.dailyMaxCount,
    virtualDailyWithdrawMaxCount: s.dailyMaxCount,
    dailyWithdrawMaxAmount: wire(BigInt(s.dailyMaxAmount)),
    remainingWithdrawAmount: wire(max0(BigInt(s.dailyMaxAmount) - m.used.total)),
    remainingTransactionTimes: Math.max(0, s.dailyMaxCount - m.used.count),
    precautionNote: s.precautionNote,
    c2cEnabled: yn(s.c2cEnabled),
    withdrawPenaltyCharge: s.penaltyPercent,
    withdrawExceedChargeMsg: null,
    withdrawChargePercent: s.feeBasisPoints / 100,
    withdrawDateFrom: s.windowFrom,
    withdrawDateTo: s.windowTo,
    withinWithdrawTime: m.withinWindow,
    withdrawTimeMsg: s.windowFrom === s.windowTo ? null : `${s.windowFrom}-${s.windowTo}`,
    // Per-withdrawal SMS verification and fixed amounts are not offered yet (decision 0049).
    mobileVerificationType: 'NONE',
    mobileVerificationWithdrawAmount: null,
    fixedAmountFlag: 'N',
    fixedWithdrawAmounts: [],
    amountLimitFlag: 'Y',
    ewalletFixedAmountFlag: 'N',
    ewalletFixedWithdrawAmounts: [],
    ewalletAmountLimitFlag: 'Y',
    virtualFixedAmountFlag: 'N',
    virtualFixedWithdrawAmounts: [],
    virtualAmountLimitFlag: 'Y',
    hasWithdrawalPassword: m.hasWithdrawalPassword,
    hasRealName: m.hasRealName,
    maxBankCards: s.maxPayees,
    bankCards: m.cards,
    currency: m.currency,
    availableBalance: wire(m.available),
  };
}
