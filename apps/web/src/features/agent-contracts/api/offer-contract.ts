import {
  offerContract as offerContractCall,
  type ContractKind,
  type ContractTermsInput,
} from '@monsoon/contracts/agent-contracts';
import { callApi } from '@/lib/api-client';

/** Offers (or adjusts) a contract to a direct downline: POST /wps/relay/MCSFE_offerAgentContract. */
export const offerContract = (body: {
  kind: ContractKind;
  downlineId: number;
  terms: ContractTermsInput;
}) => callApi(offerContractCall, { body });
