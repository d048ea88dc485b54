import type { TransactionHistoryQuery } from '@monsoon/contracts/transactions';

/** Query keys of the transaction history (style §18): used by the hook and every invalidation. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (filter: Partial<TransactionHistoryQuery>) =>
    [...transactionKeys.all, 'list', filter] as const,
};
