import { z } from 'zod';

const minor = z.number().int().min(0).max(1e13);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** A per-kind limit: null (or absent, for settings saved before decision 0065) is "same as the bank's". */
const sameAsBank = <T extends z.ZodTypeAny>(t: T) => t.nullable().default(null);
/** Fixed amounts of a kind: empty (or absent) means any amount within the limits (decision 0065). */
const fixedAmounts = z.array(minor.min(1)).max(20).default([]);

/** When a withdrawal needs a code texted to the member's bound mobile (wire `mobileVerificationType`). */
export const mobileVerificationTypes = ['NONE', 'EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT'] as const;
export type MobileVerificationType = (typeof mobileVerificationTypes)[number];

/**
 * A merchant's withdrawal settings (design/money.md §12), on the merchant's settings JSON and edited in
 * the back office's settings screen. Amounts are minor units of the merchant currency (integers well
 * inside 2^53, turned into bigint where they meet money). The daily window is in the merchant's time
 * zone; equal times mean all day.
 */
export const withdrawalSettingsSchema = z.object({
  enabled: z.boolean(),
  minAmount: minor,
  maxAmount: minor,
  /** Requests per member per business day (every state but rejected counts). */
  dailyMaxCount: z.number().int().min(1).max(1000),
  dailyMaxAmount: minor,
  windowFrom: hhmm,
  windowTo: hhmm,
  /** The fee, in basis points of the amount (100 = 1%), rounded down to the minor unit. */
  feeBasisPoints: z.number().int().min(0).max(5000),
  /** C2C penalty percent (wire `withdrawPenaltyCharge`; C2C applies only when it is above 0, decision 0053). */
  penaltyPercent: z.number().int().min(0).max(100),
  c2cEnabled: z.boolean(),
  /** Minutes a C2C withdrawer has to answer "received?" before it counts as received (decision 0053). */
  c2cConfirmMinutes: z.number().int().min(1).max(1440).default(15),
  /** Minutes a matched C2C depositor has to pay and upload proof before the match expires (decision 0060). */
  c2cPayMinutes: z.number().int().min(1).max(1440).default(30),
  /** Payees a member may bind. */
  maxPayees: z.number().int().min(1).max(20),
  /** Requests up to this amount are approved without an operator (null: never). */
  autoApproveBelow: minor.nullable(),
  precautionNote: z.string().max(500).nullable(),
  // Per payee kind (decision 0065): the bank's limits above are also the kinds' own when these are null.
  eWalletMinAmount: sameAsBank(minor),
  eWalletMaxAmount: sameAsBank(minor),
  /** E-wallet requests per member per business day (counted apart from the other kinds). */
  eWalletDailyMaxCount: sameAsBank(z.number().int().min(1).max(1000)),
  virtualMinAmount: sameAsBank(minor),
  virtualMaxAmount: sameAsBank(minor),
  virtualDailyMaxCount: sameAsBank(z.number().int().min(1).max(1000)),
  /** Bank withdrawals may ask only for one of these amounts (empty: any amount within the limits). */
  fixedAmounts,
  eWalletFixedAmounts: fixedAmounts,
  virtualFixedAmounts: fixedAmounts,
  /** When a request needs an SMS code (purpose `withdraw`) sent to the member's bound mobile. */
  mobileVerification: z.enum(mobileVerificationTypes).default('NONE'),
  /** With `WITHDRAW_AMOUNT`: requests of this amount or more need the code (null: every request). */
  mobileVerificationAmount: minor.nullable().default(null),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

/** What a merchant without withdrawal settings gets (and the demo merchant's seed). */
export const defaultWithdrawalSettings: WithdrawalSettings = {
  enabled: true,
  minAmount: 10_000,
  maxAmount: 5_000_000,
  dailyMaxCount: 5,
  dailyMaxAmount: 10_000_000,
  windowFrom: '00:00',
  windowTo: '00:00',
  feeBasisPoints: 100,
  penaltyPercent: 0,
  c2cEnabled: false,
  c2cConfirmMinutes: 15,
  c2cPayMinutes: 30,
  maxPayees: 5,
  autoApproveBelow: null,
  precautionNote: null,
  eWalletMinAmount: null,
  eWalletMaxAmount: null,
  eWalletDailyMaxCount: null,
  virtualMinAmount: null,
  virtualMaxAmount: null,
  virtualDailyMaxCount: null,
  fixedAmounts: [],
  eWalletFixedAmounts: [],
  virtualFixedAmounts: [],
  mobileVerification: 'NONE',
  mobileVerificationAmount: null,
};

/**
 * The C2C penalty on a cancelled amount: `penaltyPercent` of it, rounded down to the minor unit (exact in
 * bigint, decision 0062).
 */
export const penaltyOf = (amount: bigint, percent: number): bigint =>
  (amount * BigInt(percent)) / 100n;

/** The fee of an amount: basis points of it, rounded down (exact in bigint). */
export const feeOf = (amount: bigint, s: WithdrawalSettings): bigint =>
  (amount * BigInt(s.feeBasisPoints)) / 10_000n;

const minutesOf = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Whether a merchant-local minute of the day falls in the window (equal ends: all day; may wrap midnight). */
export function withinWindow(s: WithdrawalSettings, localMinute: number): boolean {
  const from = minutesOf(s.windowFrom);
  const to = minutesOf(s.windowTo);
  if (from === to) return true;
  return from < to
    ? localMinute >= from && localMinute < to
    : localMinute >= from || localMinute < to;
}

/** What one payee kind may withdraw: per request, its fixed amounts, and its requests per day. */
export interface KindLimits {
  min: bigint;
  max: bigint;
  /** Empty: any amount from `min` to `max`; else only these (minor units). */
  fixed: bigint[];
  /** Requests of this kind per member per business day. */
  dailyCount: number;
}

/**
 * The limits of a payee kind (`B` bank, `E` e-wallet, `V` crypto, decision 0065): the kind's own where
 * set, else the bank's. The daily amount is one total for all kinds (`dailyMaxAmount`).
 */
export function limitsOf(s: WithdrawalSettings, type: string): KindLimits {
  const own =
    type === 'E'
      ? {
          min: s.eWalletMinAmount,
          max: s.eWalletMaxAmount,
          count: s.eWalletDailyMaxCount,
          fixed: s.eWalletFixedAmounts,
        }
      : type === 'V'
        ? {
            min: s.virtualMinAmount,
            max: s.virtualMaxAmount,
            count: s.virtualDailyMaxCount,
            fixed: s.virtualFixedAmounts,
          }
        : { min: null, max: null, count: null, fixed: s.fixedAmounts };
  return {
    min: BigInt(own.min ?? s.minAmount),
    max: BigInt(own.max ?? s.maxAmount),
    fixed: own.fixed.map(BigInt),
    dailyCount: own.count ?? s.dailyMaxCount,
  };
}

/** Whether a request of this amount needs an SMS code (`mobileVerification`, decision 0065). */
export function needsSmsCode(s: WithdrawalSettings, amount: bigint): boolean {
  if (s.mobileVerification === 'EVERY_WITHDRAWAL') return true;
  if (s.mobileVerification !== 'WITHDRAW_AMOUNT') return false;
  return amount >= BigInt(s.mobileVerificationAmount ?? 0);
}
