import { requestContractTermination as terminationCall } from '@monsoon/contracts/agent-contracts';
import { callApi } from '@/lib/api-client';

/**
 * Asks to end a direct downline's contract, or withdraws an offer not yet answered:
 * POST /wps/relay/MCSFE_requestContractTermination.
 */
export const requestContractTermination = (contractId: number) =>
  callApi(terminationCall, { body: { contractId } });
