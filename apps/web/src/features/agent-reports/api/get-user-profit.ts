import { userProfit, type UserProfitQuery } from '@monsoon/contracts/agent-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** Members per page. */
export const PROFIT_PAGE_SIZE = 20;

/** A range (absent: the merchant's last 7 days), a member and a page. */
export type ProfitFilter = Pick<UserProfitQuery, 'startDate' | 'endDate' | 'account'> & {
  pageNo: number;
};

/** Each team member's bets and money: GET /wps/report/downlineLottoPNL. */
export const userProfitQuery = (filter: ProfitFilter) =>
  queryOptions({
    queryKey: reportKeys.profit(filter),
    queryFn: ({ signal }) =>
      callApi(userProfit, { query: { ...filter, pageSize: PROFIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
