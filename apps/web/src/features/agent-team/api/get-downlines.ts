import { agentDownlines } from '@monsoon/contracts/agent-team';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** One page of a team level, or of the search hits: GET /wps/agent/downlines. */
export const downlinesQuery = (query: {
  parentId?: number;
  account?: string;
  pageNo: number;
  pageSize: number;
}) =>
  queryOptions({
    queryKey: teamKeys.downlines(query),
    queryFn: ({ signal }) => callApi(agentDownlines, { query, signal }),
    placeholderData: (previous) => previous,
  });
