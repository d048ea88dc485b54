import { z } from 'zod';

/**
 * Building blocks of the payment provider (PSP) protocol (docs/paygate.md): the sandbox PSP
 * `apps/paygate` answers it, the server's deposit and withdrawal modules call it.
 */

/** Every call of the PSP API lives under this prefix. */
export const PSP_API_PREFIX = '/api/v1';

/** The merchant account at the PSP (which secret signs and verifies). */
export const pspAccountId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, underscore, dash');

/** A reference chosen by the merchant (our order or payout reference). */
export const pspReference = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits, dot, underscore, colon, dash');

/** An id the PSP mints (payment `PGT…`, payout `PGO…`, callback event `EVT…`). */
export const pspId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Minor units of the currency as an integer string: exact at any size (no float on the wire). */
export const minorAmount = z.string().regex(/^(0|[1-9]\d{0,17})$/, 'integer minor units');

/** A strictly positive amount in minor units. */
export const positiveMinorAmount = minorAmount.refine((v) => v !== '0', 'must be above zero');

/** ISO 4217 style currency code. */
export const pspCurrency = z.string().regex(/^[A-Z]{3}$/, 'three capital letters');

/** An absolute http(s) URL (never `javascript:` or other schemes). */
export const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** A point in time, ISO 8601 in UTC (`…Z`). */
export const pspTime = z.iso.datetime();

/** The hosted page's languages: the platform's wire codes (docs/decisions/0004). */
export const PSP_LANGUAGES = ['CN', 'EN', 'ID', 'MY', 'TH', 'TY', 'VI'] as const;
export type PspLanguage = (typeof PSP_LANGUAGES)[number];

/** Why a payment or payout failed. */
export const PSP_FAILURE_REASONS = ['DECLINED', 'EXPIRED', 'PAYEE_REJECTED'] as const;
export const pspFailureReason = z.enum(PSP_FAILURE_REASONS);
export type PspFailureReason = z.infer<typeof pspFailureReason>;

/** Codes of the PSP's error answers, with their HTTP status. */
export const PSP_ERROR_STATUS = {
  INVALID_SIGNATURE: 401,
  INVALID_REQUEST: 400,
  NOT_FOUND: 404,
  IDEMPOTENCY_CONFLICT: 409,
  INVALID_STATE: 409,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
} as const;
export type PspErrorCode = keyof typeof PSP_ERROR_STATUS;

/** Every refusal of the PSP API: a stable code and an English message for logs (never shown to members). */
export const pspErrorAnswer = z.object({
  error: z.object({
    code: z.enum([
      'INVALID_SIGNATURE',
      'INVALID_REQUEST',
      'NOT_FOUND',
      'IDEMPOTENCY_CONFLICT',
      'INVALID_STATE',
      'RATE_LIMITED',
      'INTERNAL_ERROR',
    ]),
    message: z.string(),
  }),
});
export type PspErrorAnswer = z.infer<typeof pspErrorAnswer>;
