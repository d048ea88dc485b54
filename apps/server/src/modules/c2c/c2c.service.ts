import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { c2cApplies, createC2cContext, type C2cDeps } from './c2c.context.ts';
import { createC2cCancelService } from './c2c-cancel.service.ts';
import { createC2cDeadlinesService } from './c2c-deadlines.service.ts';
import { createC2cDepositsService } from './c2c-deposits.service.ts';
import { createC2cDisputesService } from './c2c-disputes.service.ts';
import { createC2cPoolService } from './c2c-pool.service.ts';
import { createC2cReceiptsService } from './c2c-receipts.service.ts';

/**
 * C2C (design/money.md §5, §12; decisions 0053-0055): approved bank withdrawals of a merchant with C2C on
 * enter a pool instead of the PSP; a C2C deposit is matched at once, FIFO, to open withdrawals outside
 * the depositor's team, each slice a hold of its own split off the withdrawal's; the depositor pays the
 * payee and uploads proof; the withdrawer answers received (the slice captured to the depositor),
 * partly (that much captured, the rest back to the pool) or not received (a dispute for the operator).
 * No answer by the deadline counts as received (`autoConfirm`, the same compare-and-set). Every step is
 * one transaction, written to the match's events and the audit log.
 *
 * One service, built from its parts by responsibility: the pool (c2c-pool), the cancel of what is
 * open in it (c2c-cancel), deposits and proofs of payment (c2c-deposits), the withdrawer's answers (c2c-receipts), the back office's list and
 * disputes (c2c-disputes) and the deadlines the jobs enforce (c2c-deadlines).
 */
export function createC2cService(deps: C2cDeps) {
  const ctx = createC2cContext(deps);
  return {
    applies: (merchant: MerchantRow) => c2cApplies(merchant.settings.withdrawals),
    confirmMinutes: (merchant: MerchantRow) => merchant.settings.withdrawals.c2cConfirmMinutes,
    ...createC2cPoolService(ctx),
    ...createC2cCancelService(ctx),
    ...createC2cDepositsService(ctx),
    ...createC2cReceiptsService(ctx),
    ...createC2cDisputesService(ctx),
    ...createC2cDeadlinesService(ctx),
  };
}
export type C2cService = ReturnType<typeof createC2cService>;
