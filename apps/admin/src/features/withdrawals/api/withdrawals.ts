import {
  adminApproveWithdrawal,
  adminEndPayout,
  adminRejectWithdrawal,
  adminWithdrawal,
  adminWithdrawals,
} from '@monsoon/contracts/admin/withdrawals';
import type { WithdrawalStatusCode } from '@monsoon/contracts/withdrawals';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

export type WithdrawalFilter = {
  status?: WithdrawalStatusCode;
  memberId?: number;
  /** Only withdrawals flagged for review. */
  review?: 'true';
};

/** Query keys of the withdrawals feature. */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  list: (filter: WithdrawalFilter, page: number) => [...withdrawalKeys.all, filter, page] as const,
  detail: (id: number) => [...withdrawalKeys.all, 'detail', id] as const,
};

export const useWithdrawals = (filter: WithdrawalFilter, page: number) =>
  useQuery({
    queryKey: withdrawalKeys.list(filter, page),
    queryFn: ({ signal }) =>
      adminCall(adminWithdrawals, { query: { ...filter, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** One withdrawal with its risk notes (recent deposits, turnover, shared devices and payees). */
export const useWithdrawal = (id: number) =>
  useQuery({
    queryKey: withdrawalKeys.detail(id),
    queryFn: ({ signal }) => adminCall(adminWithdrawal, { params: { id }, signal }),
  });

/** Approves (then pays out through the PSP) or rejects (releasing the money) a withdrawal. */
export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason: string }) =>
      approve
        ? adminCall(adminApproveWithdrawal, { params: { id }, body: {} })
        : adminCall(adminRejectWithdrawal, { params: { id }, body: { reason } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: withdrawalKeys.all });
      void client.invalidateQueries({ queryKey: ['members'] });
    },
  });
}

/** Ends by hand a payout the PSP never answered: paid, or failed (the member's money released). */
export function useEndPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      outcome,
      reason,
    }: {
      id: number;
      outcome: 'paid' | 'failed';
      reason: string;
    }) => adminCall(adminEndPayout, { params: { id }, body: { outcome, reason } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: withdrawalKeys.all });
      void client.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
