import type { PspCallback } from './callbacks.ts';
import type { PspErrorCode } from './common.ts';
import type { CreatePaymentRequest, PspPayment } from './payments.ts';
import type { CreatePayoutRequest, PspPayout } from './payouts.ts';
import type { CallbackVerdict } from './signature.ts';

/**
 * The answer of a PSP call: the PSP's answer, its refusal, or `unknown` (network error, timeout,
 * HTTP 5xx): the call may have been applied, so the caller retries it with the same reference.
 */
export type PspResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; code: PspErrorCode; message: string }
  | { kind: 'unknown'; reason: string };

/**
 * What the server needs from any payment provider (design/money.md §11); the sandbox `apps/paygate`
 * speaks this protocol, and a real PSP is plugged in by an adapter implementing the same interface.
 */
export interface PaymentProvider {
  /** Creates (or finds, same reference and fields) a payment and the action the payer takes. */
  createPayment(request: CreatePaymentRequest): Promise<PspResult<PspPayment>>;
  /** The payment's current state (reconciliation of orders past their expiry). */
  getPayment(transactionId: string): Promise<PspResult<PspPayment>>;
  /** Creates (or finds, same reference and fields) a payout. */
  createPayout(request: CreatePayoutRequest): Promise<PspResult<PspPayout>>;
  getPayout(transactionId: string): Promise<PspResult<PspPayout>>;
  /** Checks a received callback's signature and shape, before any database access. */
  verifyCallback(
    headers: { timestamp: string | undefined; signature: string | undefined },
    rawBody: string | Buffer,
    now?: number,
  ): CallbackVerdict;
}

export type { PspCallback };
