import type { GameType, favoriteGamesList } from '@monsoon/contracts/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';
import { GAME_PAGE_SIZE } from './game-list';
import { catalogueRequest } from './vendor-lanes';

const favouriteListCall = wireCall<typeof favoriteGamesList>({
  paths: ['/wps/relay/MCSFE_getFavoriteGamesList', '/wps/relay/MCS2_getFavoriteGamesList'],
  methods: ['GET'],
  modId: 'GAMELOFAV3',
  auth: 'session',
});

/** Prefix of every favourite-list query (invalidated after an add or remove). */
export const favouriteListKeyPrefix = ['catalogue', 'favourites', 'list'] as const;

/**
 * A page of the member's favourite games of a type, newest favourite first:
 * GET /wps/relay/MCSFE_getFavoriteGamesList (spec §3: clientType, platform, language, token, gameType).
 */
export const favouriteListQuery = (
  token: string,
  gameType: GameType,
  pageNo: number,
  language: string,
) =>
  queryOptions({
    queryKey: [...favouriteListKeyPrefix, token, language, gameType, pageNo],
    queryFn: ({ signal }) => {
      const { platform, clientType } = catalogueRequest();
      return callApi(favouriteListCall, {
        query: {
          clientType,
          platform,
          language,
          token,
          gameType,
          pageNo,
          pageSize: GAME_PAGE_SIZE,
        },
        signal,
      });
    },
    staleTime: 60_000,
  });
