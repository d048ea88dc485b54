import type { DatabaseHandle } from '@/db/client.ts';
import { addMinutes, systemClock } from '@/lib/clock.ts';
import { createCaptchaRepository } from '@/modules/captcha/captcha.repository.ts';
import { createLoginFailuresRepository } from '@/modules/session/login-failures.repository.ts';
import { createVerificationRepository } from '@/modules/verification/verification.repository.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import type { CatalogueSync } from '@/modules/games/catalogue.sync.ts';
import { catalogueSyncJob } from '@/modules/games/games.jobs.ts';
import type { DrawsService } from '@/modules/lottery/draws/draws.service.ts';
import { lotteryDrawsJob } from '@/modules/lottery/lottery.jobs.ts';
import type { SettlementService } from '@/modules/lottery/settlement/settlement.service.ts';
import type { JobDefinition } from './boss.ts';

const DAY_MINUTES = 24 * 60;

/** Every scheduled job of the server (the catalogue sync and lottery draws and settlement need the process's own services). */
export function jobDefinitions(
  database: DatabaseHandle,
  log?: { error(obj: object, msg: string): void },
  services?: {
    catalogueSync: Pick<CatalogueSync, 'syncAll'>;
    lotteryDraws: Pick<DrawsService, 'ensureUpcoming' | 'drawDue'>;
    lotterySettlement: Pick<SettlementService, 'settleDue'>;
  },
): JobDefinition[] {
  const { db } = database;
  return [
    ...(services
      ? [
          catalogueSyncJob(services.catalogueSync),
          lotteryDrawsJob(services.lotteryDraws, systemClock, services.lotterySettlement),
        ]
      : []),
    {
      name: 'housekeeping-expired-codes',
      cron: '*/15 * * * *',
      // Expired captchas and verification codes are useless; failures older than a day are forgiven.
      run: async () => {
        const now = new Date();
        await createCaptchaRepository(db).deleteExpired(addMinutes(now, -60));
        await createVerificationRepository(db).deleteExpired(addMinutes(now, -DAY_MINUTES));
        await createLoginFailuresRepository(db).deleteOlderThan(addMinutes(now, -DAY_MINUTES));
      },
    },
    {
      name: 'ledger-check',
      cron: '30 3 * * *',
      // Nightly proof that money adds up (design/money.md §7.2); a problem is logged loudly, never fixed silently.
      run: async () => {
        const report = await checkLedger(db);
        if (!report.ok)
          log?.error({ problems: report.problems.slice(0, 50) }, 'ledger check failed');
      },
    },
  ];
}
