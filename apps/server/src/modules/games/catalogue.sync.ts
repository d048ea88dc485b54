import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '@/lib/clock.ts';
import type { ProviderRepository, VendorRow } from '@/modules/provider/provider.repository.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { fetchFeed, type FeedFetch } from './feed-client.ts';
import { checkFeed, planBrands, planGames } from './feed-plan.ts';
import type { GamesRepository } from './games.repository.ts';

/** Popularity counts the rounds of this many days. */
const POPULARITY_DAYS = 7;
/** Start-up retries while a vendor is not up yet: first wait, cap, and how long to keep trying. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;
const RETRY_FOR_MS = 3 * 60_000;

/** The outcome of one integration's sync. */
export type SyncResult =
  | { vendor: string; merchantId: number; status: 'unchanged' }
  | {
      vendor: string;
      merchantId: number;
      status: 'changed';
      games: { added: number; changed: number; removed: number };
      brands: { added: number; changed: number; removed: number };
    }
  | { vendor: string; merchantId: number; status: 'unreachable' | 'invalid'; reason: string };

/** The outcome of a feed applied in its transaction, or the reason it was refused there. */
class FeedConflict extends Error {}

/**
 * Keeps each merchant's catalogue in step with the feeds of its vendor integrations: fetch the signed
 * `GET /games`, validate, and apply added, changed and removed brands and games in one transaction per
 * integration. An invalid feed changes nothing and is logged. Runs at start-up (retrying while a
 * vendor is not up yet), on the `catalogue-sync` schedule, and from tests.
 */
