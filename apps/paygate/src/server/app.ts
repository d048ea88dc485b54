import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { MerchantAccount, PaygateConfig } from '@/config.ts';
import { apiRoutes } from '@/server/api-routes.ts';
import { CallbackService } from '@/server/callback-service.ts';
import { CallbackStore } from '@/server/callback-store.ts';
import { loggerOptions } from '@/server/logger.ts';
import { pageRoutes } from '@/server/page-routes.ts';
import { PaymentService } from '@/server/payment-service.ts';
import { PaymentStore } from '@/server/payment-store.ts';
import { PayoutService } from '@/server/payout-service.ts';
import { PayoutStore } from '@/server/payout-store.ts';
import { RateLimiter } from '@/server/rate-limit.ts';
import { sandboxRoutes } from '@/server/sandbox-routes.ts';
import { Ticker } from '@/server/ticker.ts';

/** What tests reach into besides HTTP: the services and the background loop. */
export interface PaygateParts {
  payments: PaymentService;
  payouts: PayoutService;
  callbacks: CallbackService;
  ticker: Ticker;
  /** The clock the sandbox reads. */
  clock: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    paygate: PaygateParts;
  }
}

export interface BuildOptions {
  /** The clock every rule about time reads (expiry, back-off, automatic payouts); tests drive it. */
  clock?: () => number;
}

/**
 * The sandbox PSP as a Fastify instance (not listening): the signed merchant API, the hosted pages,
 * the sandbox control API when enabled, `/healthz`. The background loop runs from `ready` to `close`.
 */
export async function buildPaygate(
  config: PaygateConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? Date.now;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });
  const accounts = new Map<string, MerchantAccount>(config.accounts.map((a) => [a.id, a]));
  const callbacks = new CallbackService({
    store: new CallbackStore(config.dataDir, clock()),
    secretOf: (id) => accounts.get(id)?.secret,
    timing: config.timing,
    clock,
    log: app.log,
  });
  const payments = new PaymentService({
    payments: new PaymentStore(config.dataDir),
    callbacks,
    clock,
    log: app.log,
  });
  const payouts = new PayoutService({
    payouts: new PayoutStore(config.dataDir),
    callbacks,
    clock,
    autoPayoutMs: config.autoPayoutMs,
    log: app.log,
  });
  const ticker = new Ticker({ payments, payouts, callbacks }, config.timing.tickMs, app.log);
  app.decorate('paygate', { payments, payouts, callbacks, ticker, clock });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-sandbox', 'true');
  });
  const limiter = new RateLimiter(clock);
  const { publicUrl, limits } = config;
  await app.register(async (scope) =>
    apiRoutes(scope, {
      accounts,
      payments,
      payouts,
      publicUrl,
      limiter,
      perMinute: limits.apiPerMinute,
      clock,
    }),
  );
  await app.register(async (scope) =>
    pageRoutes(scope, {
      accounts,
      payments,
      payouts,
      publicUrl,
      limiter,
      perMinute: limits.pagePerMinute,
      sandboxControls: config.sandboxControls,
    }),
  );
  if (config.sandboxControls)
    await app.register(async (scope) =>
      sandboxRoutes(scope, { payments, payouts, callbacks, publicUrl }),
    );
  app.get('/healthz', async () => ({
    ok: true,
    sandbox: true,
    sandboxControls: config.sandboxControls,
    pendingCallbacks: callbacks.pendingCount(),
  }));

  app.addHook('onReady', async () => ticker.start());
  app.addHook('onClose', async () => ticker.stop());
  return app;
}
