import type { FastifyInstance, FastifyReply } from 'fastify';
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
import type { ModuleContext } from '@/services.ts';

const isAction = (a: string): a is WalletAction =>
  (WALLET_ACTIONS as readonly string[]).includes(a);
const header = (v: string | string[] | undefined): string | undefined =>
  typeof v === 'string' ? v : undefined;

/**
 * The vendor wallet API, `POST /provider/v1/{vendor}/{action}` (design/money.md §4; docs/vendor-wallet-api.md).
 * The signature is checked on the raw bytes, against the vendor list held in memory, before any
 * database access; then the body is parsed and validated; then the service moves money.
 */
export async function registerProviderModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { merchants, vendors, provider: service } = ctx.services;

  await app.register(async (scope) => {
    // Keep the raw bytes: the signature covers them exactly.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );

    const send = (
      reply: FastifyReply,
      status: WalletStatus,
      currency: string,
      message?: string,
    ) => {
      const body: WalletReply = { status, balance: 0n, currency, ...(message ? { message } : {}) };
      return reply
        .code(walletHttpStatus(status))
        .type('application/json')
        .send(writeWalletReply(body));
    };

    scope.post<{ Params: { vendor: string; action: string } }>(
      '/provider/v1/:vendor/:action',
      { config: { rateLimit: { max: 120_000, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        // The signature first, against the vendors held in memory: nothing is read before it passes.
        const timestamp = header(req.headers[TIMESTAMP_HEADER]);
        const signature = header(req.headers[SIGNATURE_HEADER]);
        const nowMs = ctx.clock.now().getTime();
        const signedBy = vendors
          .byCode(req.params.vendor)
          .filter((v) => v.enabled && verifySignature(v.secret, timestamp, signature, raw, nowMs));
        // The Merchant header, when sent, must name the merchant of the signing registration (and picks
        // among merchants sharing one vendor secret); without it the registration decides.
        const code = header(req.headers['merchant'])?.toLowerCase();
        const vendor = code
          ? signedBy.find((v) => v.merchantCode.toLowerCase() === code)
          : signedBy[0];
        if (!vendor) return send(reply, 'INVALID_SIGNATURE', '');
        const merchant = await merchants.resolve(vendor.merchantCode, undefined);
        const action = req.params.action;
        if (!isAction(action))
          return send(reply, 'INVALID_REQUEST', merchant.currency, `unknown action ${action}`);
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          return send(reply, 'INVALID_REQUEST', merchant.currency, 'body is not JSON');
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
            return send(
              reply,
              'INVALID_REQUEST',
              merchant.currency,
              issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid body',
            );
          }
          const result = await pending;
          // The balance as its exact digits at any size (decision 0033).
          return reply
            .code(walletHttpStatus(result.status))
            .type('application/json')
            .send(writeWalletReply(result));
        } catch (err) {
          req.log.error({ err, vendor: vendor.code, action }, 'vendor wallet call failed');
          return send(reply, 'INTERNAL_ERROR', merchant.currency);
        }
      },
    );
  });
}
