import {
  DEPOSIT_CALL_OF_CHANNEL,
  type DepositAction,
  type DepositBankType,
  type DepositOrder,
  type DepositRecord,
  type DepositSettingsValue,
} from '@monsoon/contracts/deposits';
import { toWireAmount } from '@monsoon/contracts/money';
import { paymentAction, type PspChannel } from '@monsoon/contracts/psp/payments';
import type { DepositChannelRow, PaymentOrderRow } from './deposits.repository.ts';
import { feeOf } from './deposits-payments.ts';

/** Fiat currencies have 2 decimals (design/money.md §1.3). */
const SCALE = 2;

/** Basis points as the wire's percent number (150 → 1.5). */
export const percentOf = (bps: number): number => bps / 100;

export function presentSettings(s: {
  allowDeposit: boolean;
  successCount: number;
  channels: Array<DepositChannelRow & { sandbox: boolean }>;
  currency: string;
}): DepositSettingsValue {
  return {
    allowDeposit: s.allowDeposit ? 'Y' : 'N',
    totalDepositSuccessCount: s.successCount,
    currency: s.currency,
    depositInfo: s.channels.map((c) => {
      const channel = c.channel as PspChannel;
      return {
        bankType: c.bankType as DepositBankType,
        channel,
        call: DEPOSIT_CALL_OF_CHANNEL[channel],
        name: c.name,
        minAmount: toWireAmount(c.minAmount, SCALE),
        maxAmount: toWireAmount(c.maxAmount, SCALE),
        feePercent: percentOf(c.feeBps),
        quickAmounts: c.quickAmounts.map((q) => toWireAmount(BigInt(q), SCALE)),
        expiryMinutes: c.expiryMinutes,
        sandbox: c.sandbox,
      };
    }),
  };
}

/** The PSP's action as the site renders it (amounts stay with the order, in the currency). */
export function presentAction(raw: unknown): DepositAction | null {
  const parsed = paymentAction.safeParse(raw);
  if (!parsed.success) return null;
  const a = parsed.data;
  switch (a.type) {
    case 'QR':
      return { type: 'QR', qrImageUrl: a.qrImage, qrPayload: a.qrPayload, pageUrl: a.pageUrl };
    case 'REDIRECT':
      return { type: 'REDIRECT', launchUrl: a.url };
    case 'EWALLET':
      return { type: 'EWALLET', wallet: a.wallet, launchUrl: a.deepLink };
    case 'BANK_TRANSFER':
      return {
        type: 'BANK_TRANSFER',
        bankName: a.bankName,
        accountName: a.accountName,
        accountNumber: a.accountNumber,
        reference: a.reference,
        pageUrl: a.pageUrl,
      };
    case 'CRYPTO':
      return {
        type: 'CRYPTO',
        network: a.network,
        asset: a.asset,
        address: a.address,
        cryptoAmount: a.amount,
        pageUrl: a.pageUrl,
      };
  }
}

export function presentRecord(o: PaymentOrderRow): DepositRecord {
  const fee = o.feeAmount ?? feeOf(o.amount, o.feeBps);
  return {
    orderNo: o.orderNo,
    status: o.status,
    bankType: o.bankType,
    channel: o.channel as PspChannel,
    amount: toWireAmount(o.amount, SCALE),
    fee: toWireAmount(fee, SCALE),
    creditedAmount:
      o.paidAmount === null ? null : toWireAmount(o.paidAmount - (o.feeAmount ?? 0n), SCALE),
    currency: o.asset,
    createdAt: o.createdAt.getTime(),
    expiresAt: o.expiresAt.getTime(),
    completedAt: o.completedAt?.getTime() ?? null,
    sandbox: o.sandbox,
  };
}

export function presentOrder(o: PaymentOrderRow): DepositOrder {
  return {
    ...presentRecord(o),
    action: o.status === 'pending' ? presentAction(o.action) : null,
  };
}
