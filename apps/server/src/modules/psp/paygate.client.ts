import {
  createPaymentRequest,
  pspPayment,
  type CreatePaymentRequest,
  type PspPayment,
} from '@monsoon/contracts/psp/payments';
import {
  createPayoutRequest,
  pspPayout,
  type CreatePayoutRequest,
  type PspPayout,
} from '@monsoon/contracts/psp/payouts';
import { PSP_API_PREFIX, pspErrorAnswer } from '@monsoon/contracts/psp/common';
import type { PaymentProvider, PspResult } from '@monsoon/contracts/psp/provider';
import { pspRequestHeaders, verifyCallback } from '@monsoon/contracts/psp/signature';
import type { z } from 'zod';

/** Where and as whom the server reaches a PSP speaking the sandbox protocol (docs/paygate.md). */
export interface PaygateConfig {
  baseUrl: string;
  accountId: string;
  secret: string;
  /** A call without an answer after this is `unknown` (it may have been applied: retry it). */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The PaymentProvider over HTTP for the sandbox PSP `apps/paygate` and any PSP speaking its protocol:
 * signed calls, answers checked against the protocol's schemas. Network errors, timeouts and 5xx are
 * `unknown` (the caller retries with the same reference: creation is idempotent on it).
 */
export function createPaygateProvider(config: PaygateConfig): PaymentProvider {
  const now = config.now ?? Date.now;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    schema: S,
    body?: unknown,
  ): Promise<PspResult<z.output<S>>> {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const headers = pspRequestHeaders(
      config.accountId,
      config.secret,
      method,
      pathAndQuery,
      raw,
      now(),
    );
    let res: Response;
    try {
      res = await fetch(`${base}${pathAndQuery}`, {
        method,
        headers,
        ...(method === 'POST' ? { body: raw } : {}),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
    } catch (err) {
      return { kind: 'unknown', reason: err instanceof Error ? err.message : 'network error' };
    }
    const text = await res.text().catch(() => '');
    if (res.status >= 500) return { kind: 'unknown', reason: `HTTP ${res.status}` };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'unknown', reason: `HTTP ${res.status}: not JSON` };
    }
    if (!res.ok) {
      const refusal = pspErrorAnswer.safeParse(json);
      return refusal.success
        ? { kind: 'refused', code: refusal.data.error.code, message: refusal.data.error.message }
        : { kind: 'unknown', reason: `HTTP ${res.status}` };
    }
    const parsed = schema.safeParse(json);
    return parsed.success
      ? { kind: 'ok', value: parsed.data }
      : { kind: 'unknown', reason: 'answer does not match the protocol' };
  }

  return {
    createPayment: (request: CreatePaymentRequest): Promise<PspResult<PspPayment>> =>
      call('POST', `${PSP_API_PREFIX}/payments`, pspPayment, createPaymentRequest.parse(request)),
    getPayment: (id: string) =>
      call('GET', `${PSP_API_PREFIX}/payments/${encodeURIComponent(id)}`, pspPayment),
    createPayout: (request: CreatePayoutRequest): Promise<PspResult<PspPayout>> =>
      call('POST', `${PSP_API_PREFIX}/payouts`, pspPayout, createPayoutRequest.parse(request)),
    getPayout: (id: string) =>
      call('GET', `${PSP_API_PREFIX}/payouts/${encodeURIComponent(id)}`, pspPayout),
    verifyCallback: (headers, rawBody, at) =>
      verifyCallback(config.secret, headers.timestamp, headers.signature, rawBody, at ?? now()),
  };
}
