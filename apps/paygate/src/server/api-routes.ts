import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PSP_API_PREFIX } from '@monsoon/contracts/psp/common';
import { createPaymentRequest } from '@monsoon/contracts/psp/payments';
import { createPayoutRequest } from '@monsoon/contracts/psp/payouts';
import {
  PSP_ACCOUNT_HEADER,
  signedBytesOf,
  verifySignature,
} from '@monsoon/contracts/psp/signature';
import type { MerchantAccount } from '@/config.ts';
import { issuesOf, parseJson, sendError } from '@/server/http-errors.ts';
import { presentPayment } from '@/server/payment-presenter.ts';
import type { PaymentService } from '@/server/payment-service.ts';
import { presentPayout } from '@/server/payout-presenter.ts';
import type { PayoutService } from '@/server/payout-service.ts';
import type { RateLimiter } from '@/server/rate-limit.ts';

export interface ApiRoutesDeps {
  accounts: ReadonlyMap<string, MerchantAccount>;
  payments: PaymentService;
  payouts: PayoutService;
  publicUrl: string;
  limiter: RateLimiter;
  perMinute: number;
  /** The timestamp window is checked against this clock. */
  clock: () => number;
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The account whose secret verified the request (set by the signature hook). */
const verified = new WeakMap<FastifyRequest, MerchantAccount>();

function accountOf(req: FastifyRequest): MerchantAccount {
  const account = verified.get(req);
  // The hook refuses every request it did not verify, so a handler always finds its account.
  if (!account) throw new Error('unsigned request reached a handler');
  return account;
}

/**
 * The merchant API, `/api/v1/...`: every call signed by a merchant account (X-Account-Id,
 * X-Timestamp, X-Signature). Bodies stay raw bytes until the signature over them has been checked.
 */
export async function apiRoutes(app: FastifyInstance, deps: ApiRoutesDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, body);
  });
  // Fastify's own refusals (body too large, bad content) answer in the PSP's error shape too.
  app.setErrorHandler((err: { statusCode?: number }, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendError(reply, 'INVALID_REQUEST', `request refused (HTTP ${status})`);
    req.log.error({ err }, 'PSP API call failed');
    return sendError(reply, 'INTERNAL_ERROR', 'internal error: retry with the same body');
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!deps.limiter.hit(`api:${req.ip}`, deps.perMinute, 60_000)) {
      reply.header('retry-after', '60');
      return sendError(reply, 'RATE_LIMITED', 'too many requests');
    }
  });
  app.addHook('preValidation', async (req, reply) => {
    const account = deps.accounts.get(header(req, PSP_ACCOUNT_HEADER) ?? '');
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    const signed = signedBytesOf(req.method, req.url, raw);
    // An unknown account answers exactly like a bad signature: nothing tells which ids exist.
    if (
      !account ||
      !verifySignature(
        account.secret,
        header(req, 'x-timestamp'),
        header(req, 'x-signature'),
        signed,
        deps.clock(),
      )
    )
      return sendError(reply, 'INVALID_SIGNATURE', 'signature, timestamp or account refused');
    verified.set(req, account);
  });

  app.post(`${PSP_API_PREFIX}/payments`, async (req, reply) => {
    const parsed = createPaymentRequest.safeParse(parseJson(req.body));
    if (!parsed.success) return sendError(reply, 'INVALID_REQUEST', issuesOf(parsed.error));
    const outcome = deps.payments.create(accountOf(req).id, parsed.data);
    if (!outcome.ok) return sendError(reply, outcome.code, outcome.message);
    const { payment, created } = outcome.value;
    return reply.code(created ? 201 : 200).send(presentPayment(payment, deps.publicUrl));
  });

  app.get<{ Params: { id: string } }>(`${PSP_API_PREFIX}/payments/:id`, async (req, reply) => {
    const payment = deps.payments.get(accountOf(req).id, req.params.id);
    if (!payment) return sendError(reply, 'NOT_FOUND', 'no such payment');
    return presentPayment(payment, deps.publicUrl);
  });

  app.post(`${PSP_API_PREFIX}/payouts`, async (req, reply) => {
    const parsed = createPayoutRequest.safeParse(parseJson(req.body));
    if (!parsed.success) return sendError(reply, 'INVALID_REQUEST', issuesOf(parsed.error));
    const outcome = deps.payouts.create(accountOf(req).id, parsed.data);
    if (!outcome.ok) return sendError(reply, outcome.code, outcome.message);
    const { payout, created } = outcome.value;
    return reply.code(created ? 201 : 200).send(presentPayout(payout));
  });

  app.get<{ Params: { id: string } }>(`${PSP_API_PREFIX}/payouts/:id`, async (req, reply) => {
    const payout = deps.payouts.get(accountOf(req).id, req.params.id);
    if (!payout) return sendError(reply, 'NOT_FOUND', 'no such payout');
    return presentPayout(payout);
  });
}
