import type { GameItem, GameType, recentGames } from '@monsoon/contracts/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';
import { catalogueRequest } from './vendor-lanes';

const recentGamesCall = wireCall<typeof recentGames>({
  paths: ['/wps/relay/GCS_recentGame'],
  methods: ['GET'],
  modId: 'GAMELOREC3',
  auth: 'session',
});

/** Pages asked per request, and a bound on how many are followed (recent lists are short). */
const RECENT_PAGE_SIZE = 24;
const MAX_RECENT_PAGES = 20;

/** Which recent games: one vendor and/or game type, or all. */
export interface RecentGamesScope {
  vassalage?: string;
  gameType?: GameType;
}

/** Prefix of every recent-games query (a launch makes them stale). */
export const recentGamesKeyPrefix = ['catalogue', 'recent'] as const;

/**
 * The member's recently launched games, most recent first: GET /wps/relay/GCS_recentGame (wire §6.3).
 * The recent tab shows the whole list (spec §4: recent loads all pages), so every page is fetched.
 */
export const recentGamesQuery = (token: string, scope: RecentGamesScope, language: string) =>
  queryOptions({
    queryKey: [
      ...recentGamesKeyPrefix,
      token,
      language,
      scope.gameType ?? '',
      scope.vassalage ?? '',
    ],
    queryFn: async ({ signal }): Promise<GameItem[]> => {
      const { platform, clientType } = catalogueRequest();
      const games: GameItem[] = [];
      for (let pageNo = 1; pageNo <= MAX_RECENT_PAGES; pageNo++) {
        const value = await callApi(recentGamesCall, {
          query: {
            clientType,
            platform,
            language,
            pageNo,
            pageSize: RECENT_PAGE_SIZE,
            ...(scope.vassalage ? { vassalage: scope.vassalage } : {}),
            ...(scope.gameType ? { gameType: scope.gameType } : {}),
          },
          signal,
        });
        games.push(...value.list);
        if (pageNo >= value.totalPages) break;
      }
      return games;
    },
    staleTime: 30_000,
  });
