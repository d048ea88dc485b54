import type { JobDefinition } from '@/jobs/boss.ts';
import type { C2cService } from './c2c.service.ts';

/**
 * Every minute: C2C payments past their deadline with no answer count as received (design/money.md §5),
 * through the same lock and compare-and-set as the withdrawer's answer.
 */
export const c2cAutoConfirmJob = (c2c: Pick<C2cService, 'autoConfirm'>): JobDefinition => ({
  name: 'c2c-auto-confirm',
  cron: '* * * * *',
  run: async () => {
    while ((await c2c.autoConfirm()) > 0);
  },
});

/**
 * Every minute: C2C matches whose depositor did not pay (no proof) by the deadline expire, their money
 * back in the withdrawal's pool (decision 0060), through the same lock and compare-and-set as the
 * proof upload.
 */
export const c2cPaymentDeadlineJob = (c2c: Pick<C2cService, 'expireUnpaid'>): JobDefinition => ({
  name: 'c2c-payment-deadline',
  cron: '* * * * *',
  run: async () => {
    while ((await c2c.expireUnpaid()) > 0);
  },
});
