import { z } from 'zod';
import {
  minorAmount,
  positiveMinorAmount,
  pspAccountId,
  pspCurrency,
  pspFailureReason,
  pspId,
  pspReference,
  pspTime,
} from './common.ts';

/**
 * `POST {callbackUrl}`: the final result of a payment or payout, signed with the merchant account's
 * secret (`X-Timestamp`, `X-Signature` over `"{X-Timestamp}.{raw body}"`). The receiver acknowledges
 * with HTTP 200; anything else, or no answer, is retried with growing back-off. The same event may
 * arrive more than once and events may arrive in any order: act on `transactionId` idempotently.
 */
export const pspCallback = z.object({
  /** Unique per event; a retry of the event carries the same id and the same bytes. */
  eventId: pspId,
  kind: z.enum(['payment', 'payout']),
  /** The PSP transaction id (payment or payout). */
  transactionId: pspId,
  /** Our order reference (payment) or payout reference (payout). */
  reference: pspReference,
  merchantAccountId: pspAccountId,
  status: z.enum(['paid', 'failed']),
  /** The amount asked for. */
  amount: positiveMinorAmount,
  /** Payments that are paid: what the payer actually paid (partial or over payment differ from amount). */
  paidAmount: minorAmount.optional(),
  failureReason: pspFailureReason.optional(),
  currency: pspCurrency,
  /** When the payment or payout reached this status. */
  occurredAt: pspTime,
  sandbox: z.boolean(),
});
export type PspCallback = z.infer<typeof pspCallback>;
