import type { JobDefinition } from '@/jobs/boss.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

/**
 * Every minute: approved withdrawals whose payout the PSP did not confirm creating (no answer, a
 * timeout) are asked for again with the same payout reference, which the PSP treats idempotently.
 */
export const withdrawalPayoutsJob = (
  withdrawals: Pick<WithdrawalsService, 'dispatchApproved'>,
): JobDefinition => ({
  name: 'withdrawal-payouts',
  cron: '* * * * *',
  run: async () => {
    await withdrawals.dispatchApproved();
  },
});
