import { agentContracts, type ContractKind } from '@monsoon/contracts/agent-contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { contractKeys } from './contract-keys';

/** The agent's contract of a kind, whether it may offer it, and its direct downlines' contracts. */
export const agentContractsQuery = (kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.downlines(kind),
    queryFn: ({ signal }) => callApi(agentContracts, { query: { kind }, signal }),
  });
