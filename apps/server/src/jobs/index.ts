import type { Services } from '@/services.ts';
import { factConsumersJob } from '@/modules/facts/facts.jobs.ts';
import { catalogueSyncJob } from '@/modules/games/games.jobs.ts';
import { lotteryDrawsJob } from '@/modules/lottery/lottery.jobs.ts';
import { depositReconcileJob } from '@/modules/deposits/deposits.jobs.ts';
import { withdrawalPayoutsJob } from '@/modules/withdrawals/withdrawals.jobs.ts';
import { c2cAutoConfirmJob, c2cPaymentDeadlineJob } from '@/modules/c2c/c2c.jobs.ts';
import { periodicSalaryJob, realtimeSalaryJob } from '@/modules/agents/salary.jobs.ts';
import type { JobDefinition } from './boss.ts';

/** Every scheduled job of the server; jobs receive services only (the composition root builds them). */
export function jobDefinitions(
  services: Pick<
    Services,
    | 'catalogueSync'
    | 'lotteryDraws'
    | 'lotterySettlement'
    | 'housekeeping'
    | 'clock'
    | 'facts'
    | 'deposits'
    | 'withdrawals'
    | 'c2c'
    | 'agentSalary'
  >,
  log?: { error(obj: object, msg: string): void },
): JobDefinition[] {
  return [
    catalogueSyncJob(services.catalogueSync),
    lotteryDrawsJob(services.lotteryDraws, services.clock, services.lotterySettlement),
    factConsumersJob(services.facts),
    depositReconcileJob(services.deposits),
    withdrawalPayoutsJob(services.withdrawals.withdrawals),
    c2cAutoConfirmJob(services.c2c),
    c2cPaymentDeadlineJob(services.c2c),
    realtimeSalaryJob(services.agentSalary),
    periodicSalaryJob(services.agentSalary),
    {
      name: 'housekeeping-expired-codes',
      cron: '*/15 * * * *',
      run: () => services.housekeeping.sweepExpired(services.clock.now()),
    },
    {
      name: 'ledger-check',
      cron: '30 3 * * *',
      // Nightly proof that money adds up (design/money.md §7.2); a problem is logged loudly, never fixed silently.
      run: async () => {
        const report = await services.housekeeping.checkLedger();
        if (!report.ok)
          log?.error({ problems: report.problems.slice(0, 50) }, 'ledger check failed');
      },
    },
  ];
}
