import { AppError } from '@/lib/errors.ts';
import type { MerchantRepository, MerchantRow } from './merchant.repository.ts';
import { flattenWhitelabel, type MerchantSettings } from './merchant.settings.ts';

const CACHE_MS = 5_000;

/** Resolves the merchant of a request; caches rows briefly since every request needs one. */
export function createMerchantService(repo: MerchantRepository, defaultCode: string) {
  const cache = new Map<string, { row: MerchantRow | null; at: number }>();
  const cached = async (key: string, load: () => Promise<MerchantRow | null>) => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.row;
    const row = await load();
    // Misses are cached too (random Host headers): keep the map bounded.
    if (cache.size >= 10_000) cache.clear();
    cache.set(key, { row, at: Date.now() });
    return row;
  };
  return {
    /** The Merchant header wins, then the host's domain, then the default merchant. */
    async resolve(headerCode: string | undefined, host: string | undefined): Promise<MerchantRow> {
      if (headerCode) {
        const row = await cached(`c:${headerCode.toLowerCase()}`, () =>
          repo.findByCode(headerCode),
        );
        if (!row) throw new AppError('merchant.acct.setup.err');
        return row;
      }
      const hostname = host?.split(':')[0]?.toLowerCase();
      if (hostname) {
        const row = await cached(`d:${hostname}`, () => repo.findByDomain(hostname));
        if (row) return row;
      }
      const row = await cached(`c:${defaultCode.toLowerCase()}`, () =>
        repo.findByCode(defaultCode),
      );
      if (!row) throw new AppError('merchant.acct.setup.err');
      return row;
    },
    /** Whitelabel switch by module id. */
    isEnabled(merchant: MerchantRow, modId: string): boolean {
      return flattenWhitelabel(merchant.settings.whitelabel)[modId] ?? false;
    },
    /** Whether the merchant blocks a visitor by IP, or by country when a trusted edge told it. */
    isRegionBlocked(merchant: MerchantRow, ip: string, countryCode: string | null): boolean {
      const { blockedIps, blockedCountries } = merchant.settings.region;
      return (
        blockedIps.includes(ip) || (countryCode !== null && blockedCountries.includes(countryCode))
      );
    },
    /** Stores a merchant's settings; every process sees them within the cache time, this one at once. */
    async updateSettings(merchant: MerchantRow, settings: MerchantSettings): Promise<void> {
      await repo.updateSettings(merchant.id, settings);
      cache.clear();
    },
    /** Forgets cached rows (after settings change). */
    flush(): void {
      cache.clear();
    },
    findById: repo.findById,
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;
