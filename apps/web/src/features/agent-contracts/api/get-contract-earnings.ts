import { contractEarnings } from '@monsoon/contracts/agent-contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { contractKeys, type EarningsFilter } from './contract-keys';

/** Earnings per page. */
export const EARNINGS_PAGE_SIZE = 20;

/** One page of the agent's earnings of a kind, newest first, with the range's sums. */
export const contractEarningsQuery = (filter: EarningsFilter) =>
  queryOptions({
    queryKey: contractKeys.earnings(filter),
    queryFn: ({ signal }) =>
      callApi(contractEarnings, { query: { ...filter, pageSize: EARNINGS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
