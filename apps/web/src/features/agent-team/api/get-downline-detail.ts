import { downlineDetail } from '@monsoon/contracts/agent-team';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** A team member in detail: GET /wps/relay/MCSFE_getDownlineDetail. */
export const downlineDetailQuery = (memberId: number) =>
  queryOptions({
    queryKey: teamKeys.detail(memberId),
    queryFn: ({ signal }) => callApi(downlineDetail, { query: { memberId }, signal }),
  });
