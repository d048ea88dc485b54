import { teamOverview, type TeamPeriod } from '@monsoon/contracts/agent-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** The team overview of one period: GET /wps/relay/MCSFE_getTeamOverview. */
export const teamOverviewQuery = (period: TeamPeriod) =>
  queryOptions({
    queryKey: reportKeys.overview({ period }),
    queryFn: ({ signal }) => callApi(teamOverview, { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });
