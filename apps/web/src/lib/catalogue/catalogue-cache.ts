import type { QueryClient } from '@tanstack/react-query';
import { CATALOGUE_CACHE_TTL_MS } from '@/config/catalogue-cache';
import { sessionStore } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';

/** Whether a cache entry saved at `savedAt` (epoch ms) is still young enough to use. */
export const isFreshEntry = (savedAt: unknown, now = Date.now()): boolean =>
  typeof savedAt === 'number' && savedAt <= now && now - savedAt < CATALOGUE_CACHE_TTL_MS;

/** The catalogue queries whose answers the tab caches (vendor lanes and hot games, every language). */
export const cachedCatalogueKeys = [
  ['catalogue', 'lanes'],
  ['catalogue', 'hot'],
] as const;

/**
 * Flushes the tab's catalogue caches (spec §7): drops sessionStorage `gameVendor` and `HOT_GAMES` and
 * marks the matching queries stale, so the header and home ask the server again.
 */
export function flushCatalogueCaches(client: QueryClient): Promise<void> {
  sessionStore.remove('gameVendor');
  sessionStore.remove('hotGames');
  return Promise.all(
    cachedCatalogueKeys.map((queryKey) => client.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/**
 * Flushes the catalogue caches whenever the session token changes (login, logout, an expired session):
 * the vendors and hot games a member sees may differ from a visitor's. Returns the unsubscribe.
 */
export const flushCatalogueOnSessionChange = (client: QueryClient): (() => void) =>
  useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) void flushCatalogueCaches(client);
  });
