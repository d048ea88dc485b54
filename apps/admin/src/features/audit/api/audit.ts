import { adminAuditLog, adminVerifyAudit } from '@monsoon/contracts/admin/audit';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

export interface AuditFilter {
  action?: string;
  operator?: string;
  targetKind?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

/** Query keys of the audit feature. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filter: AuditFilter, page: number) => [...auditKeys.all, filter, page] as const,
};

export const useAuditLog = (filter: AuditFilter, page: number) =>
  useQuery({
    queryKey: auditKeys.list(filter, page),
    queryFn: ({ signal }) =>
      adminCall(adminAuditLog, { query: { ...filter, page, pageSize: 25 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Recomputes the chain on the server (on demand: it reads every entry). */
export const useVerifyAudit = () => useMutation({ mutationFn: () => adminCall(adminVerifyAudit) });
