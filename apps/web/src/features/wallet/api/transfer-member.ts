import { transferToDownline, transferToUpline } from '@monsoon/contracts/transfers';
import { callApi } from '@/lib/api-client';

/** A member's transfer to the upline: POST /wps/relay/MCSFE_transferToUpline. */
export const sendToUpline = (body: { amount: string; requestId: string; uplineId: number }) =>
  callApi(transferToUpline, { body });

/** An agent's transfer to a direct downline: POST /wps/relay/MCSFE_transferToDownline. */
export const sendToDownline = (body: { downlineId: number; amount: string; requestId: string }) =>
  callApi(transferToDownline, { body });
