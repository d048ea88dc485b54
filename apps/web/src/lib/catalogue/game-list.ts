import type { GameClassify, GameType, gameList } from '@monsoon/contracts/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';
import { catalogueRequest } from './vendor-lanes';

// Shared with the home page (first load): wire facts only, no zod (src/README.md).
const gameListCall = wireCall<typeof gameList>({
  paths: ['/wps/relay/GCSGAME_gameList'],
  methods: ['GET'],
  modId: 'GAMELO3',
  auth: 'optional',
});

/** The page size of the game lists (spec §9). */
export const GAME_PAGE_SIZE = 12;

/** What a game-list page asks for (spec §3 game list query); empty filters are left out. */
export interface GameListFilters {
  gameType: GameType;
  /** Vendor code; '' = every vendor of the type. */
  vassalage: string;
  gameName?: string;
  gameClassify?: GameClassify | '';
  /** Games whose minimum bet is at most this; null = all. */
  minBet?: number | null;
}

/** One page of the merchant's games: GET /wps/relay/GCSGAME_gameList (wire reference §6.2). */
export function fetchGameList(
  filters: GameListFilters,
  pageNo: number,
  language: string,
  signal?: AbortSignal,
) {
  const { platform, clientType } = catalogueRequest();
  return callApi(gameListCall, {
    query: {
      clientType,
      platform,
      gameType: filters.gameType,
      pageNo,
      pageSize: GAME_PAGE_SIZE,
      language,
      ...(filters.vassalage ? { vassalage: filters.vassalage } : {}),
      ...(filters.gameName?.trim() ? { gameName: filters.gameName.trim() } : {}),
      ...(filters.gameClassify ? { gameClassify: filters.gameClassify } : {}),
      ...(filters.minBet ? { minBet: filters.minBet } : {}),
    },
    ...(signal ? { signal } : {}),
  });
}

/** A page of the game list, cached per filters, page and language. */
export const gameListQuery = (filters: GameListFilters, pageNo: number, language: string) =>
  queryOptions({
    queryKey: [
      'catalogue',
      'games',
      language,
      filters.gameType,
      filters.vassalage,
      filters.gameName?.trim() ?? '',
      filters.gameClassify ?? '',
      filters.minBet ?? null,
      pageNo,
    ],
    queryFn: ({ signal }) => fetchGameList(filters, pageNo, language, signal),
    staleTime: 60_000,
  });
