import type { favoriteGameIds } from '@monsoon/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gateDecision } from '@/hooks/use-action-gate';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';
import { useSessionStore } from '@/stores/session-store';

const favouriteIdsCall = wireCall<typeof favoriteGameIds>({
  paths: ['/wps/relay/MCSFE_getFavoriteGames', '/wps/relay/MCS2_getFavoriteGames'],
  methods: ['GET'],
  modId: 'GAMELOFAV3',
  auth: 'session',
});

/** Favourites belong to real members: a token and not a trial account (spec §6). */
export const canUseFavourites = (token: string | null, isAgent: number | null): boolean =>
  gateDecision(token, isAgent) === 'allow';

/** The query key of a member's favourite ids (the add and remove answers replace it). */
export const favouriteIdsKey = (token: string) =>
  ['catalogue', 'favourites', 'ids', token] as const;

/** The member's favourite nodeIds: GET /wps/relay/MCSFE_getFavoriteGames (wire reference §6.3). */
export const favouriteIdsQuery = (token: string) =>
  queryOptions({
    queryKey: favouriteIdsKey(token),
    queryFn: ({ signal }) => callApi(favouriteIdsCall, { signal }),
    staleTime: 5 * 60_000,
  });

/** Whether this session may keep favourites (logged in, not a trial account). */
export function useCanUseFavourites(): boolean {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  return canUseFavourites(token, isAgent);
}

/** The member's favourite nodeIds as a set; empty for visitors and trial accounts. */
export function useFavouriteIds(): { ids: ReadonlySet<number>; isLoading: boolean } {
  const token = useSessionStore((s) => s.token);
  const enabled = useCanUseFavourites();
  const query = useQuery({
    ...favouriteIdsQuery(token ?? ''),
    enabled: enabled && token !== null,
    select: (ids) => new Set(ids),
  });
  return {
    ids: (enabled ? query.data : undefined) ?? emptyIds,
    isLoading: enabled && query.isLoading,
  };
}

const emptyIds: ReadonlySet<number> = new Set();