export function createCatalogueSync(deps: {
  repo: GamesRepository;
  vendors: Pick<ProviderRepository, 'allVendors'>;
  catalogue: CatalogueService;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Replaceable in tests. */
  fetch?: (vendor: VendorRow) => Promise<FeedFetch>;
}) {
  // Signed with the wall clock the vendor checks against; `deps.clock` is the business clock, which a
  // test may move on (PUT /dev/clock).
  const fetchOne = deps.fetch ?? ((v: VendorRow) => fetchFeed(v, systemClock.now().getTime()));
  /** Syncs of one integration in this process run one after the other. */
  const queues = new Map<number, Promise<unknown>>();

  const apply = async (vendor: VendorRow, json: unknown): Promise<SyncResult> => {
    const base = { vendor: vendor.code, merchantId: vendor.merchantId };
    const checked = checkFeed(json);
    if (!checked.ok) return { ...base, status: 'invalid', reason: checked.reason };
    const { feed } = checked;
    const at = deps.clock.now();
    try {
      return await deps.repo.transaction(async (tx) => {
        await tx.lockIntegration(vendor.id);
        const brands = planBrands(feed, vendor, await tx.brandsOfMerchant(vendor.merchantId), at);
        if (brands.conflict)
          throw new FeedConflict(
            `brand ${brands.conflict} belongs to another integration of the merchant`,
          );
        const brandIds = new Map<string, number>();
        for (const values of brands.inserts)
          brandIds.set(values.code, await tx.insertBrand(values));
        for (const u of brands.updates) await tx.updateBrand(u.id, u.set);
        await tx.removeBrands(brands.removes, at);
        for (const row of await tx.brandsOfMerchant(vendor.merchantId))
          if (row.vendorId === vendor.id) brandIds.set(row.code, row.id);
        const games = planGames(feed, vendor, brandIds, await tx.gamesOfIntegration(vendor.id), at);
        await tx.upsertGames(games.upserts);
        await tx.removeGames(games.removes, at);
        const brandCounts = {
          added: brands.inserts.length,
          changed: brands.updates.length,
          removed: brands.removes.length,
        };
        const gameCounts = {
          added: games.added,
          changed: games.changed,
          removed: games.removes.length,
        };
        const changed = [...Object.values(brandCounts), ...Object.values(gameCounts)].some(
          (n) => n > 0,
        );
        if (!changed) return { ...base, status: 'unchanged' as const };
        await tx.bumpRevision(vendor.merchantId, at);
        return { ...base, status: 'changed' as const, games: gameCounts, brands: brandCounts };
      });
    } catch (err) {
      if (err instanceof FeedConflict) return { ...base, status: 'invalid', reason: err.message };
      throw err;
    }
  };

  const syncNow = async (vendor: VendorRow): Promise<SyncResult> => {
    const fetched = await fetchOne(vendor);
    const base = { vendor: vendor.code, merchantId: vendor.merchantId };
    const result: SyncResult =
      fetched.kind === 'ok'
        ? await apply(vendor, fetched.json)
        : {
            ...base,
            status: fetched.kind === 'unreachable' ? 'unreachable' : 'invalid',
            reason: fetched.reason,
          };
    if (result.status === 'invalid')
      deps.log.warn({ ...base, reason: result.reason }, 'catalogue feed refused; nothing changed');
    else if (result.status === 'unreachable')
      deps.log.info({ ...base, reason: result.reason }, 'catalogue feed not reachable');
    else if (result.status === 'changed') {
      deps.log.info({ ...base, games: result.games, brands: result.brands }, 'catalogue synced');
      await sync.refreshPopularity(vendor.merchantId);
      await deps.catalogue.reload(vendor.merchantId);
    }
    return result;
  };

  const sync = {
    /** Fetches and applies one integration's feed (queued behind a sync of it already running here). */
    syncIntegration(vendor: VendorRow): Promise<SyncResult> {
      const previous = queues.get(vendor.id) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => syncNow(vendor));
      queues.set(vendor.id, next);
      void next
        .finally(() => {
          if (queues.get(vendor.id) === next) queues.delete(vendor.id);
        })
        .catch(() => undefined);
      return next;
    },
    /** Syncs every enabled integration, then refreshes popularity of every merchant with a catalogue. */
    async syncAll(): Promise<SyncResult[]> {
      const vendors = (await deps.vendors.allVendors()).filter((v) => v.enabled);
      const results = await Promise.all(vendors.map((v) => sync.syncIntegration(v)));
      for (const merchantId of await deps.repo.merchantsWithCatalogue()) {
        if (await sync.refreshPopularity(merchantId)) await deps.catalogue.reload(merchantId);
      }
      return results;
    },
    /** Sets each game's popularity to its rounds of the last 7 days; true when anything moved. */
    async refreshPopularity(merchantId: number): Promise<boolean> {
      const now = deps.clock.now();
      const since = new Date(now.getTime() - POPULARITY_DAYS * 24 * 3600_000);
      const changed = await deps.repo.transaction(async (tx) => {
        const n = await tx.refreshPopularity(merchantId, since);
        if (n > 0) await tx.bumpRevision(merchantId, now);
        return n;
      });
      return changed > 0;
    },
    /**
     * The start-up sync (not awaited by main): every enabled integration, retrying one that is not
     * reachable yet (`npm start` starts the studio next to the server) with backoff for a few minutes.
     */
    async syncAtStartup(signal: AbortSignal): Promise<void> {
      const vendors = (await deps.vendors.allVendors()).filter((v) => v.enabled);
      await Promise.all(
        vendors.map(async (vendor) => {
          const deadline = Date.now() + RETRY_FOR_MS;
          for (
            let wait = RETRY_FIRST_MS;
            !signal.aborted;
            wait = Math.min(wait * 2, RETRY_MAX_MS)
          ) {
            const result = await sync.syncIntegration(vendor);
            if (result.status !== 'unreachable' || Date.now() + wait > deadline) return;
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, wait);
              signal.addEventListener(
                'abort',
                () => {
                  clearTimeout(timer);
                  resolve();
                },
                { once: true },
              );
            });
          }
        }),
      );
    },
  };
  return sync;
}
export type CatalogueSync = ReturnType<typeof createCatalogueSync>;
