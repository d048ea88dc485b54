import {
  bindBankCard,
  paymentPasswordCode,
  resetPaymentPassword,
  setPaymentPassword,
  withdraw,
  withdrawBanks,
  withdrawCharges,
  withdrawCode,
  withdrawRecords,
  withdrawSettings,
  type WithdrawType,
} from '@monsoon/contracts/withdrawals';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { withdrawalKeys } from './withdrawal-keys';

/** Records per page. */
export const RECORDS_PAGE_SIZE = 10;

/** Limits, window, fees, the payees and the balance: GET /wps/relay/MCSFE_getWithdrawSettings. */
export const withdrawSettingsQuery = () =>
  queryOptions({
    queryKey: withdrawalKeys.settings(),
    queryFn: ({ signal }) => callApi(withdrawSettings, { query: { groupId: 0 }, signal }),
  });

/** What a payee can be bound to: GET /wps/system/withdrawBanks. */
export const withdrawBanksQuery = () =>
  queryOptions({
    queryKey: withdrawalKeys.banks(),
    queryFn: ({ signal }) => callApi(withdrawBanks, { query: {}, signal }),
    staleTime: 10 * 60_000,
  });

/** The fee of an amount (decimal text): the relay's value is the fee. */
export const withdrawFeeQuery = (amount: string, type: WithdrawType) =>
  queryOptions({
    queryKey: withdrawalKeys.fee(amount, type),
    queryFn: ({ signal }) =>
      callApi(withdrawCharges, { query: { withdrawAmount: amount, withdrawType: type }, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the member's withdrawals, newest first. */
export const withdrawRecordsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: withdrawalKeys.records(pageNo),
    queryFn: ({ signal }) =>
      callApi(withdrawRecords, { query: { pageNo, pageSize: RECORDS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** A new idempotency key for one withdrawal attempt (a retry of the same attempt reuses it). */
export const newRequestKey = (): string =>
  `wd${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Asks for a withdrawal: POST /wps/v2/transaction/withdraw with its Idempotency-Key. */
export const submitWithdrawal = (
  body: { amount: string; bankCardId: number; password: string; verificationCode?: string },
  key: string,
) => callApi(withdraw, { body, query: {}, headers: { 'Idempotency-Key': key } });

/** Texts a withdrawal code to the bound mobile number: POST /wps/verification/sms/withdraw. */
export const sendWithdrawCode = () => callApi(withdrawCode, {});

/** Binds a bank card, e-wallet or crypto address: PUT /wps/member/bankCard. */
export const bindPayee = (body: {
  bankType: 'B' | 'E' | 'V';
  bankCode: string;
  accountNumber: string;
  payeeName?: string;
}) => callApi(bindBankCard, { body });

/** Sets or changes the withdrawal password. */
export const savePaymentPassword = (body: {
  oldPassword?: string;
  password: string;
  confirmPassword: string;
}) => callApi(setPaymentPassword, { body });

/** Texts a reset code to the bound mobile number. */
export const sendPaymentPasswordCode = () => callApi(paymentPasswordCode, {});

/** Resets the withdrawal password with the texted code. */
export const resetPaymentPasswordBySms = (body: {
  verificationCode: string;
  password: string;
  confirmPassword: string;
}) => callApi(resetPaymentPassword, { body });
