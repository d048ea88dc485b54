import {
  adminC2cMatches,
  adminC2cPool,
  adminC2cProof,
  adminCancelC2cWithdrawal,
  adminDecideC2c,
} from '@monsoon/contracts/admin/c2c';
import type { C2cMatchStatusCode } from '@monsoon/contracts/c2c';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

/** Query keys of the C2C feature. */
export const c2cKeys = {
  all: ['c2c'] as const,
  list: (status: C2cMatchStatusCode | undefined, page: number) =>
    [...c2cKeys.all, status ?? 'all', page] as const,
  proof: (id: number) => [...c2cKeys.all, 'proof', id] as const,
  pool: (state: PoolState, page: number) => [...c2cKeys.all, 'pool', state, page] as const,
};

/** Which C2C withdrawals the pool list shows. */
export type PoolState = 'open' | 'cancelled' | 'all';
export const poolStates: readonly PoolState[] = ['open', 'cancelled', 'all'];

export const useC2cMatches = (status: C2cMatchStatusCode | undefined, page: number) =>
  useQuery({
    queryKey: c2cKeys.list(status, page),
    queryFn: ({ signal }) =>
      adminCall(adminC2cMatches, {
        query: { ...(status ? { status } : {}), page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One proof image (base64 with its kind). */
export const useC2cProof = (id: number) =>
  useQuery({
    queryKey: c2cKeys.proof(id),
    queryFn: ({ signal }) => adminCall(adminC2cProof, { params: { id }, signal }),
    staleTime: Infinity,
  });

/** Decides a dispute: received (the depositor is credited) or not received (money back to matching). */
export function useDecideC2c() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: number; outcome: 'received' | 'not_received' }) =>
      adminCall(adminDecideC2c, { params: { id }, body: { outcome } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: c2cKeys.all });
      void client.invalidateQueries({ queryKey: ['withdrawals'] });
    },
  });
}

/** C2C withdrawals in the pool (decision 0061): being paid, cancelled or all, newest first. */
export const useC2cPool = (state: PoolState, page: number) =>
  useQuery({
    queryKey: c2cKeys.pool(state, page),
    queryFn: ({ signal }) =>
      adminCall(adminC2cPool, { query: { state, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Cancels a C2C withdrawal's open part with a reason (released to the member, no penalty). */
export function useCancelC2cWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminCall(adminCancelC2cWithdrawal, { params: { id }, body: { reason } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: c2cKeys.all });
      void client.invalidateQueries({ queryKey: ['withdrawals'] });
    },
  });
}
