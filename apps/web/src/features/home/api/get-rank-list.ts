import type { rankList, WinnerRow } from '@monsoon/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';
import { useCatalogueLanguage } from '@/lib/catalogue/use-catalogue-language';
import { winnerBoardLimit } from '@/features/home/model/winners';

// Loaded on the home page (after its first paint): wire facts only, no zod in the home's scripts.
const rankListCall = wireCall<typeof rankList>({
  paths: ['/wps/relay/GCSGAME_getRankList'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
});

/** The winner board's rows (wire §6.3: GET GCSGAME_getRankList, gameCategory ALL, limitNum 50). */
export const rankListQuery = (language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'winners', language],
    queryFn: async ({ signal }): Promise<WinnerRow[]> =>
      (
        await callApi(rankListCall, {
          query: { gameCategory: 'ALL', language, limitNum: winnerBoardLimit },
          signal,
        })
      ).list,
    staleTime: 60_000,
  });

/** The winner board's rows in the site's language. */
export function useRankList() {
  return useQuery(rankListQuery(useCatalogueLanguage()));
}
