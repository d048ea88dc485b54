import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  walletBodies,
  walletHttpStatus,
  writeWalletReply,
  WALLET_ACTIONS,
  type WalletAction,
  type WalletReply,
  type WalletStatus,
} from '@monsoon/contracts/provider/wallet';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifySignature,
} from '@monsoon/contracts/provider/signature';
import { systemClock } from '@/lib/clock.ts';
import { jsonNestsDeeperThan, tooDeepMessage } from '@/http/json-body.ts';
import type { ModuleContext } from '@/services.ts';

/** The largest body a vendor may send (a wallet call is a few hundred bytes). */
const BODY_LIMIT = 64 * 1024;

const isAction = (a: string): a is WalletAction =>
  (WALLET_ACTIONS as readonly string[]).includes(a);
const header = (v: string | string[] | undefined): string | undefined =>
  typeof v === 'string' ? v : undefined;

/** Writes an answer in the vendor shape (`{ status, balance, currency }`), exact at any size. */
const sendReply = (reply: FastifyReply, answer: WalletReply, httpStatus?: number) =>
  reply
    .code(httpStatus ?? walletHttpStatus(answer.status))
    .type('application/json')
    .send(writeWalletReply(answer));

/** A refusal: no balance is told (the caller may not even be a vendor). */
const refuse = (
  reply: FastifyReply,
  status: WalletStatus,
  currency: string,
  message?: string,
  httpStatus?: number,
) =>
  sendReply(reply, { status, balance: 0n, currency, ...(message ? { message } : {}) }, httpStatus);

/**
 * What a failure before the handler answers, in the vendor shape: a body too large, of another content
 * type or unreadable is INVALID_REQUEST (HTTP 400, design/money.md §4); the per-IP ceiling is a
 * retryable INTERNAL_ERROR with HTTP 429; anything else a retryable INTERNAL_ERROR.
 */
function refusalOf(err: FastifyError): { status: WalletStatus; message: string; http?: number } {
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413)
    return { status: 'INVALID_REQUEST', message: `body larger than ${BODY_LIMIT} bytes` };
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415)
    return { status: 'INVALID_REQUEST', message: 'the body must be application/json' };
  if (err.statusCode === 429)
    return { status: 'INTERNAL_ERROR', message: 'too many requests', http: 429 };
  if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500)
    return { status: 'INVALID_REQUEST', message: 'unreadable request' };
  return { status: 'INTERNAL_ERROR', message: 'internal error' };
}

/**
 * The vendor wallet API, `POST /provider/v1/{vendor}/{action}` (design/money.md §4; docs/vendor-wallet-api.md).
 * The signature is checked on the raw bytes, against the vendor list held in memory, before any
 * database access; then the body is parsed and validated; then the service moves money. Every answer
 * under /provider, refusals included, has the vendor shape, never the site's envelope.
 */
export async function registerProviderModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { merchants, vendors, provider: service } = ctx.services;

  await app.register(
    async (scope) => {
      // Keep the raw bytes: the signature covers them exactly. Only JSON is a wallet call.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
        (_req, body, done) => done(null, body),
      );
      scope.setErrorHandler((err: FastifyError, req, reply) => {
        const refusal = refusalOf(err);
        if (refusal.status === 'INTERNAL_ERROR' && refusal.http === undefined)
          req.log.error({ err }, 'vendor wallet call failed before its handler');
        return refuse(reply, refusal.status, '', refusal.message, refusal.http);
      });
      scope.setNotFoundHandler((_req, reply) =>
        refuse(reply, 'INVALID_REQUEST', '', 'no such wallet call'),
      );

      scope.post<{ Params: { vendor: string; action: string } }>(
        '/v1/:vendor/:action',
        { config: { rateLimit: { max: 120_000, timeWindow: '1 minute' } } },
        async (req, reply) => {
          const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          // The signature first, against the vendors held in memory: nothing is read before it passes.
          const timestamp = header(req.headers[TIMESTAMP_HEADER]);
          const signature = header(req.headers[SIGNATURE_HEADER]);
          // Against the wall clock the vendor signs with, like the PSP's callbacks (services.ts):
          // `ctx.clock` is the business clock, which a test may move on (PUT /dev/clock).
          const nowMs = systemClock.now().getTime();
          const signedBy = vendors
            .byCode(req.params.vendor)
            .filter(
              (v) => v.enabled && verifySignature(v.secret, timestamp, signature, raw, nowMs),
            );
          // The Merchant header, when sent, must name the merchant of the signing registration (and
          // picks among merchants sharing one vendor secret); without it the registration decides.
          const code = header(req.headers['merchant'])?.toLowerCase();
          const vendor = code
            ? signedBy.find((v) => v.merchantCode.toLowerCase() === code)
            : signedBy[0];
          if (!vendor) return refuse(reply, 'INVALID_SIGNATURE', '');
          const merchant = await merchants.resolve(vendor.merchantCode, undefined);
          const action = req.params.action;
          if (!isAction(action))
            return refuse(reply, 'INVALID_REQUEST', merchant.currency, `unknown action ${action}`);
          const text = raw.toString('utf8');
          if (jsonNestsDeeperThan(text))
            return refuse(reply, 'INVALID_REQUEST', merchant.currency, `body ${tooDeepMessage}`);
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            return refuse(reply, 'INVALID_REQUEST', merchant.currency, 'body is not JSON');
          }
          const m = { id: merchant.id, currency: merchant.currency };
          const run = (): Promise<WalletReply> | null => {
            switch (action) {
              case 'authenticate': {
                const b = walletBodies.authenticate.safeParse(json);
                return b.success ? service.authenticate(m, vendor, b.data) : null;
              }
              case 'balance': {
                const b = walletBodies.balance.safeParse(json);
                return b.success ? service.balance(m, vendor, b.data) : null;
              }
              case 'bet': {
                const b = walletBodies.bet.safeParse(json);
                return b.success ? service.bet(m, vendor, b.data) : null;
              }
              case 'win': {
                const b = walletBodies.win.safeParse(json);
                return b.success ? service.win(m, vendor, b.data) : null;
              }
              case 'rollback': {
                const b = walletBodies.rollback.safeParse(json);
                return b.success ? service.rollback(m, vendor, b.data) : null;
              }
            }
          };
          try {
            const pending = run();
            if (pending === null) {
              const issue = walletBodies[action].safeParse(json).error?.issues[0];
              return refuse(
                reply,
                'INVALID_REQUEST',
                merchant.currency,
                issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid body',
              );
            }
            return sendReply(reply, await pending);
          } catch (err) {
            req.log.error({ err, vendor: vendor.code, action }, 'vendor wallet call failed');
            return refuse(reply, 'INTERNAL_ERROR', merchant.currency);
          }
        },
      );
    },
    { prefix: '/provider' },
  );
}
