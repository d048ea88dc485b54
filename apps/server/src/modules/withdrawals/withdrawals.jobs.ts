import type { JobDefinition } from '@/jobs/boss.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

/**
 * Every minute, the payout reconciliation: approved withdrawals whose payout the PSP did not confirm
 * creating (no answer, a timeout, a refusal that does not prove nothing was created) are asked for
 * again with the same request, which the PSP treats idempotently; paying ones whose callback did not
 * come are looked up (`getPayout`) and a final answer applied as its callback would be. Each row at
 * most every PAYOUT_RECHECK_MS, least recently asked first; a payout still unanswered after
 * PAYOUT_ATTEMPTS_BEFORE_REVIEW attempts is flagged for review and asked every PAYOUT_SLOW_RECHECK_MS.
 */
export const withdrawalPayoutsJob = (
  withdrawals: Pick<WithdrawalsService, 'reconcilePayouts'>,
): JobDefinition => ({
  name: 'withdrawal-payouts',
  cron: '* * * * *',
  run: async () => {
    await withdrawals.reconcilePayouts();
  },
});
