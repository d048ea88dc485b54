import {
  c2cDeposit,
  c2cDeposits,
  c2cUploadProof,
  c2cWithdrawals,
  cancelC2cWithdrawal,
  paymentConfirmationList,
  processC2CTransaction,
} from '@monsoon/contracts/c2c';
import type { WireAmount } from '@monsoon/contracts/money';
import { withdrawSettings } from '@monsoon/contracts/withdrawals';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { c2cKeys } from './c2c-keys';

/** How often a waiting confirmation and an open deposit are read again. */
export const C2C_REFRESH_MS = 15_000;

/** Whether C2C applies to this merchant: `c2cEnabled = Y` and a penalty above 0 (wire-api §5.3). */
export const c2cAppliesQuery = () =>
  queryOptions({
    queryKey: c2cKeys.applies(),
    queryFn: async ({ signal }) => {
      const s = await callApi(withdrawSettings, { query: { groupId: 0 }, signal });
      return s.c2cEnabled === 'Y' && Number(s.withdrawPenaltyCharge) > 0;
    },
    staleTime: 60_000,
  });

/** The member's C2C deposits with their matches, newest first. */
export const c2cDepositsQuery = () =>
  queryOptions({
    queryKey: c2cKeys.deposits(),
    queryFn: ({ signal }) => callApi(c2cDeposits, { query: { pageSize: 5 }, signal }),
    refetchInterval: C2C_REFRESH_MS,
  });

/** The withdrawer's payments to confirm: GET /wps/relay/MCSFE_getPaymentConfirmationList. */
export const confirmationsQuery = () =>
  queryOptions({
    queryKey: c2cKeys.confirmations(),
    queryFn: ({ signal }) => callApi(paymentConfirmationList, { signal }),
    refetchInterval: C2C_REFRESH_MS,
  });

/** The member's C2C withdrawals: received, in flight, open, and what cancelling the open part costs. */
export const c2cWithdrawalsQuery = () =>
  queryOptions({
    queryKey: c2cKeys.withdrawals(),
    queryFn: ({ signal }) => callApi(c2cWithdrawals, { signal }),
    refetchInterval: C2C_REFRESH_MS,
  });

/** A new idempotency key for one deposit attempt. */
export const newDepositKey = (): string =>
  `c2c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export const createC2cDeposit = (amount: string, key: string) =>
  callApi(c2cDeposit, { body: { amount }, headers: { 'Idempotency-Key': key } });

export const uploadPaymentProof = (matchId: number, images: string[]) =>
  callApi(c2cUploadProof, { body: { matchId, images } });

export const answerConfirmation = (body: {
  matchId: number;
  result: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';
  amount?: string;
  images?: string[];
}) => callApi(processC2CTransaction, { body });

/** Cancels the open part of a C2C withdrawal with the amounts the member was shown (decision 0061). */
export const cancelWithdrawalOpenPart = (body: {
  withdrawalId: number;
  amount: WireAmount;
  penalty: WireAmount;
}) => callApi(cancelC2cWithdrawal, { body });
