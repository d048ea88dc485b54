import type { GameItem, GameType, hotGames } from '@monsoon/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_CACHE_TTL_MS } from '@/config/catalogue-cache';
import { callApi, currentMerchant } from '@/lib/api-client';
import { sessionStore } from '@/lib/storage';
import { wireCall } from '@/lib/wire-call';
import { isFreshEntry } from './catalogue-cache';
import { useCatalogueLanguage } from './use-catalogue-language';
import { catalogueRequest } from './vendor-lanes';

// Shared with the home page (first load): wire facts only, no zod (src/README.md).
const hotGamesCall = wireCall<typeof hotGames>({
  paths: ['/wps/relay/GCSGAME_hotGamesV2'],
  methods: ['GET', 'POST'],
  modId: 'GAMELOHOT3',
  auth: 'public',
});

/** Which hot list: every vendor, or one vendor (and/or game type). */
export interface HotGamesScope {
  vassalage?: string;
  gameType?: GameType;
}

/** One scope's hot list and when it was stored. */
interface CachedList {
  savedAt: number;
  games: GameItem[];
}

/** sessionStorage `HOT_GAMES`: the tab's hot lists of one language, by scope. */
interface CachedHotGames {
  language: string;
  lists: Record<string, CachedList>;
}

const scopeKey = (scope: HotGamesScope): string =>
  `${scope.gameType ?? ''}:${scope.vassalage ?? ''}`;

/** The cached lists of a language still young enough to use (older ones are dropped on the next write). */
function readCache(language: string, now = Date.now()): CachedHotGames {
  const raw = sessionStore.get('hotGames');
  const fresh: Record<string, CachedList> = {};
  if (raw) {
    try {
      const cached = JSON.parse(raw) as CachedHotGames;
      if (
        cached.language === language &&
        typeof cached.lists === 'object' &&
        cached.lists !== null
      ) {
        for (const [key, entry] of Object.entries(cached.lists))
          if (isFreshEntry(entry.savedAt, now) && Array.isArray(entry.games)) fresh[key] = entry;
      }
    } catch {
      // a damaged entry is replaced below
    }
  }
  return { language, lists: fresh };
}

/** Hot games (wire reference §6.3): GET /wps/relay/GCSGAME_hotGamesV2, most popular first. */
export async function fetchHotGames(
  scope: HotGamesScope,
  language: string,
  signal?: AbortSignal,
): Promise<GameItem[]> {
  const { platform } = catalogueRequest();
  const merchantCode = currentMerchant();
  const value = await callApi(hotGamesCall, {
    query: {
      isPlatform: 2,
      platform,
      language,
      ...(merchantCode ? { merchantCode } : {}),
      ...(scope.vassalage ? { vassalage: scope.vassalage } : {}),
      ...(scope.gameType ? { gameType: scope.gameType } : {}),
    },
    ...(signal ? { signal } : {}),
  });
  return value.list;
}

/**
 * The hot games of a scope, cached for the tab in sessionStorage `HOT_GAMES` per language (wire §6.3)
 * for 5 minutes; a login or logout flushes it (catalogue-cache.ts).
 */
export const hotGamesQuery = (scope: HotGamesScope, language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'hot', language, scope.gameType ?? '', scope.vassalage ?? ''],
    queryFn: async ({ signal }): Promise<GameItem[]> => {
      const key = scopeKey(scope);
      const hit = readCache(language).lists[key];
      if (hit) return hit.games;
      const games = await fetchHotGames(scope, language, signal);
      // Read again: another scope may have been stored while this one was on its way.
      const latest = readCache(language);
      const entry: CachedHotGames = {
        language,
        lists: { ...latest.lists, [key]: { savedAt: Date.now(), games } },
      };
      sessionStore.set('hotGames', JSON.stringify(entry));
      return games;
    },
    staleTime: CATALOGUE_CACHE_TTL_MS,
  });

/** The hot games of a scope in the site's current language. */
export function useHotGames(scope: HotGamesScope = {}, options: { enabled?: boolean } = {}) {
  const language = useCatalogueLanguage();
  return useQuery({ ...hotGamesQuery(scope, language), enabled: options.enabled ?? true });
}
