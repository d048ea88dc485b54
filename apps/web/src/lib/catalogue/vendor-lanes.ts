import type { Lane, newGameVendor } from '@monsoon/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_CACHE_TTL_MS } from '@/config/catalogue-cache';
import { callApi } from '@/lib/api-client';
import { sessionStore } from '@/lib/storage';
import { wireCall } from '@/lib/wire-call';
import { isFreshEntry } from './catalogue-cache';
import { regroupLanes, type GameGroup } from './regroup';

// The header is first-load code: wire facts only, no zod (src/README.md).
const vendorCall = wireCall<typeof newGameVendor>({
  paths: ['/wps/relay/GCSGAME_newGameVendor', '/wps/relay/GCSGAME_gameVendor'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'optional',
});

/** The platform of catalogue calls: `html5-desktop` on wide screens, `html5` on phones (wire §6.1). */
export const catalogueRequest = (): { platform: 'html5-desktop' | 'html5'; clientType: 2 | 3 } =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches
    ? { platform: 'html5', clientType: 2 }
    : { platform: 'html5-desktop', clientType: 3 };

/** sessionStorage `gameVendor`: the tab's lanes of one language and when they were stored. */
interface CachedLanes {
  language: string;
  savedAt: number;
  lanes: Lane[];
}

function readCache(language: string, now = Date.now()): Lane[] | null {
  const raw = sessionStore.get('gameVendor');
  if (!raw) return null;
  try {
    const cached = JSON.parse(raw) as CachedLanes;
    return cached.language === language &&
      isFreshEntry(cached.savedAt, now) &&
      Array.isArray(cached.lanes)
      ? cached.lanes
      : null;
  } catch {
    return null;
  }
}

/**
 * The merchant's vendor lanes in a language, cached for the tab in sessionStorage `gameVendor` (spec §9)
 * for 5 minutes; a login or logout flushes it (catalogue-cache.ts).
 */
export const vendorLanesQuery = (language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'lanes', language],
    queryFn: async ({ signal }): Promise<Lane[]> => {
      const cached = readCache(language);
      if (cached) return cached;
      const { platform, clientType } = catalogueRequest();
      const value = await callApi(vendorCall, {
        query: { platform, clientType, language },
        signal,
      });
      const entry: CachedLanes = { language, savedAt: Date.now(), lanes: value.data.lanes };
      sessionStore.set('gameVendor', JSON.stringify(entry));
      return value.data.lanes;
    },
    staleTime: CATALOGUE_CACHE_TTL_MS,
  });

/** The lanes in the site's current language. */
export function useVendorLanes() {
  const { i18n } = useTranslation();
  return useQuery(vendorLanesQuery((i18n.language || 'EN').toUpperCase()));
}

/** The header's game groups (regrouped lanes) in the current language; empty while loading. */
export function useGameGroups(): { groups: GameGroup[]; isLoading: boolean; isError: boolean } {
  const lanes = useVendorLanes();
  return {
    groups: lanes.data ? regroupLanes(lanes.data) : [],
    isLoading: lanes.isLoading,
    isError: lanes.isError,
  };
}
