import { transferEnabled } from '@monsoon/contracts/agent-team';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** Whether this agent may transfer to its direct downlines: GET /wps/agent/transferEnabled. */
export const transferEnabledQuery = () =>
  queryOptions({
    queryKey: teamKeys.transferEnabled(),
    queryFn: ({ signal }) => callApi(transferEnabled, { signal }),
    staleTime: 5 * 60_000,
  });
