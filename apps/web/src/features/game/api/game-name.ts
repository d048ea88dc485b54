import type { gameList } from '@monsoon/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useCatalogueLanguage } from '@/lib/catalogue/use-catalogue-language';
import { wireCall } from '@/lib/wire-call';
import type { GameChoice } from '@/features/game/lib/game-choice';

const gameListCall = wireCall<typeof gameList>({
  paths: ['/wps/relay/GCSGAME_gameList'],
  methods: ['GET'],
  modId: 'GAMELO3',
  auth: 'optional',
});

/** A vendor's whole list (the wire's largest page): the /game bar names the game from it. */
const VENDOR_PAGE_SIZE = 3000;

const gameNameQuery = (vassalage: string, gameId: string, language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'game-name', language, vassalage, gameId],
    queryFn: async ({ signal }) => {
      const value = await callApi(gameListCall, {
        query: { vassalage, pageNo: 1, pageSize: VENDOR_PAGE_SIZE, language },
        signal,
      });
      return value.games.find((g) => g.gameId === gameId)?.gameName ?? null;
    },
    staleTime: 10 * 60_000,
  });

/** The game's name in the site's language from the catalogue; null until known (or when not listed). */
export function useGameName(choice: GameChoice): string | null {
  const language = useCatalogueLanguage();
  return useQuery(gameNameQuery(choice.vassalage, choice.gameId, language)).data ?? null;
}
