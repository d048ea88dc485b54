import type { JobDefinition } from '@/jobs/boss.ts';
import type { DepositsService } from './deposits.service.ts';

/**
 * Every minute: open payment orders past their expiry are looked up at the PSP (its status API) and
 * settled through the callback's path, so an abandoned callback still credits once (money.md §11).
 */
export const depositReconcileJob = (
  deposits: Pick<DepositsService, 'reconcile'>,
): JobDefinition => ({
  name: 'deposit-reconcile',
  cron: '* * * * *',
  run: async () => {
    await deposits.reconcile();
  },
});
