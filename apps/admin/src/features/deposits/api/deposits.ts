import {
  adminCreateDepositChannel,
  adminDepositChannels,
  adminPaymentOrder,
  adminPaymentOrders,
  adminRemoveDepositChannel,
  adminResolvePaymentOrderReview,
  adminUpdateDepositChannel,
  adminUpdateDepositSettings,
} from '@monsoon/contracts/admin/deposits';
import type { CallBodyInput, CallQueryInput } from '@monsoon/contracts/call';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

/** Query keys of the deposits feature. */
export const depositKeys = {
  all: ['deposits'] as const,
  channels: () => [...depositKeys.all, 'channels'] as const,
  /** Every list of orders, whatever its filter (invalidated after a resolution). */
  orderLists: () => [...depositKeys.all, 'orders'] as const,
  orders: (filter: OrderFilter, page: number) =>
    [...depositKeys.orderLists(), filter, page] as const,
  order: (id: number) => [...depositKeys.all, 'order', id] as const,
};

export const useDepositChannels = () =>
  useQuery({
    queryKey: depositKeys.channels(),
    queryFn: ({ signal }) => adminCall(adminDepositChannels, { signal }),
  });

export type ChannelChange = CallBodyInput<typeof adminUpdateDepositChannel>;

/** Saves one channel's changes (audited); the list shows the saved channel. */
export function useUpdateChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ChannelChange }) =>
      adminCall(adminUpdateDepositChannel, { params: { id }, body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: depositKeys.channels() }),
  });
}

export type NewChannel = CallBodyInput<typeof adminCreateDepositChannel>;

/** Adds a channel (owners; audited); the list shows it. */
export function useCreateChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channel: NewChannel) => adminCall(adminCreateDepositChannel, { body: channel }),
    onSuccess: () => client.invalidateQueries({ queryKey: depositKeys.channels() }),
  });
}

/** Removes a channel with a reason (owners; refused while it has open orders; audited). */
export function useRemoveChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminCall(adminRemoveDepositChannel, { params: { id }, body: { reason } }),
    onSuccess: (value) => client.setQueryData(depositKeys.channels(), value),
  });
}

/** Turns the merchant's deposits on or off (audited). */
export function useSetDepositsEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => adminCall(adminUpdateDepositSettings, { body: { enabled } }),
    onSuccess: (value) => client.setQueryData(depositKeys.channels(), value),
  });
}

export type OrderFilter = Omit<
  NonNullable<CallQueryInput<typeof adminPaymentOrders>>,
  'page' | 'pageSize'
>;

export const usePaymentOrders = (filter: OrderFilter, page: number) =>
  useQuery({
    queryKey: depositKeys.orders(filter, page),
    queryFn: ({ signal }) =>
      adminCall(adminPaymentOrders, { query: { ...filter, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const usePaymentOrder = (id: number) =>
  useQuery({
    queryKey: depositKeys.order(id),
    queryFn: ({ signal }) => adminCall(adminPaymentOrder, { params: { id }, signal }),
  });

/** Resolves an order's review flag with a note (finance and owners; audited). */
export function useResolveReview(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      adminCall(adminResolvePaymentOrderReview, { params: { id }, body: { note } }),
    onSuccess: (value) => {
      client.setQueryData(depositKeys.order(id), value);
      void client.invalidateQueries({ queryKey: depositKeys.orderLists() });
    },
  });
}
