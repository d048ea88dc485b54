import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@/config/env.ts';
import type { DatabaseHandle } from '@/db/client.ts';
import { addMinutes, systemClock, type Clock } from '@/lib/clock.ts';
import { createRateLimiter } from '@/lib/rate-limiter.ts';
import { createAdjustmentsService } from '@/modules/admin/adjustments.service.ts';
import { createAgentReportsService } from '@/modules/agents/reports.service.ts';
import { createAuditService } from '@/modules/admin/audit.service.ts';
import { createAffiliateLinksService } from '@/modules/agents/affiliate-links.service.ts';
import { createTeamService } from '@/modules/agents/team.service.ts';
import { createAdminMembersService } from '@/modules/admin/members.service.ts';
import { createOperatorAuthService } from '@/modules/admin/operator-auth.service.ts';
import { createOperatorsService } from '@/modules/admin/operators.service.ts';
import { createAdminSettingsService } from '@/modules/admin/settings.service.ts';
import { createAgentsAdminService } from '@/modules/agents/agents-admin.service.ts';
import { createContractsAdminService } from '@/modules/agents/contracts-admin.service.ts';
import { salaryAccountsOf } from '@/modules/agents/salary-accounts.ts';
import { createSettlementRunsAdminRepository } from '@/modules/agents/settlement-runs-admin.repository.ts';
import { createSettlementRunsAdminService } from '@/modules/agents/settlement-runs-admin.service.ts';
import { createCaptchaRepository } from '@/modules/captcha/captcha.repository.ts';
import { createCaptchaService } from '@/modules/captcha/captcha.service.ts';
import { createContentRepository } from '@/modules/content/content.repository.ts';
import { createContentService } from '@/modules/content/content.service.ts';
import { createLaunchService } from '@/modules/game/launch.service.ts';
import { createCatalogueService } from '@/modules/games/catalogue.service.ts';
import { createCatalogueSync } from '@/modules/games/catalogue.sync.ts';
import { createGamesRepository } from '@/modules/games/games.repository.ts';
import { createGamesService } from '@/modules/games/games.service.ts';
import { createBettingService } from '@/modules/lottery/betting/betting.service.ts';
import { createDrawsRepository } from '@/modules/lottery/draws/draws.repository.ts';
import { createDrawsService } from '@/modules/lottery/draws/draws.service.ts';
import { createLgwService } from '@/modules/lottery/lgw.service.ts';
import { createOddsService } from '@/modules/lottery/odds/odds.service.ts';
import { createSettlementService } from '@/modules/lottery/settlement/settlement.service.ts';
import { createMemberAdminService } from '@/modules/member/member-admin.service.ts';
import { createMemberService } from '@/modules/member/member.service.ts';
import { createSecurityService, noContributions } from '@/modules/member/security.service.ts';
import { createMerchantRepository } from '@/modules/merchant/merchant.repository.ts';
import { createMerchantSettingsService } from '@/modules/merchant/merchant-settings.service.ts';
import { createMerchantService } from '@/modules/merchant/merchant.service.ts';
import { createOutbox } from '@/modules/outbox/outbox.providers.ts';
import { createOutboxRepository } from '@/modules/outbox/outbox.repository.ts';
import { createPasswordService } from '@/modules/password/password.service.ts';
import { createFactsService } from '@/modules/facts/facts.service.ts';
import { createProviderRepository } from '@/modules/provider/provider.repository.ts';
import { createPaygateProvider } from '@/modules/psp/paygate.client.ts';
import { createPspService } from '@/modules/psp/psp.service.ts';
import { createDepositsService } from '@/modules/deposits/deposits.service.ts';
import { createDepositsAdminService } from '@/modules/deposits/deposits-admin.service.ts';
import { createProviderService } from '@/modules/provider/provider.service.ts';
import { createSettlementEngine } from '@/modules/settlement/settlement.engine.ts';
import { createVendorRegistry } from '@/modules/provider/vendor-registry.ts';
import { createRegisterService } from '@/modules/register/register.service.ts';
import { createLoginFailuresRepository } from '@/modules/session/login-failures.repository.ts';
import { createSessionService } from '@/modules/session/session.service.ts';
import { createSessionStore } from '@/modules/session/session.store.ts';
import { createTransfersService } from '@/modules/transfers/transfers.service.ts';
import { createContractsService } from '@/modules/agents/contracts.service.ts';
import { createEarningsService } from '@/modules/agents/earnings.service.ts';
import { createSalaryService } from '@/modules/agents/salary.service.ts';
import { createVendorWalletsService } from '@/modules/transfers/vendor-wallets.service.ts';
import { createRecordsService } from '@/modules/records/records.service.ts';
import { createVerificationRepository } from '@/modules/verification/verification.repository.ts';
import { createVerificationService } from '@/modules/verification/verification.service.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { createMemberLedgerService } from '@/modules/wallet/member-ledger.service.ts';
import { createTransactionsService } from '@/modules/wallet/transactions.service.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { createPayeesService } from '@/modules/withdrawals/payees.service.ts';
import { createWithdrawalQueueService } from '@/modules/withdrawals/withdrawal-queue.service.ts';
import { createWithdrawalsService } from '@/modules/withdrawals/withdrawals.service.ts';
import { createC2cService } from '@/modules/c2c/c2c.service.ts';

