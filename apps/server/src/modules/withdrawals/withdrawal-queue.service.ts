import type { Database } from '@/db/client.ts';
import { createWithdrawalsRepository } from './withdrawals.repository.ts';

/** What the back office's withdrawal queue is filtered by. */
export interface QueueFilter {
  status?: string | undefined;
  memberId?: number | undefined;
  /** Only withdrawals flagged for review (`review_reason` set). */
  review?: boolean | undefined;
}

/**
 * The back office's withdrawal queue (newest first), with the filter for withdrawals flagged for
 * review. Reads only: approvals and rejections stay with the withdrawals service.
 */
export function createWithdrawalQueueService(deps: { db: Database }) {
  const repo = createWithdrawalsRepository(deps.db);
  return {
    queue: (merchantId: number, filter: QueueFilter, page: { offset: number; limit: number }) =>
      repo.list(
        {
          merchantId,
          memberId: filter.memberId,
          status: filter.status,
          review: filter.review,
        },
        page,
      ),
  };
}
export type WithdrawalQueueService = ReturnType<typeof createWithdrawalQueueService>;
