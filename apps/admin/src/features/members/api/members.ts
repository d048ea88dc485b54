import { adminRequestAdjustment } from '@monsoon/contracts/admin/adjustments';
import {
  adminLockMember,
  adminMember,
  adminMemberLedger,
  adminSearchMembers,
  adminUnlockMember,
} from '@monsoon/contracts/admin/members';
import { adminMemberPayees, adminRemovePayee } from '@monsoon/contracts/admin/payees';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

/** Query keys of the members feature (every invalidation goes through these). */
export const memberKeys = {
  all: ['members'] as const,
  search: (q: string, page: number) => [...memberKeys.all, 'search', q, page] as const,
  one: (id: number) => [...memberKeys.all, id] as const,
  ledger: (id: number, page: number) => [...memberKeys.all, id, 'ledger', page] as const,
  payees: (id: number) => [...memberKeys.all, id, 'payees'] as const,
};

export const useMemberSearch = (q: string, page: number) =>
  useQuery({
    queryKey: memberKeys.search(q, page),
    queryFn: ({ signal }) =>
      adminCall(adminSearchMembers, { query: { q, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: memberKeys.one(id),
    queryFn: ({ signal }) => adminCall(adminMember, { params: { id }, signal }),
  });

export const useMember = (id: number) => useQuery(memberQuery(id));

export const useMemberLedger = (id: number, page: number) =>
  useQuery({
    queryKey: memberKeys.ledger(id, page),
    queryFn: ({ signal }) =>
      adminCall(adminMemberLedger, { params: { id }, query: { page, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Locks or unlocks a member with a reason; refreshes the member. */
export function useSetMemberLock(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lock, reason }: { lock: boolean; reason: string }) =>
      adminCall(lock ? adminLockMember : adminUnlockMember, { params: { id }, body: { reason } }),
    onSuccess: (profile) => {
      client.setQueryData(memberKeys.one(id), profile);
      void client.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}

/** Asks for a manual adjustment of the member (another operator decides). */
export function useRequestAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      memberId: number;
      direction: 'credit' | 'debit';
      amount: string;
      reason: string;
    }) => adminCall(adminRequestAdjustment, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['adjustments'] }),
  });
}

/** The member's payees (bank cards, e-wallets, crypto addresses), masked, removed ones too. */
export const useMemberPayees = (id: number) =>
  useQuery({
    queryKey: memberKeys.payees(id),
    queryFn: ({ signal }) => adminCall(adminMemberPayees, { params: { id }, signal }),
  });

/** Removes one of the member's payees with a reason (refused while a withdrawal to it is open). */
export function useRemovePayee(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payeeId, reason }: { payeeId: number; reason: string }) =>
      adminCall(adminRemovePayee, { params: { id: memberId, payeeId }, body: { reason } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: memberKeys.payees(memberId) }),
  });
}
