import { deleteAffiliateUrl } from '@monsoon/contracts/agent-team';
import { callApi } from '@/lib/api-client';

/** Deletes an affiliate link: DELETE /wps/agent/affiliateUrl?affiUrlId=. */
export const sendDeleteLink = (affiUrlId: number) =>
  callApi(deleteAffiliateUrl, { query: { affiUrlId } });
