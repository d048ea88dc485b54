import type { walletBalance } from '@monsoon/contracts/wallet';
import { wireToMinor } from '@monsoon/contracts/money';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

// The header is first-load code: wire facts only, no zod (src/README.md).
const balanceCall = wireCall<typeof walletBalance>({
  paths: ['/wps/v2/wallets/balance', '/wps/wallets/balance', '/wps/wallets'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
});

/** The header's balance: minor units of `sumBalance` and the symbol to show (FUN for trial accounts). */
export interface Balance {
  minor: bigint;
  currency: string;
  currencySymbol: string;
}

/** Every balance query of every session: what a refresh invalidates. */
const balanceKey = ['wallet', 'balance'] as const;

/** The balance of a session (wire reference §5.1: `value.sumBalance`), read exactly into minor units. */
export const balanceQuery = (token: string) =>
  queryOptions({
    queryKey: [...balanceKey, token],
    queryFn: async ({ signal }): Promise<Balance> => {
      const value = await callApi(balanceCall, { query: { typeId: 0 }, signal });
      return {
        minor: wireToMinor(value.sumBalance),
        currency: value.currency,
        currencySymbol: value.currencySymbol,
      };
    },
    staleTime: 60_000,
    retry: false,
  });

/** The balance of a session, shared by the header and the game page. */
export const useBalance = (token: string) => useQuery(balanceQuery(token));

/** Loads the balance again wherever it is shown (after a game round, a launch closing, a focus). */
export const refreshBalance = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: balanceKey });
