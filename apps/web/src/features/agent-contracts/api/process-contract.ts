import {
  contractProcessCalls,
  type ContractKind,
  type ContractProcessInput,
} from '@monsoon/contracts/agent-contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { contractKeys } from './contract-keys';

/** What the member may do about a contract of a kind besides reading it. */
export type ContractAction = Exclude<ContractProcessInput['action'], 'info'>;

/**
 * The prompt call of a kind (wire reference §10.1): dividend and daily salary go as GET, hourly and
 * real-time salary as POST (the contract's first verb). A POST carries the input in its body and, as
 * the call reads it on every verb, in its query too.
 */
export function processContract(
  kind: ContractKind,
  input: { action: ContractProcessInput['action']; contractId?: number },
  signal?: AbortSignal,
) {
  const call = contractProcessCalls[kind];
  return call.methods[0] === 'GET'
    ? callApi(call, { query: input, signal })
    : callApi(call, { query: input, body: input, signal });
}

/** The member's contract of a kind in force and what waits for its answer (`action: info`). */
export const myContractQuery = (kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.mine(kind),
    queryFn: ({ signal }) => processContract(kind, { action: 'info' }, signal),
  });
