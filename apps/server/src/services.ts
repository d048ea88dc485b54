import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@/config/env.ts';
import type { DatabaseHandle } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { createRateLimiter } from '@/lib/rate-limiter.ts';
import { createCaptchaRepository } from '@/modules/captcha/captcha.repository.ts';
import { createCaptchaService } from '@/modules/captcha/captcha.service.ts';
import { createMemberService } from '@/modules/member/member.service.ts';
import { createMerchantRepository } from '@/modules/merchant/merchant.repository.ts';
import { createMerchantService } from '@/modules/merchant/merchant.service.ts';
import { createOutbox } from '@/modules/outbox/outbox.providers.ts';
import { createOutboxRepository } from '@/modules/outbox/outbox.repository.ts';
import { createSessionStore } from '@/modules/session/session.store.ts';
import { createVerificationService } from '@/modules/verification/verification.service.ts';
import { createProviderRepository } from '@/modules/provider/provider.repository.ts';
import { createVendorRegistry } from '@/modules/provider/vendor-registry.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { createCatalogueService } from '@/modules/games/catalogue.service.ts';
import { createCatalogueSync } from '@/modules/games/catalogue.sync.ts';
import { createGamesRepository } from '@/modules/games/games.repository.ts';
import { createDrawsRepository } from '@/modules/lottery/draws/draws.repository.ts';
import { createDrawsService } from '@/modules/lottery/draws/draws.service.ts';
import { createBettingService } from '@/modules/lottery/betting/betting.service.ts';
import { createOddsService } from '@/modules/lottery/odds/odds.service.ts';
import { createSettlementService } from '@/modules/lottery/settlement/settlement.service.ts';

/** What every module is built from. */
export interface Deps {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The services shared across modules; a module's own services are built by its register function. */
export function createServices(deps: Deps) {
  const { db } = deps.database;
  const merchants = createMerchantService(createMerchantRepository(db), deps.env.DEFAULT_MERCHANT);
  const sessions = createSessionStore(db, deps.clock, deps.env.SESSION_IDLE_MINUTES);
  /** Rate limits of login, codes, captcha, registration (Redis-backed with REDIS_URL). */
  const limiter = createRateLimiter(
    deps.env.REDIS_URL,
    () => deps.clock.now().getTime(),
    deps.env.REDIS_PREFIX,
  );
  /** The SMS and e-mail providers (the outbox). */
  const outbox = createOutbox(createOutboxRepository(db), deps.clock);
  const captcha = createCaptchaService(createCaptchaRepository(db), deps.clock, limiter);
  /** Accounts and role checks (requireRealAccount, requireAgent). */
  const members = createMemberService(db, deps.clock, merchants);
  const verification = createVerificationService({
    db,
    clock: deps.clock,
    limiter,
    sms: outbox.sms,
    merchants,
    members,
  });
  /** Accounts and balances over the ledger (the transfer service is `wallet.ledger`). */
  const wallet = createWalletService(db);
  /** Game vendors of every merchant, in memory (signatures are checked before database access). */
  const vendors = createVendorRegistry(createProviderRepository(db), () =>
    deps.clock.now().getTime(),
  );
  /** Each merchant's game catalogue in memory (launches resolve games through it). */
  const catalogue = createCatalogueService({
    repo: createGamesRepository(db),
    clock: deps.clock,
    log: deps.log,
  });
  /** Keeps the catalogue in step with the vendors' feeds (start-up, the `catalogue-sync` job, tests). */
  const catalogueSync = createCatalogueSync({
    repo: createGamesRepository(db),
    vendors: createProviderRepository(db),
    catalogue,
    clock: deps.clock,
    log: deps.log,
  });
  /** The lottery's platform-wide draws: created ahead, revealed at their time (the draw loop and job, lgw reads). */
  const lotteryDraws = createDrawsService(createDrawsRepository(db));
  /** Lottery bets: tickets and their stake in one movement (lgw betting, orders, recent, popular). */
  /** Each merchant's lottery odds (defaults per prize mode unless set); bets copy them onto tickets. */
  const lotteryOdds = createOddsService(db);
  const lotteryBetting = createBettingService({
    db,
    wallet,
    draws: lotteryDraws,
    odds: lotteryOdds,
  });
  /** Pays drawn draws' tickets exactly once, on any number of processes (the draw tick). */
  const lotterySettlement = createSettlementService({ db, wallet });
  return {
    merchants,
    sessions,
    limiter,
    outbox,
    captcha,
    members,
    verification,
    wallet,
    vendors,
    catalogue,
    catalogueSync,
    lotteryDraws,
    lotteryOdds,
    lotteryBetting,
    lotterySettlement,
  };
}
export type Services = ReturnType<typeof createServices>;

/** What a module's register function receives. */
export interface ModuleContext extends Deps {
  services: Services;
}
