import type { jackpot } from '@monsoon/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { anchorSeed, jackpotSeed, type JackpotSeed } from '@/lib/jackpot';
import { wireCall } from '@/lib/wire-call';

// The counter is on the home page's first screen: wire facts only, no zod (src/README.md).
const jackpotCall = wireCall<typeof jackpot>({
  paths: ['/wps/relay/VIS_getJackpot'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
});

/** The server's jackpot (VIS_getJackpot) as a counter seed; null when the answer cannot drive one. */
export const jackpotSeedQuery = queryOptions({
  queryKey: ['catalogue', 'jackpot'],
  queryFn: async ({ signal }): Promise<JackpotSeed | null> => {
    const seed = jackpotSeed(await callApi(jackpotCall, { signal }));
    return seed && anchorSeed(seed, Date.now());
  },
  staleTime: 10 * 60_000,
  // The counter has its time-derived fallback: a failure is not worth a second request.
  retry: false,
});

/** The seed of the jackpot counter, or null while it loads or when the call failed. */
export const useJackpotSeed = (): JackpotSeed | null => useQuery(jackpotSeedQuery).data ?? null;
