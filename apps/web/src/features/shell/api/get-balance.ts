import type { CallDef } from '@monsoon/contracts/call';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

// TODO(#wallet): replace with the balance call of '@monsoon/contracts/wallet' once the wallet issue lands.
/** The balance answer the header reads (wire reference §5.1). */
interface BalanceValue {
  sumBalance: number;
  currencySymbol?: string;
}
interface BalanceCall extends CallDef {
  paths: readonly ['/wps/v2/wallets/balance'];
  methods: readonly ['GET'];
  modId: 'COMM3';
  auth: 'session';
  query: z.ZodType<{ typeId?: number }>;
  value: z.ZodType<BalanceValue>;
}

const balanceCall = wireCall<BalanceCall>({ paths: ['/wps/v2/wallets/balance'], methods: ['GET'], modId: 'COMM3', auth: 'session' });

/** The balance of the session; fetched on mount and on each click (wire §11). */
export const balanceQuery = (token: string) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: ({ signal }) => callApi(balanceCall, { query: { typeId: 0 }, signal }),
    staleTime: 60_000,
    retry: false,
  });
