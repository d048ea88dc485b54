import { registeredAffiliates } from '@monsoon/contracts/agent-team';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** Members registered through the agent's links (one or all): GET /wps/agent/registeredAffiliates. */
export const registeredQuery = (linkId: number | null, pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: teamKeys.registered(linkId, pageNo),
    queryFn: ({ signal }) =>
      callApi(registeredAffiliates, {
        query: { ...(linkId === null ? {} : { affiUrlId: linkId }), pageNo, pageSize },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
