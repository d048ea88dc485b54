import { teamTransactions, type TeamTransactionsQuery } from '@monsoon/contracts/agent-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** Movements per page. */
export const TEAM_TRANSACTIONS_PAGE_SIZE = 20;

/** A range (absent: the merchant's last 7 days), a member, a type and a page. */
export type TeamTransactionFilter = Pick<
  TeamTransactionsQuery,
  'startDate' | 'endDate' | 'account' | 'type'
> & { pageNo: number };

/** The team's wallet movements: GET /wps/report/downlineTransaction. */
export const teamTransactionsQuery = (filter: TeamTransactionFilter) =>
  queryOptions({
    queryKey: reportKeys.transactions(filter),
    queryFn: ({ signal }) =>
      callApi(teamTransactions, {
        query: { ...filter, pageSize: TEAM_TRANSACTIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
