import {
  DEPOSIT_CALLS,
  DEPOSIT_RECORDS_PAGE_SIZE,
  depositOrderStatus,
  depositRecords,
  depositSettings,
  type DepositCallKind,
  type DepositOrder,
} from '@monsoon/contracts/deposits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { depositKeys } from './deposit-keys';

/** How often a pending order's status is asked for while the member pays. */
export const ORDER_POLL_MS = 3000;

/** The member's channels, limits and fees: GET /wps/relay/MCSFE_getDepositSettings. */
export const depositSettingsQuery = () =>
  queryOptions({
    queryKey: depositKeys.settings(),
    queryFn: ({ signal }) => callApi(depositSettings, { signal }),
  });

/** What the form sends; `payeeName` only for a manual bank transfer. */
export interface DepositInput {
  bankType: string;
  amount: string;
  payeeName?: string;
  targetUsername?: string;
}

/** Creates a payment order through the deposit call of its channel. */
export function createDeposit(call: DepositCallKind, input: DepositInput): Promise<DepositOrder> {
  const { payeeName, ...base } = input;
  if (call === 'MANUAL_TRANSFER')
    return callApi(DEPOSIT_CALLS.MANUAL_TRANSFER, {
      body: { ...base, payeeName: payeeName ?? '' },
    });
  return callApi(DEPOSIT_CALLS[call], { body: base });
}

/** One order, polled while it is open (created or pending). */
export const depositOrderQuery = (order: DepositOrder) =>
  queryOptions({
    queryKey: depositKeys.order(order.orderNo),
    queryFn: ({ signal }) =>
      callApi(depositOrderStatus, { query: { orderNo: order.orderNo }, signal }),
    initialData: order,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'pending' || status === 'created' ? ORDER_POLL_MS : false;
    },
    refetchIntervalInBackground: true,
  });

/** One page of the member's deposit records, newest first. */
export const depositRecordsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: depositKeys.records(pageNo),
    queryFn: ({ signal }) =>
      callApi(depositRecords, {
        query: { pageNo, pageSize: DEPOSIT_RECORDS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
