import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { CatalogueSnapshot, inMaintenance, type GameEntry } from './catalogue.snapshot.ts';
import type { GamesRepository } from './games.repository.ts';

/** How old a snapshot may get before the merchant's revision is checked again (other processes sync too). */
const REVISION_CHECK_MS = 5_000;

/** How a launch names its game: brand + vendor game id, or the nodeId. */
export type GameRef = { vassalage: string; gameId: string } | { nodeId: number };

/**
 * Every merchant's catalogue snapshot, in memory. A sync in this process replaces the merchant's
 * snapshot at once; one in another process is noticed through the merchant's revision, checked in the
 * background at most every few seconds, so requests never wait on the database for the catalogue.
 */
export function createCatalogueService(deps: {
  repo: GamesRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const snapshots = new Map<
    number,
    { snapshot: CatalogueSnapshot; checkedAt: number; checking: boolean }
  >();
  const loading = new Map<number, Promise<CatalogueSnapshot>>();
  const now = () => deps.clock.now().getTime();

  const load = (merchantId: number): Promise<CatalogueSnapshot> => {
    const pending = loading.get(merchantId);
    if (pending) return pending;
    const started = (async () => {
      // The revision first: rows read after it are at least that new, so a later change is never missed.
      const revision = await deps.repo.revision(merchantId);
      const [brands, games] = await Promise.all([
        deps.repo.liveBrands(merchantId),
        deps.repo.liveGames(merchantId),
      ]);
      const snapshot = new CatalogueSnapshot(merchantId, revision, brands, games);
      snapshots.set(merchantId, { snapshot, checkedAt: now(), checking: false });
      return snapshot;
    })().finally(() => loading.delete(merchantId));
    loading.set(merchantId, started);
    return started;
  };

  /** Compares the held snapshot's revision with the database's; reloads when it moved. */
  const checkRevision = (merchantId: number): void => {
    const held = snapshots.get(merchantId);
    if (!held || held.checking) return;
    held.checking = true;
    held.checkedAt = now();
    deps.repo
      .revision(merchantId)
      .then(async (revision) => {
        if (revision !== held.snapshot.revision) await load(merchantId);
      })
      .catch((err: unknown) =>
        deps.log.warn({ err, merchantId }, 'catalogue revision check failed'),
      )
      .finally(() => {
        held.checking = false;
      });
  };

  const service = {
    /** The merchant's snapshot: from memory (checked against the revision in the background), else loaded. */
    async snapshot(merchantId: number): Promise<CatalogueSnapshot> {
      const held = snapshots.get(merchantId);
      if (!held) return load(merchantId);
      if (now() - held.checkedAt > REVISION_CHECK_MS) checkRevision(merchantId);
      return held.snapshot;
    },
    /** Reloads a merchant's snapshot now (after a sync in this process). */
    async reload(merchantId: number): Promise<void> {
      await load(merchantId);
    },
    /** Forgets every snapshot (tests that change rows directly). */
    flush(): void {
      snapshots.clear();
    },
    /**
     * The launchable game a launch names: listed (live, brand enabled) or `game.not.found`; its brand
     * in maintenance is `game.maintenance` with the window in `value.content.data` (wire §1.3).
     */
    async launchable(merchantId: number, ref: GameRef): Promise<GameEntry> {
      const snap = await service.snapshot(merchantId);
      const game =
        'nodeId' in ref
          ? snap.byNodeId.get(ref.nodeId)
          : snap.gamesOfBrand(ref.vassalage).find((g) => g.gameId === ref.gameId);
      if (!game) throw new AppError('game.not.found');
      const { maintenance } = game.brand;
      if (maintenance && inMaintenance(game.brand, now()))
        throw new AppError('game.maintenance', {
          content: { data: { maintainTime: maintenance.start, endTime: maintenance.end } },
        });
      return game;
    },
    /** The first listed game of a brand (cards that launch directly, the FB sports book), or `game.vendor.not.found`. */
    async firstGameOf(merchantId: number, brandCode: string): Promise<GameEntry> {
      const game = (await service.snapshot(merchantId)).gamesOfBrand(brandCode)[0];
      if (!game) throw new AppError('game.vendor.not.found');
      return game;
    },
    /** Remembers a successful launch in the member's recent games. */
    async recordLaunch(merchantId: number, memberId: number, nodeId: number): Promise<void> {
      await deps.repo.touchRecent(merchantId, memberId, nodeId, deps.clock.now());
    },
  };
  return service;
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
