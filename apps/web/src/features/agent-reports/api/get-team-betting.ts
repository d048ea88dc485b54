import { teamBetting, type TeamBettingQuery } from '@monsoon/contracts/agent-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** Rows per page of the member view. */
export const BETTING_PAGE_SIZE = 20;

/** A range (absent: the merchant's last 7 days), a product, a member, the grouping and a page. */
export type BettingFilter = Pick<
  TeamBettingQuery,
  'startDate' | 'endDate' | 'productType' | 'account' | 'view'
> & { pageNo: number };

/** The team's bets per product or per member: GET /wps/report/teamPVPRNGBetting. */
export const teamBettingQuery = (filter: BettingFilter) =>
  queryOptions({
    queryKey: reportKeys.betting(filter),
    queryFn: ({ signal }) =>
      callApi(teamBetting, { query: { ...filter, pageSize: BETTING_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
