import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameList, newGameVendor } from '@monsoon/contracts/catalogue';
import type { CatalogueFeed } from '@monsoon/contracts/provider/catalogue';
import { buildApp } from '@/app.ts';
import { loadEnv } from '@/config/env.ts';
import { jobDefinitions } from '@/jobs/index.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { createMerchant, demoMerchant, fakeClock } from '@/test/factories.ts';
import {
  feedBrand,
  feedGame,
  registerAndSync,
  startFixtureVendor,
  syncVendor,
  type FixtureVendor,
} from '@/test/catalogue-vendor.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { createProviderRepository } from '@/modules/provider/provider.repository.ts';

/**
 * The catalogue sync against real HTTP vendors: added, changed and removed games and brands; nodeIds
 * stable across syncs; invalid feeds change nothing and are logged; start-up retries; the schedule;
 * a second server process noticing another's sync.
 */
const logs: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logs.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
let vendor: FixtureVendor;
let merchant: MerchantRow;
const SECRET = 'sync-secret';
const CODE = 'SYNCINT';

/** A small two-brand catalogue. */
const baseFeed = (): CatalogueFeed => ({
  brands: [
    feedBrand('ALPHA', { names: { EN: 'Alpha' }, order: 1 }),
    feedBrand('BETA', { names: { EN: 'Beta' }, order: 2, launchStyle: 'popup' }),
  ],
  games: [
    feedGame('A1', 'ALPHA', { names: { EN: 'Alpha One' } }),
    feedGame('A2', 'ALPHA', { names: { EN: 'Alpha Two' } }),
    feedGame('B1', 'BETA', { names: { EN: 'Beta One' }, gameType: 'FISH', classify: 'ARCADE' }),
  ],
});

beforeAll(async () => {
  vendor = await startFixtureVendor(SECRET, baseFeed());
  t = await createTestApp({ logger: { level: 'info', stream } });
  // Its own merchant: the sync tests change the catalogue freely.
  merchant = await createMerchant(t.database, `sync${Date.now() % 100_000}`);
});
afterAll(async () => {
  await t.close();
  await vendor.close();
});
beforeEach(() => {
  vendor.failWith = null;
});

const listed = async () => {
  const page = await wire(t.app).ok(
    gameList.value,
    'GET',
    '/wps/relay/GCSGAME_gameList?pageSize=100&language=EN',
    { merchant: merchant.code },
  );
  return new Map(page.games.map((g) => [g.gameId, g]));
};
const sync = () => syncVendor(t.app, t.database, merchant.id, CODE);
/** Catalogue rows and revision of the merchant: what "nothing changed" compares. */
const state = async () => {
  const { rows } = await t.database.query(
    `select (select json_agg(g order by node_id) from catalogue_games g where merchant_id = $1)::text as games,
            (select json_agg(b order by id) from catalogue_brands b where merchant_id = $1)::text as brands,
            (select revision from catalogue_revisions where merchant_id = $1)::text as revision`,
    [merchant.id],
  );
  return rows[0];
};

