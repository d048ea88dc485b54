import { income, type IncomeQuery } from '@monsoon/contracts/agent-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** Earnings per page. */
export const INCOME_PAGE_SIZE = 20;

/** A range (absent: the merchant's last 7 days), a contract kind and a page. */
export type IncomeFilter = Pick<IncomeQuery, 'startDate' | 'endDate' | 'kind'> & {
  pageNo: number;
};

/** The agent's own contract earnings: GET /wps/report/income. */
export const incomeQuery = (filter: IncomeFilter) =>
  queryOptions({
    queryKey: reportKeys.income(filter),
    queryFn: ({ signal }) =>
      callApi(income, { query: { ...filter, pageSize: INCOME_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
