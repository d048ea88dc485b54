import { z } from 'zod';
import {
  httpUrl,
  positiveMinorAmount,
  pspAccountId,
  pspCurrency,
  pspFailureReason,
  pspId,
  pspReference,
  pspTime,
} from './common.ts';
import { CRYPTO_NETWORKS, EWALLET_BANK_TYPES } from './payments.ts';

const accountName = z.string().trim().min(1).max(100);

/** Who receives a payout: a bank account, an e-wallet or a crypto address. */
export const payoutPayee = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('BANK'),
    bankCode: z.string().regex(/^[A-Z0-9_]{2,20}$/),
    accountName,
    accountNumber: z.string().regex(/^[0-9A-Za-z-]{4,34}$/),
  }),
  z.strictObject({
    type: z.literal('EWALLET'),
    wallet: z.enum(EWALLET_BANK_TYPES),
    accountName,
    /** The wallet's account: usually a phone number. */
    accountNumber: z.string().regex(/^\+?[0-9A-Za-z-]{4,34}$/),
  }),
  z.strictObject({
    type: z.literal('CRYPTO'),
    network: z.enum(CRYPTO_NETWORKS),
    address: z.string().regex(/^[A-Za-z0-9]{20,90}$/),
  }),
]);
export type PayoutPayee = z.infer<typeof payoutPayee>;

/** `POST /api/v1/payouts`: one payout per (merchant account, payout reference). */
export const createPayoutRequest = z.strictObject({
  merchantAccountId: pspAccountId,
  /** Our payout reference: the idempotency key together with the account. */
  payoutReference: pspReference,
  amount: positiveMinorAmount,
  currency: pspCurrency,
  payee: payoutPayee,
  callbackUrl: httpUrl,
});
export type CreatePayoutRequest = z.infer<typeof createPayoutRequest>;

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A payout as the PSP answers it; account numbers and addresses are masked to their last 4. */
export const pspPayout = z.object({
  id: pspId,
  merchantAccountId: pspAccountId,
  payoutReference: pspReference,
  amount: positiveMinorAmount,
  currency: pspCurrency,
  payee: z.object({
    type: z.enum(['BANK', 'EWALLET', 'CRYPTO']),
    /** Bank code, wallet or network. */
    institution: z.string(),
    accountName: z.string().nullable(),
    maskedAccount: z.string(),
  }),
  status: z.enum(PAYOUT_STATUSES),
  failureReason: pspFailureReason.nullable(),
  createdAt: pspTime,
  completedAt: pspTime.nullable(),
  sandbox: z.boolean(),
});
export type PspPayout = z.infer<typeof pspPayout>;
