import { agentAnnouncements } from '@monsoon/contracts/agent-reports';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** The notices for agents: GET /wps/relay/MCSFE_getAgentAnnouncements. */
export const agentNoticesQuery = () =>
  queryOptions({
    queryKey: reportKeys.notices(),
    queryFn: ({ signal }) => callApi(agentAnnouncements, { signal }),
    staleTime: 5 * 60_000,
  });
