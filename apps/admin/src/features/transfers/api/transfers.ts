import { adminTransfers, type TransferKind } from '@monsoon/contracts/admin/transfers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

export type TransferFilter = { kind?: TransferKind; memberId?: number };

/** Query keys of the transfers feature. */
export const transferKeys = {
  all: ['transfers'] as const,
  list: (filter: TransferFilter, page: number) => [...transferKeys.all, filter, page] as const,
};

/** One page of the merchant's transfers: GET /admin/api/transfers. */
export const useTransfers = (filter: TransferFilter, page: number) =>
  useQuery({
    queryKey: transferKeys.list(filter, page),
    queryFn: ({ signal }) =>
      adminCall(adminTransfers, { query: { ...filter, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
