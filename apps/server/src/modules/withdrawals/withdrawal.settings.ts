import { z } from 'zod';

const minor = z.number().int().min(0).max(1e13);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

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