/** What every module is built from. */
export interface Deps {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
}

const DAY_MINUTES = 24 * 60;

/**
 * The composition root (design/style.md §17): every repository and service of the server is built
 * here, once, and nowhere else. Routes and jobs receive services only; a module that needs another
 * module's data asks that module's service.
 */
export function createServices(deps: Deps) {
  const { clock, log, env } = deps;
  const { db } = deps.database;

  // Repositories shared by several services.
  const providerRepo = createProviderRepository(db);
  const gamesRepo = createGamesRepository(db);
  const captchaRepo = createCaptchaRepository(db);
  const verificationRepo = createVerificationRepository(db);
  const loginFailures = createLoginFailuresRepository(db);

  const merchants = createMerchantService(createMerchantRepository(db), env.DEFAULT_MERCHANT);
  const sessions = createSessionStore(db, clock, env.SESSION_IDLE_MINUTES);
  /** Rate limits of login, codes, captcha, registration (Redis-backed with REDIS_URL). */
  const limiter = createRateLimiter(env.REDIS_URL, () => clock.now().getTime(), env.REDIS_PREFIX);
  /** The SMS and e-mail providers (the outbox). */
  const outbox = createOutbox(createOutboxRepository(db), clock);
  const captcha = createCaptchaService(captchaRepo, clock, limiter);
  /** Accounts and role checks (requireRealAccount, requireAgent). */
  const members = createMemberService(db, clock, merchants);
  const verification = createVerificationService({
    db,
    clock,
    limiter,
    sms: outbox.sms,
    email: outbox.email,
    merchants,
    members,
  });
  const accountDeps = { db, clock, limiter, merchants, members, verification, captcha, sessions };
  const session = createSessionService({ ...accountDeps, failures: loginFailures });
  /** Agents' affiliate links; their codes register members like an agent's own code. */
  const affiliateLinks = createAffiliateLinksService({ db, clock, merchants, members });
  const register = createRegisterService({
    ...accountDeps,
    inviteCodes: affiliateLinks.resolveCode,
  });
  const password = createPasswordService({
    db,
    limiter,
    merchants,
    members,
    verification,
    sessions,
    email: outbox.email,
  });
  /** The back office's audit log (design/architecture.md §10): every operator task writes it in its transaction. */
  const audit = createAuditService({ db, clock });
  /** Payees (bank cards, e-wallets, crypto addresses), the withdrawal password, and payee removal. */
  const payees = createPayeesService({ db, clock, limiter, members, verification, audit });
  /**
   * The security centre: profile, mobile and e-mail binding. Other modules contribute to its answer
   * here (the withdrawals module: its count of bound payees).
   */
  const security = createSecurityService({
    db,
    clock,
    limiter,
    verification,
    contributions: { ...noContributions, bankCardCount: (m, id) => payees.count(m, id) },
  });
  const content = createContentService({
    repo: createContentRepository(db),
    merchants,
    limiter,
    clock,
  });

  /** Accounts and balances over the ledger (the transfer service is `wallet.ledger`). */
  const wallet = createWalletService(db, clock);
  /** The member's transaction history over the ledger (ODSFE2_MemTransDet). */
  const transactions = createTransactionsService(db, clock);
  /** Game vendors of every merchant, in memory (signatures are checked before database access). */
  const vendors = createVendorRegistry(providerRepo, () => clock.now().getTime());
  /** The vendor wallet API: bets, wins and rollbacks of every vendor, and the members' rounds. */
  const provider = createProviderService({
    db,
    clock,
    wallet,
    members: {
      async find(merchantId, memberId) {
        const m = await members.findById(merchantId, memberId);
        return m ? { status: m.status, type: m.type, language: m.language } : null;
      },
    },
  });
  /**
   * The payment providers (design/money.md §11): the sandbox PSP when its secret is configured. Deposits
   * and withdrawals register the handlers of its payment and payout callbacks.
   */
  const publicUrl = (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, '');
  // Signatures between processes are checked against the wall clock: `clock` is the business clock,
  // which a test may move on (PUT /dev/clock), and the PSP signs with its own wall clock.
  const psp = createPspService({
    clock: systemClock,
    bindings: env.PAYGATE_SECRET
      ? [
          {
            code: 'paygate',
            accountId: env.PAYGATE_ACCOUNT,
            sandbox: true,
            callbackUrl: `${publicUrl}/psp/v1/paygate/callback`,
            provider: createPaygateProvider({
              baseUrl: env.PAYGATE_URL,
              accountId: env.PAYGATE_ACCOUNT,
              secret: env.PAYGATE_SECRET,
              now: () => Date.now(),
            }),
          },
        ]
      : [],
  });
  /**
   * Deposits (design/money.md §11): payment orders at the PSPs, credited once by the PSP's payment
   * callbacks (registered here) or the reconciliation job.
   */
  const deposits = createDepositsService({
    db,
    clock,
    wallet,
    psp,
    limiter,
    returnUrl: `${publicUrl}/?mc=depositv2`,
    log,
  });
  psp.onEvent('payment', (binding, event) => deposits.onPaymentCallback(binding, event));
  /** Each merchant's game catalogue in memory (launches resolve games through it). */
  const catalogue = createCatalogueService({ repo: gamesRepo, clock, log });
  /** Keeps the catalogue in step with the vendors' feeds (start-up, the `catalogue-sync` job, tests). */
  const catalogueSync = createCatalogueSync({
    repo: gamesRepo,
    vendors: providerRepo,
    catalogue,
    clock,
    log,
  });
  const games = createGamesService({ catalogue, repo: gamesRepo, clock });
  const launches = createLaunchService({ clock, vendors, wallet, catalogue, repo: providerRepo });

  /** The lottery's platform-wide draws: created ahead, revealed at their time (the draw loop and job, lgw reads). */
  const lotteryDraws = createDrawsService(createDrawsRepository(db));
  /** Each merchant's lottery odds (defaults per prize mode unless set); bets copy them onto tickets. */
  const lotteryOdds = createOddsService(db);
  /** Lottery bets: tickets and their stake in one movement (lgw betting, orders, recent, popular). */
  const lotteryBetting = createBettingService({
    db,
    wallet,
    draws: lotteryDraws,
    odds: lotteryOdds,
  });
  /** Pays drawn draws' tickets exactly once, on any number of processes (the draw tick). */
  const lotterySettlement = createSettlementService({ db, wallet });
  const lgw = createLgwService({ draws: lotteryDraws, betting: lotteryBetting, clock });
  /** Wager facts' consumers (the member-day totals, later salaries and rebates) and their reads. */
  const facts = createFactsService({ db, ledger: wallet.ledger });

  /** The agent's team: its tree, a member's detail, registering and promoting downlines (decision 0068). */
  const agentTeam = createTeamService({ db, members, wallet, register });

  /** Transfers between members: members to their upline, agents to their direct downlines. */
  const transfers = createTransfersService({ db, wallet, members });
  /** Agent contracts between uplines and direct downlines (money.md §13, decision 0068). */
  const agentContracts = createContractsService({ db, clock, members });
  /** What contracts earned agents, as the salary and dividend pages list it. */
  const agentEarnings = createEarningsService({ db, clock });
  /** The settlement engine of agent pay runs (the pay jobs and the back office's re-run share it). */
  const agentPayEngine = createSettlementEngine({ db, ledger: wallet.ledger });
  /** Agent pay: real-time, hourly and daily salary and dividends, paid by the settlement engine. */
  const agentSalary = createSalaryService({
    db,
    clock,
    wallet,
    engine: agentPayEngine,
    drainFacts: () => facts.consumeAll(),
  });
  /** The main wallet and the vendor wallets of a multi-wallet merchant (transfers, recall). */
  const vendorWallets = createVendorWalletsService({ db, wallet, vendors });
  /** Betting records and P&L from wager facts (personalHistoryCopy, personalProfit). */
  const records = createRecordsService({ db, clock, facts });
  /** The agent centre's reports over the caller's team (decision 0068) and the agent notices. */
  const agentReports = createAgentReportsService({ db, clock, content });

  /** The back office (design/architecture.md §10): operators, sessions and their tasks. */
  const operatorAuth = createOperatorAuthService({
    db,
    clock,
    limiter,
    audit,
    idleMinutes: env.ADMIN_SESSION_IDLE_MINUTES,
  });
  const memberLedger = createMemberLedgerService(db);
  const admin = {
    audit,
    operatorAuth,
    operators: createOperatorsService({ db, clock, audit }),
    members: createAdminMembersService({
      db,
      audit,
      members,
      memberAdmin: createMemberAdminService(db),
      sessions,
      ledger: memberLedger,
    }),
    adjustments: createAdjustmentsService({
      db,
      clock,
      audit,
      members,
      wallet,
      ledger: memberLedger,
    }),
    settings: createAdminSettingsService({
      db,
      audit,
      settings: createMerchantSettingsService({ db, merchants }),
    }),
  };

  /** Agent pay runs by id, for the back office's re-run of a failed one. */
  const agentPayRuns = createSettlementRunsAdminRepository(db);
  /** The back office's agent screens: the tree and agent types, contracts, settlement runs. */
  const agentsAdmin = {
    agents: createAgentsAdminService({ db, clock, audit }),
    contracts: createContractsAdminService({ db, clock, audit, scaleOf: memberLedger.scaleOf }),
    runs: createSettlementRunsAdminService({
      db,
      clock,
      audit,
      scaleOf: memberLedger.scaleOf,
      rerun: {
        /** Pays what a run still owes, exactly once per beneficiary, and closes it (settleRun). */
        async rerunSettlementRun(runId) {
          const run = await agentPayRuns.ref(runId);
          if (!run) throw new Error(`settlement run ${runId} not found`);
          return agentPayEngine.settleRun(run, salaryAccountsOf(wallet), clock.now());
        },
      },
    }),
  };

  /** The back office's deposit channels and payment orders (audited like every operator task). */
  const depositsAdmin = createDepositsAdminService({ db, clock, audit, psp });
  /**
   * Withdrawals (design/money.md §12): requests hold the money; approvals ask the PSP for payouts,
   * whose signed callbacks capture or release the hold.
   */
  /**
   * C2C (design/money.md §12, decisions 0053-0055): approved bank withdrawals of a merchant with C2C on
   * are paid by other members' deposits instead of the PSP; the withdrawals module hands them over.
   */
  const c2c = createC2cService({
    db,
    clock,
    log,
    wallet,
    audit,
    payees,
    merchantById: (id) => merchants.findById(id),
  });
  const withdrawals = {
    payees,
    /** The back office's queue, with its filter for withdrawals flagged for review. */
    queue: createWithdrawalQueueService({ db }),
    withdrawals: createWithdrawalsService({
      db,
      clock,
      log,
      limiter,
      wallet,
      psp,
      audit,
      payees,
      verification,
      c2cTakes: (merchantId, id) => c2c.takeApproved(merchantId, id),
    }),
  };
  psp.onEvent('payout', (binding, event) => withdrawals.withdrawals.onPayout(binding, event));

  /** Maintenance of the process's own tables (the housekeeping and ledger-check jobs). */
  const housekeeping = {
    /** Expired captchas and verification codes are useless; login failures older than a day are forgiven. */
    async sweepExpired(now: Date): Promise<void> {
      await captchaRepo.deleteExpired(addMinutes(now, -60));
      await verificationRepo.deleteExpired(addMinutes(now, -DAY_MINUTES));
      await loginFailures.deleteOlderThan(addMinutes(now, -DAY_MINUTES));
      await operatorAuth.sweepChallenges(now);
    },
    /** The replay checker over the whole ledger (design/money.md §7.2). */
    checkLedger: () => checkLedger(db),
  };

  return {
    /** The process's clock (a shiftable one under the dev controls): jobs and loops read time from it. */
    clock,
    merchants,
    sessions,
    limiter,
    outbox,
    captcha,
    members,
    verification,
    session,
    register,
    affiliateLinks,
    agentTeam,
    password,
    security,
    content,
    wallet,
    transactions,
    vendors,
    provider,
    psp,
    deposits,
    depositsAdmin,
    catalogue,
    catalogueSync,
    games,
    launches,
    lotteryDraws,
    lotteryOdds,
    lotteryBetting,
    lotterySettlement,
    lgw,
    admin,
    agentsAdmin,
    facts,
    transfers,
    agentContracts,
    agentEarnings,
    agentSalary,
    vendorWallets,
    records,
    agentReports,
    withdrawals,
    c2c,
    housekeeping,
  };
}
export type Services = ReturnType<typeof createServices>;

/** What a module's register function receives: configuration, the clock and the services, never the database. */
export interface ModuleContext {
  env: Env;
  clock: Clock;
  log: FastifyBaseLogger;
  services: Services;
}
