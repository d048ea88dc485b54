import { betRecords, type BetRecordsQuery } from '@monsoon/contracts/records';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { recordKeys } from './record-keys';

/** Bets per page. */
export const RECORDS_PAGE_SIZE = 20;

/** A product, a range (absent: the merchant's last 7 days) and a page. */
export type BetFilter = Pick<BetRecordsQuery, 'productType' | 'startDate' | 'endDate'> & {
  pageNo: number;
};

/** One page of the member's settled bets: GET /wps/relay/ODSFE2_getPersonalHistory. */
export const betRecordsQuery = (filter: BetFilter) =>
  queryOptions({
    queryKey: recordKeys.bets(filter),
    queryFn: ({ signal }) =>
      callApi(betRecords, { query: { ...filter, pageSize: RECORDS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
