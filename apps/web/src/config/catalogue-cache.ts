/**
 * How long the tab's catalogue caches are trusted (spec §7: the vendor list is cached in session and can
 * be flushed). Entries of sessionStorage `gameVendor` and `HOT_GAMES` older than this are asked again;
 * the same age is the queries' stale time.
 */
export const CATALOGUE_CACHE_TTL_MS = 5 * 60_000;
