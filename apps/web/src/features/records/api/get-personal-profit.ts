import { personalProfit, type PersonalProfitQuery } from '@monsoon/contracts/records';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { recordKeys } from './record-keys';

/** The member's P&L per product over a range: GET /wps/relay/ODSFE2_getPersonalProfit. */
export const personalProfitQuery = (filter: Pick<PersonalProfitQuery, 'startDate' | 'endDate'>) =>
  queryOptions({
    queryKey: recordKeys.profit(filter),
    queryFn: ({ signal }) => callApi(personalProfit, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
