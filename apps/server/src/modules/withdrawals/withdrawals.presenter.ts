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
import { limitsOf, type KindLimits, type WithdrawalSettings } from './withdrawal.settings.ts';
import { SCALE, type DailyUse } from './withdrawals.service.ts';

const wire = (minor: bigint) => toWireAmount(minor, SCALE);
const max0 = (n: bigint) => (n < 0n ? 0n : n);
const yn = (b: boolean) => (b ? ('Y' as const) : ('N' as const));
const typeOf = (t: string): PayeeTypeCode => (t === 'E' ? 'E' : t === 'V' ? 'V' : 'B');
/** Requests of a kind left today. */
const timesLeft = (l: KindLimits, used: DailyUse, type: PayeeTypeCode) =>
  Math.max(0, l.dailyCount - (used.byType.get(type)?.count ?? 0));

/**
 * A payee, masked, with what it may still withdraw today: its kind's limits and requests left, and the
 * daily amount left (one total for all kinds, decision 0065).
 */
export function presentBankCard(p: PayeeRow, s: WithdrawalSettings, used: DailyUse): BankCard {
  const type = typeOf(p.type);
  const l = limitsOf(s, type);
  const remaining = wire(max0(BigInt(s.dailyMaxAmount) - used.total));
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
    remainingWithdrawAmount: remaining,
    remainingEWalletWithdrawAmount: remaining,
    remainingVirtualWithdrawAmount: remaining,
    remainingTransactionTimes: timesLeft(l, used, type),
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
  const bank = limitsOf(s, 'B');
  const eWallet = limitsOf(s, 'E');
  const virtual = limitsOf(s, 'V');
  return {
    allowWithdraw: yn(s.enabled),
    minimumAmount: wire(bank.min),
    maximumAmount: wire(bank.max),
    eWalletMinAmount: wire(eWallet.min),
    eWalletMaxAmount: wire(eWallet.max),
    virtualMinAmount: wire(virtual.min),
    virtualMaxAmount: wire(virtual.max),
    dailyWithdrawMaxCount: bank.dailyCount,
    eWalletDailyWithdrawMaxCount: eWallet.dailyCount,
    virtualDailyWithdrawMaxCount: virtual.dailyCount,
    dailyWithdrawMaxAmount: wire(BigInt(s.dailyMaxAmount)),
    remainingWithdrawAmount: wire(max0(BigInt(s.dailyMaxAmount) - m.used.total)),
    remainingTransactionTimes: timesLeft(bank, m.used, 'B'),
    precautionNote: s.precautionNote,
    c2cEnabled: yn(s.c2cEnabled),
    withdrawPenaltyCharge: s.penaltyPercent,
    withdrawExceedChargeMsg: null,
    withdrawChargePercent: s.feeBasisPoints / 100,
    withdrawDateFrom: s.windowFrom,
    withdrawDateTo: s.windowTo,
    withinWithdrawTime: m.withinWindow,
    withdrawTimeMsg: s.windowFrom === s.windowTo ? null : `${s.windowFrom}-${s.windowTo}`,
    mobileVerificationType: s.mobileVerification,
    mobileVerificationWithdrawAmount:
      s.mobileVerification === 'WITHDRAW_AMOUNT'
        ? wire(BigInt(s.mobileVerificationAmount ?? 0))
        : null,
    fixedAmountFlag: yn(bank.fixed.length > 0),
    fixedWithdrawAmounts: bank.fixed.map(wire),
    amountLimitFlag: yn(bank.fixed.length === 0),
    ewalletFixedAmountFlag: yn(eWallet.fixed.length > 0),
    ewalletFixedWithdrawAmounts: eWallet.fixed.map(wire),
    ewalletAmountLimitFlag: yn(eWallet.fixed.length === 0),
    virtualFixedAmountFlag: yn(virtual.fixed.length > 0),
    virtualFixedWithdrawAmounts: virtual.fixed.map(wire),
    virtualAmountLimitFlag: yn(virtual.fixed.length === 0),
    hasWithdrawalPassword: m.hasWithdrawalPassword,
    hasRealName: m.hasRealName,
    maxBankCards: s.maxPayees,
    bankCards: m.cards,
    currency: m.currency,
    availableBalance: wire(m.available),
  };
}
