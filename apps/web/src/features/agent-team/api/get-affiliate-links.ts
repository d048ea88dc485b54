import { affiliateUrls } from '@monsoon/contracts/agent-team';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** The agent's live affiliate links: GET /wps/agent/affiliateUrls. */
export const affiliateLinksQuery = () =>
  queryOptions({
    queryKey: teamKeys.links(),
    queryFn: ({ signal }) => callApi(affiliateUrls, { signal }),
  });
