import {
  adminRerunSettlementRun,
  adminSettlementRun,
  adminSettlementRunEarnings,
  adminSettlementRunItems,
  adminSettlementRuns,
  type AgentSettlementKind,
} from '@monsoon/contracts/admin/settlement-runs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

export type RunFilter = {
  kind?: AgentSettlementKind;
  status?: 'open' | 'settled';
  period?: string;
};

/** Query keys of the settlement runs feature. */
export const runKeys = {
  all: ['settlement-runs'] as const,
  list: (filter: RunFilter, page: number) => [...runKeys.all, filter, page] as const,
  one: (id: number) => [...runKeys.all, id] as const,
  items: (id: number, page: number) => [...runKeys.all, id, 'items', page] as const,
  earnings: (id: number, page: number) => [...runKeys.all, id, 'earnings', page] as const,
};

export const useSettlementRuns = (filter: RunFilter, page: number) =>
  useQuery({
    queryKey: runKeys.list(filter, page),
    queryFn: ({ signal }) =>
      adminCall(adminSettlementRuns, { query: { ...filter, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useSettlementRun = (id: number) =>
  useQuery({
    queryKey: runKeys.one(id),
    queryFn: ({ signal }) => adminCall(adminSettlementRun, { params: { id }, signal }),
  });

/** A run's payments, a page at a time. */
export const useRunItems = (id: number, page: number) =>
  useQuery({
    queryKey: runKeys.items(id, page),
    queryFn: ({ signal }) =>
      adminCall(adminSettlementRunItems, {
        params: { id },
        query: { page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The contract earnings a run pays, a page at a time. */
export const useRunEarnings = (id: number, page: number) =>
  useQuery({
    queryKey: runKeys.earnings(id, page),
    queryFn: ({ signal }) =>
      adminCall(adminSettlementRunEarnings, {
        params: { id },
        query: { page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Runs a failed run again with a reason; refreshes the run, its payments and the list. */
export function useRerunSettlementRun(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      adminCall(adminRerunSettlementRun, { params: { id }, body: { reason } }),
    onSettled: () => void client.invalidateQueries({ queryKey: runKeys.all }),
  });
}
