import type { ProviderRepository, VendorRow } from './provider.repository.ts';

/** How often the in-memory vendor list is reloaded (vendors are added by operators, rarely). */
const RELOAD_MS = 30_000;

/**
 * The vendors of every merchant, held in memory so a vendor call's signature is checked before any
 * database access (design/money.md §4, test 13).
 */
export function createVendorRegistry(repo: ProviderRepository, now: () => number = Date.now) {
  let byKey = new Map<string, VendorRow>();
  let byCode = new Map<string, VendorRow[]>();
  let loadedAt = 0;
  const key = (merchantId: number, code: string) => `${merchantId}:${code.toUpperCase()}`;
  const registry = {
    async reload(): Promise<void> {
      const rows = await repo.allVendors();
      byKey = new Map(rows.map((v) => [key(v.merchantId, v.code), v]));
      byCode = new Map();
      for (const v of rows)
        byCode.set(v.code.toUpperCase(), [...(byCode.get(v.code.toUpperCase()) ?? []), v]);
      loadedAt = now();
    },
    /** Every merchant's registration of a vendor code (the signature tells which one is calling). */
    byCode(code: string): readonly VendorRow[] {
      registry.refreshIfStale();
      return byCode.get(code.toUpperCase()) ?? [];
    },
    /** Reloads a stale list in the background; a failed reload is tried again 5 s later, not per request. */
    refreshIfStale(): void {
      if (now() - loadedAt <= RELOAD_MS) return;
      const started = now();
      loadedAt = started;
      registry.reload().catch(() => {
        loadedAt = started - RELOAD_MS + 5_000;
      });
    },
    /** A merchant's enabled vendors by code (the vendor wallets of a multi-wallet merchant). */
    ofMerchant(merchantId: number): VendorRow[] {
      registry.refreshIfStale();
      return [...byKey.values()]
        .filter((v) => v.merchantId === merchantId && v.enabled)
        .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    },
    /** The vendor from memory; a stale list is reloaded in the background. */
    find(merchantId: number, code: string): VendorRow | undefined {
      registry.refreshIfStale();
      return byKey.get(key(merchantId, code));
    },
  };
  return registry;
}
export type VendorRegistry = ReturnType<typeof createVendorRegistry>;
