import { transferToDownline } from '@monsoon/contracts/transfers';
import { callApi } from '@/lib/api-client';

/** The agent's transfer to a direct downline (the transfer call of spec §6): POST MCSFE_transferToDownline. */
export const sendTransfer = (body: { downlineId: number; amount: string; requestId: string }) =>
  callApi(transferToDownline, { body });
