import { promoteDownline } from '@monsoon/contracts/agent-team';
import { callApi } from '@/lib/api-client';

/** Makes a direct downline an agent: PUT /wps/agent/promoteDownlineToAgent. */
export const sendPromote = (downlineId: number) =>
  callApi(promoteDownline, { body: { downlineId } });