describe('catalogue sync', () => {
  it('adds the games and brands of a new integration; a second sync changes nothing', async () => {
    const first = await registerAndSync(t.app, t.database, {
      merchantId: merchant.id,
      code: CODE,
      secret: SECRET,
      url: vendor.url,
    });
    expect(first).toEqual({
      vendor: CODE,
      merchantId: merchant.id,
      status: 'changed',
      games: { added: 3, changed: 0, removed: 0 },
      brands: { added: 2, changed: 0, removed: 0 },
    });
    const games = await listed();
    expect([...games.keys()]).toEqual(['A1', 'A2', 'B1']);
    expect(logs.some((l) => l.includes('catalogue synced') && l.includes(CODE))).toBe(true);
    const before = await state();
    expect(await sync()).toMatchObject({ status: 'unchanged' });
    expect(await state()).toEqual(before);
    // The brands record their integration and the game types derived from their games.
    const { rows } = await t.database.query(
      `select b.code, b.game_types, v.code as integration from catalogue_brands b join vendors v on v.id = b.vendor_id where b.merchant_id = $1 order by b.code`,
      [merchant.id],
    );
    expect(rows).toEqual([
      { code: 'ALPHA', game_types: ['RNG'], integration: CODE },
      { code: 'BETA', game_types: ['FISH'], integration: CODE },
    ]);
  });

  it('applies changed games and brands in place: same nodeIds, new fields', async () => {
    const before = await listed();
    const feed = baseFeed();
    feed.games[0] = feedGame('A1', 'ALPHA', {
      names: { EN: 'Alpha One Deluxe', CN: '阿尔法' },
      minBetMinor: 25,
      isNew: true,
    });
    feed.brands[1] = feedBrand('BETA', {
      names: { EN: 'Beta Games' },
      order: 0,
      launchStyle: 'popup',
      hot: true,
    });
    vendor.feed = feed;
    expect(await sync()).toMatchObject({
      status: 'changed',
      games: { added: 0, changed: 1, removed: 0 },
      brands: { added: 0, changed: 1, removed: 0 },
    });
    const after = await listed();
    expect(after.get('A1')).toMatchObject({
      nodeId: before.get('A1')?.nodeId,
      gameName: 'Alpha One Deluxe',
      minBet: 0.25,
      isNew: 1,
    });
    expect(after.get('A2')?.nodeId).toBe(before.get('A2')?.nodeId);
    // BETA now sorts first, is hot and has its new name.
    expect([...after.keys()]).toEqual(['B1', 'A1', 'A2']);
    const { data } = await wire(t.app).ok(
      newGameVendor.value,
      'GET',
      '/wps/relay/GCSGAME_newGameVendor?language=EN',
      { merchant: merchant.code },
    );
    expect(data.lanes.find((l) => l.title === 'FISH')?.cards).toMatchObject([
      { vassalage: 'BETA', displayName: 'Beta Games', isHot: 1 },
    ]);
  });

  it('soft-removes games and brands that leave the feed; they come back under the same nodeIds', async () => {
    const before = await listed();
    const feed = baseFeed();
    vendor.feed = {
      brands: feed.brands.filter((b) => b.code === 'ALPHA'),
      games: feed.games.filter((g) => g.gameId === 'A1'),
    };
    expect(await sync()).toMatchObject({
      status: 'changed',
      games: { added: 0, changed: 1, removed: 2 },
      brands: { removed: 1 },
    });
    expect([...(await listed()).keys()]).toEqual(['A1']);
    expect(
      await wire(t.app).fail('GET', '/wps/relay/GCSGAME_gameList?vassalage=BETA', {
        merchant: merchant.code,
      }),
    ).toMatchObject({
      errorCode: 'game.vendor.not.found',
    });
    // Rows stay, marked removed.
    const { rows } = await t.database.query(
      `select game_id, removed_at is not null as removed from catalogue_games where merchant_id = $1 order by game_id`,
      [merchant.id],
    );
    expect(rows).toEqual([
      { game_id: 'A1', removed: false },
      { game_id: 'A2', removed: true },
      { game_id: 'B1', removed: true },
    ]);
    vendor.feed = baseFeed();
    expect(await sync()).toMatchObject({
      status: 'changed',
      games: { added: 0, changed: 2 },
      brands: { added: 0, changed: 1 },
    });
    const back = await listed();
    for (const id of ['A1', 'A2', 'B1'])
      expect(back.get(id)?.nodeId, id).toBe(before.get(id)?.nodeId);
  });

  it('adds a new game next to the others', async () => {
    const feed = baseFeed();
    feed.games.push(feedGame('A3', 'ALPHA', { names: { EN: 'Alpha Three' } }));
    vendor.feed = feed;
    expect(await sync()).toMatchObject({
      status: 'changed',
      games: { added: 1, changed: 0, removed: 0 },
    });
    const games = await listed();
    expect(games.get('A3')?.nodeId).toBeGreaterThan(
      Math.max(games.get('A1')?.nodeId ?? 0, games.get('A2')?.nodeId ?? 0),
    );
    vendor.feed = baseFeed();
    await sync();
  });

  it.each([
    [
      'a game without an English name',
      () => ({ ...baseFeed(), games: [feedGame('A1', 'ALPHA', { names: { CN: '甲' } })] }),
    ],
    [
      'a game of a brand the feed does not list',
      () => ({ ...baseFeed(), games: [...baseFeed().games, feedGame('Z1', 'ZETA')] }),
    ],
    [
      'a game listed twice',
      () => ({ ...baseFeed(), games: [...baseFeed().games, feedGame('A1', 'ALPHA')] }),
    ],
    [
      'a brand listed twice',
      () => ({ ...baseFeed(), brands: [...baseFeed().brands, feedBrand('ALPHA')] }),
    ],
    [
      'an unknown game type',
      () => ({ ...baseFeed(), games: [{ ...feedGame('A1', 'ALPHA'), gameType: 'CASINO' }] }),
    ],
    [
      'a negative minimum bet',
      () => ({ ...baseFeed(), games: [feedGame('A1', 'ALPHA', { minBetMinor: -1 })] }),
    ],
    [
      'a maintenance window ending before it starts',
      () => ({
        ...baseFeed(),
        brands: [feedBrand('ALPHA', { maintenance: { start: 2, end: 1 } }), feedBrand('BETA')],
      }),
    ],
    ['a JSON string', () => 'not a catalogue'],
    ['no games key', () => ({ brands: [] })],
  ])('an invalid feed (%s) changes nothing and is logged', async (label, make) => {
    const before = await state();
    const listedBefore = await listed();
    vendor.feed = make();
    logs.length = 0;
    const result = await sync();
    expect(result, label).toMatchObject({ status: 'invalid', reason: expect.any(String) });
    expect(await state()).toEqual(before);
    expect([...(await listed()).keys()]).toEqual([...listedBefore.keys()]);
    expect(logs.some((l) => l.includes('catalogue feed refused') && l.includes(CODE))).toBe(true);
    vendor.feed = baseFeed();
  });

  it('a brand another integration of the merchant publishes is refused; nothing changes', async () => {
    const rival = await startFixtureVendor('rival-secret', {
      brands: [feedBrand('ALPHA'), feedBrand('GAMMA')],
      games: [feedGame('R1', 'ALPHA'), feedGame('G1', 'GAMMA')],
    });
    try {
      const before = await state();
      const result = await registerAndSync(t.app, t.database, {
        merchantId: merchant.id,
        code: 'RIVAL',
        secret: 'rival-secret',
        url: rival.url,
      });
      expect(result).toMatchObject({ status: 'invalid', reason: expect.stringContaining('ALPHA') });
      expect(await state()).toEqual(before);
      // Under another merchant the same codes are no conflict.
      const other = await createMerchant(t.database, `rival${Date.now() % 100_000}`);
      expect(
        await registerAndSync(t.app, t.database, {
          merchantId: other.id,
          code: 'RIVAL',
          secret: 'rival-secret',
          url: rival.url,
        }),
      ).toMatchObject({ status: 'changed' });
      expect([...(await listed()).keys()]).toEqual(['A1', 'A2', 'B1']);
    } finally {
      await rival.close();
    }
  });

  it('a vendor that refuses our signature or answers an error changes nothing', async () => {
    const before = await state();
    vendor.failWith = 503;
    expect(await sync()).toMatchObject({
      status: 'unreachable',
      reason: 'vendor answered HTTP 503',
    });
    vendor.failWith = 404;
    expect(await sync()).toMatchObject({ status: 'invalid', reason: 'vendor answered HTTP 404' });
    vendor.failWith = null;
    // Registered with the wrong secret: the vendor refuses the signature.
    const refused = vendor.refused;
    const repo = createProviderRepository(t.database.db);
    await repo.upsertVendor({
      merchantId: merchant.id,
      code: CODE,
      name: CODE,
      secret: 'wrong-secret',
      baseUrl: vendor.url,
    });
    expect(await sync()).toMatchObject({ status: 'invalid', reason: 'vendor answered HTTP 401' });
    expect(vendor.refused).toBe(refused + 1);
    await repo.upsertVendor({
      merchantId: merchant.id,
      code: CODE,
      name: CODE,
      secret: SECRET,
      baseUrl: vendor.url,
    });
    expect(await state()).toEqual(before);
  });

  it('at start-up, retries a vendor that is not up yet until its feed arrives', async () => {
    const late = await startFixtureVendor('late-secret', {
      brands: [feedBrand('LATE')],
      games: [feedGame('L1', 'LATE')],
    });
    try {
      late.failWith = 503;
      const other = await createMerchant(t.database, `late${Date.now() % 100_000}`);
      await createProviderRepository(t.database.db).upsertVendor({
        merchantId: other.id,
        code: 'LATEINT',
        name: 'Late',
        secret: 'late-secret',
        baseUrl: late.url,
      });
      setTimeout(() => {
        late.failWith = null;
      }, 700);
      // Only this integration: the others of this database are down or elsewhere.
      await t.database.query(`update vendors set enabled = (code = 'LATEINT')`);
      const abort = new AbortController();
      await t.app.services.catalogueSync.syncAtStartup(abort.signal);
      await t.database.query(`update vendors set enabled = true`);
      expect(late.feedReads).toBeGreaterThanOrEqual(3);
      const page = await wire(t.app).ok(gameList.value, 'GET', '/wps/relay/GCSGAME_gameList', {
        merchant: other.code,
      });
      expect(page.games.map((g) => g.gameId)).toEqual(['L1']);
    } finally {
      await late.close();
    }
  });

  it('runs every 5 minutes as the catalogue-sync job, syncing every enabled integration', async () => {
    const job = jobDefinitions(t.app.services).find((j) => j.name === 'catalogue-sync');
    expect(job?.cron).toBe('*/5 * * * *');
    const feed = baseFeed();
    feed.games.push(feedGame('A9', 'ALPHA', { names: { EN: 'Alpha Nine' } }));
    vendor.feed = feed;
    await job?.run();
    expect((await listed()).has('A9')).toBe(true);
    // A disabled integration is not synced.
    await t.database.query(
      `update vendors set enabled = false where code = $1 and merchant_id = $2`,
      [CODE, merchant.id],
    );
    const reads = vendor.feedReads;
    await job?.run();
    expect(vendor.feedReads).toBe(reads);
    await t.database.query(
      `update vendors set enabled = true where code = $1 and merchant_id = $2`,
      [CODE, merchant.id],
    );
    vendor.feed = baseFeed();
    await sync();
  });

  it('another server process on the same database picks up a sync within seconds', async () => {
    const clock = fakeClock();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      REDIS_PREFIX: `test-sync-${Date.now()}`,
    });
    const app2 = await buildApp({ env, database: t.database, logger: false, clock });
    await app2.ready();
    try {
      const names = async () => {
        const page = await wire(app2).ok(
          gameList.value,
          'GET',
          '/wps/relay/GCSGAME_gameList?pageSize=100&language=EN',
          { merchant: merchant.code },
        );
        return page.games.map((g) => g.gameName);
      };
      expect(await names()).toContain('Alpha Two');
      const feed = baseFeed();
      feed.games[1] = feedGame('A2', 'ALPHA', { names: { EN: 'Alpha Two Renamed' } });
      vendor.feed = feed;
      await sync();
      // Still the held snapshot until the revision check is due…
      expect(await names()).toContain('Alpha Two');
      clock.advance(6_000);
      await names(); // starts the background check
      let seen: string[] = [];
      for (let i = 0; i < 50 && !seen.includes('Alpha Two Renamed'); i++) {
        await new Promise((r) => setTimeout(r, 20));
        seen = await names();
      }
      expect(seen).toContain('Alpha Two Renamed');
    } finally {
      await app2.close();
      vendor.feed = baseFeed();
      await sync();
    }
  });

  it('the demo merchant’s studio registration (MONSOON) is an integration like any other', async () => {
    const demo = await demoMerchant(t.database);
    const { rows } = await t.database.query(
      `select code, enabled from vendors where merchant_id = $1`,
      [demo.id],
    );
    expect(rows).toContainEqual({ code: 'MONSOON', enabled: true });
  });
});
