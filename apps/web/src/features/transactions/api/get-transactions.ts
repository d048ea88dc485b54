import { transactionHistory, type TransactionHistoryQuery } from '@monsoon/contracts/transactions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

/** Transactions per page. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** What the page asks for: a type, a range (absent: the merchant's last 7 days) and a page. */
export type TransactionFilter = Pick<TransactionHistoryQuery, 'type' | 'startDate' | 'endDate'> & {
  pageNo: number;
};

/** One page of the member's wallet movements: GET /wps/relay/ODSFE2_MemTransDet. */
export const transactionsQuery = (filter: TransactionFilter) =>
  queryOptions({
    queryKey: transactionKeys.list(filter),
    queryFn: ({ signal }) =>
      callApi(transactionHistory, {
        query: { ...filter, pageSize: TRANSACTIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
