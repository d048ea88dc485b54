import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { catalogueFeed, titleOfGame } from '@/catalogue/catalogue.ts';
import type { StudioConfig } from '@/config.ts';
import { lazyClientBundle } from '@/server/client-bundle.ts';
import { LaunchStore } from '@/server/launch-store.ts';
import { loggerOptions } from '@/server/logger.ts';
import { pageRoutes } from '@/server/page-routes.ts';
import { PendingSettler } from '@/server/pending-settler.ts';
import { RateLimiter } from '@/server/rate-limit.ts';
import { RoundStore } from '@/server/round-store.ts';
import { SeedStore } from '@/server/seed-store.ts';
import { SlotService } from '@/server/slot-service.ts';
import { slotRoutes } from '@/server/slot-routes.ts';
import { loadUiStrings } from '@/server/ui-strings.ts';
import { vendorRoutes } from '@/server/vendor-routes.ts';
import { WalletClient } from '@/server/wallet-client.ts';

/** What tests reach into besides HTTP: the stores and the background loop. */
export interface StudioParts {
  launches: LaunchStore;
  rounds: RoundStore;
  seeds: SeedStore;
  service: SlotService;
  settler: PendingSettler;
}

declare module 'fastify' {
  interface FastifyInstance {
    studio: StudioParts;
  }
}

/**
 * The studio as a Fastify instance (not listening): vendor endpoints for the Monsoon server, the game
 * page and its JSON API. Pending rounds settle in the background from `ready` until `close`.
 */
export async function buildStudio(config: StudioConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });
  const launches = new LaunchStore(config.dataDir);
  const rounds = new RoundStore(config.dataDir);
  const seeds = new SeedStore(config.dataDir);
  const wallet = new WalletClient({
    serverUrl: config.serverUrl,
    vendorCode: config.vendorCode,
    secret: config.walletSecret,
    timing: config.wallet,
    log: app.log,
  });
  // Launches, rounds and wallet calls carry the catalogue's game id (a brand's id); it names the title played.
  const findTitle = titleOfGame;
  const service = new SlotService({ launches, seeds, rounds, wallet, findTitle, log: app.log });
  // A dropped demo launch takes its demo balance, seeds and history with it (demo keys are the token).
  launches.onDemoEvicted = (token) => {
    service.forgetDemo(token);
    seeds.forget(token);
    rounds.forget(token);
  };
  const settler = new PendingSettler(rounds, service, config.wallet.settleEveryMs, app.log);
  app.decorate('studio', { launches, rounds, seeds, service, settler });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  const catalogue = catalogueFeed(config.publicUrl, config.maintenance);
  await app.register(async (scope) =>
    vendorRoutes(scope, {
      secret: config.walletSecret,
      publicUrl: config.publicUrl,
      launches,
      catalogue,
      findTitle,
    }),
  );
  await app.register(async (scope) =>
    slotRoutes(scope, { service, limiter: new RateLimiter(), findTitle }),
  );
  await app.register(async (scope) =>
    pageRoutes(scope, { findTitle, bundle: lazyClientBundle(), strings: loadUiStrings() }),
  );
  app.get('/health', async () => ({ ok: true, pendingRounds: rounds.pending().length }));

  app.addHook('onReady', async () => settler.start());
  app.addHook('onClose', async () => settler.stop());
  return app;
}
