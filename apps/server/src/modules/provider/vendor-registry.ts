import type { ProviderRepository, VendorRow } from './provider.repository.ts';

/** How often the in-memory vendor list is reloaded (vendors are added by operators, rarely). */
const RELOAD_MS = 30_000;

/**
 * The vendors of every merchant, held in memory so a vendor call's signature is checked before any
 * database access (design/money.md §4, test 13).
 */
export function createVendorRegistry(repo: ProviderRepository, now: () => number = Date.now) {
  let byKey = new Map<string, VendorRow>();
  let loadedAt = 0;
  const key = (merchantId: number, code: string) => `${merchantId}:${code.toUpperCase()}`;
  const registry = {
    async reload(): Promise<void> {
      const rows = await repo.allVendors();
      byKey = new Map(rows.map((v) => [key(v.merchantId, v.code), v]));
      loadedAt = now();
    },
    /** The vendor from memory; a stale list is reloaded in the background. */
    find(merchantId: number, code: string): VendorRow | undefined {
      if (now() - loadedAt > RELOAD_MS) {
        loadedAt = now();
        registry.reload().catch(() => {
          loadedAt = 0;
        });
      }
      return byKey.get(key(merchantId, code));
    },
  };
  return registry;
}
export type VendorRegistry = ReturnType<typeof createVendorRegistry>;
