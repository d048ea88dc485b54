import {
  adminCreateOperator,
  adminOperators,
  adminResetOperatorTotp,
  adminSetOperatorRole,
  adminSetOperatorStatus,
} from '@monsoon/contracts/admin/operators';
import type { OperatorRole } from '@monsoon/contracts/admin/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

/** Query keys of the operators feature. */
export const operatorKeys = { all: ['operators'] as const };

export const useOperators = () =>
  useQuery({
    queryKey: operatorKeys.all,
    queryFn: ({ signal }) => adminCall(adminOperators, { signal }),
  });

/** One change to an operator (create, role, status, two-factor reset); refreshes the list. */
export function useOperatorChange() {
  const client = useQueryClient();
  const done = { onSuccess: () => void client.invalidateQueries({ queryKey: operatorKeys.all }) };
  return {
    create: useMutation({
      mutationFn: (body: { username: string; password: string; role: OperatorRole }) =>
        adminCall(adminCreateOperator, { body }),
      ...done,
    }),
    role: useMutation({
      mutationFn: ({ id, role }: { id: number; role: OperatorRole }) =>
        adminCall(adminSetOperatorRole, { params: { id }, body: { role } }),
      ...done,
    }),
    status: useMutation({
      mutationFn: ({ id, status }: { id: number; status: 'active' | 'disabled' }) =>
        adminCall(adminSetOperatorStatus, { params: { id }, body: { status } }),
      ...done,
    }),
    resetTotp: useMutation({
      mutationFn: (id: number) => adminCall(adminResetOperatorTotp, { params: { id } }),
      ...done,
    }),
  };
}
