import { adminAdjustments, adminRequestAdjustment } from '@monsoon/contracts/admin/adjustments';
import {
  adminAgent,
  adminAgents,
  adminChangeAgentType,
  adminSearchAgents,
  type AssignableAgentType,
} from '@monsoon/contracts/admin/agents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

/** Query keys of the agents feature (the tree, a member's page, contracts). */
export const agentKeys = {
  all: ['agents'] as const,
  level: (parentId: number | null, page: number) =>
    [...agentKeys.all, 'level', parentId, page] as const,
  search: (q: string, page: number) => [...agentKeys.all, 'search', q, page] as const,
  one: (id: number) => [...agentKeys.all, id] as const,
  income: (id: number, page: number) => [...agentKeys.all, id, 'income', page] as const,
};

/** The top-level agents (no parent) or a member's direct downlines. */
export const useAgentLevel = (parentId: number | null, page: number) =>
  useQuery({
    queryKey: agentKeys.level(parentId, page),
    queryFn: ({ signal }) =>
      adminCall(adminAgents, {
        query: { ...(parentId ? { parentId } : {}), page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Members whose account starts with `q`, with their paths from the top. */
export const useAgentSearch = (q: string, page: number) =>
  useQuery({
    queryKey: agentKeys.search(q, page),
    queryFn: ({ signal }) =>
      adminCall(adminSearchAgents, { query: { q, page, pageSize: 20 }, signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });

/** A member in the tree: its row, path and contracts. */
export const useAgent = (id: number | null) =>
  useQuery({
    queryKey: agentKeys.one(id ?? 0),
    queryFn: ({ signal }) => adminCall(adminAgent, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });

/** Changes a member's agent type with a reason; refreshes the tree and contracts. */
export function useChangeAgentType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type, reason }: { id: number; type: AssignableAgentType; reason: string }) =>
      adminCall(adminChangeAgentType, { params: { id }, body: { type, reason } }),
    onSettled: () => void client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

/** An agent's income adjustments (every status), newest first. */
export const useIncomeAdjustments = (memberId: number, page: number) =>
  useQuery({
    queryKey: agentKeys.income(memberId, page),
    queryFn: ({ signal }) =>
      adminCall(adminAdjustments, {
        query: { memberId, category: 'agent.income', page, pageSize: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Asks for a correction of an agent's income (another operator approves it). */
export function useRequestIncomeAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      memberId: number;
      direction: 'credit' | 'debit';
      amount: string;
      reason: string;
    }) => adminCall(adminRequestAdjustment, { body: { ...body, category: 'agent.income' } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: agentKeys.all });
      void client.invalidateQueries({ queryKey: ['adjustments'] });
    },
  });
}
