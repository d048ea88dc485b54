import { createAffiliateUrl } from '@monsoon/contracts/agent-team';
import { callApi } from '@/lib/api-client';

/** Creates an affiliate link: POST /wps/agent/affiliateUrl. */
export const sendCreateLink = (body: { registerType: 0 | 1; remark: string }) =>
  callApi(createAffiliateUrl, { body });
