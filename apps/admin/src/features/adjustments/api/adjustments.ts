import {
  adminAdjustments,
  adminApproveAdjustment,
  adminRejectAdjustment,
} from '@monsoon/contracts/admin/adjustments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

export type AdjustmentFilter = { status?: 'pending' | 'approved' | 'rejected'; memberId?: number };

/** Query keys of the adjustments feature. */
export const adjustmentKeys = {
  all: ['adjustments'] as const,
  list: (filter: AdjustmentFilter, page: number) => [...adjustmentKeys.all, filter, page] as const,
};

export const useAdjustments = (filter: AdjustmentFilter, page: number) =>
  useQuery({
    queryKey: adjustmentKeys.list(filter, page),
    queryFn: ({ signal }) =>
      adminCall(adminAdjustments, { query: { ...filter, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Approves (posting the movement) or rejects an adjustment; refreshes lists and members. */
export function useDecideAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, note }: { id: number; approve: boolean; note: string }) =>
      approve
        ? adminCall(adminApproveAdjustment, { params: { id }, body: note ? { note } : {} })
        : adminCall(adminRejectAdjustment, { params: { id }, body: { note } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adjustmentKeys.all });
      void client.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
