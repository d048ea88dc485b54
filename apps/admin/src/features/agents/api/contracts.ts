import {
  adminContractLimits,
  adminContracts,
  adminEndContract,
  adminGrantContract,
} from '@monsoon/contracts/admin/agent-contracts';
import type {
  ContractKind,
  ContractStatus,
  ContractTermsInput,
} from '@monsoon/contracts/agent-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';
import { agentKeys } from './agents';

export type ContractFilter = { kind?: ContractKind; status?: ContractStatus; account?: string };

/** Query keys of contracts (under the agents feature's, so a change refreshes the tree too). */
export const contractKeys = {
  all: [...agentKeys.all, 'contracts'] as const,
  list: (filter: ContractFilter, page: number) => [...contractKeys.all, filter, page] as const,
  limits: [...agentKeys.all, 'contracts', 'limits'] as const,
};

export const useContracts = (filter: ContractFilter, page: number) =>
  useQuery({
    queryKey: contractKeys.list(filter, page),
    queryFn: ({ signal }) =>
      adminCall(adminContracts, { query: { ...filter, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** The merchant's highest rate of a top-level contract, per kind (read when the operator may grant). */
export const useContractLimits = (enabled: boolean) =>
  useQuery({
    queryKey: contractKeys.limits,
    queryFn: ({ signal }) => adminCall(adminContractLimits, { signal }),
    enabled,
  });

/** Grants a master agent a top-level contract; refreshes contracts and the tree. */
export function useGrantContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { account: string; kind: ContractKind; terms: ContractTermsInput }) =>
      adminCall(adminGrantContract, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

/** Ends a contract in force with a reason. */
export function useEndContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminCall(adminEndContract, { params: { id }, body: { reason } }),
    onSettled: () => void client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
