import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoriteGameIds,
  favoriteGamesList,
  gameList,
  recentGames,
} from '@monsoon/contracts/catalogue';
import { launchValueSchema } from '@monsoon/contracts/game';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import {
  buildMember,
  countRows,
  createMerchant,
  demoMerchant,
  loginAs,
  nextIp,
} from '@/test/factories.ts';
import { DEMO_SECRET, DEMO_VENDOR } from '@/test/vendor.ts';
import {
  feedBrand,
  feedGame,
  fixtureFeed,
  registerAndSync,
  startFixtureVendor,
  type FixtureVendor,
} from '@/test/catalogue-vendor.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';

/** Favourites and recent games (wire reference §6.3): session calls over the merchant's catalogue. */
let t: TestApp;
let vendor: FixtureVendor;
let second: MerchantRow;
const nodeIds = new Map<string, number>();
/** The favourite ids answer (add and remove answer the same shape). */
const ids = favoriteGameIds.value;

beforeAll(async () => {
  const feed = fixtureFeed();
  feed.brands.push(
    feedBrand('FIXING', {
      maintenance: { start: Date.now() - 60_000, end: Date.now() + 3_600_000 },
    }),
  );
  feed.games.push(feedGame('FX001', 'FIXING'));
  vendor = await startFixtureVendor(DEMO_SECRET, feed);
  t = await createTestApp();
  const demo = await demoMerchant(t.database);
  await registerAndSync(t.app, t.database, {
    merchantId: demo.id,
    code: DEMO_VENDOR,
    secret: DEMO_SECRET,
    url: vendor.url,
  });
  second = await createMerchant(t.database, `fav${Date.now() % 100_000}`);
  const page = await wire(t.app).ok(
    gameList.value,
    'GET',
    '/wps/relay/GCSGAME_gameList?pageSize=100',
  );
  for (const g of page.games) nodeIds.set(g.gameId, g.nodeId);
});
afterAll(async () => {
  await t.close();
  await vendor.close();
});

const node = (gameId: string): number => {
  const id = nodeIds.get(gameId);
  if (id === undefined) throw new Error(`${gameId} not listed`);
  return id;
};

async function member(merchant?: MerchantRow) {
  const m = await buildMember(t.database, merchant ? { merchantId: merchant.id } : {});
  const session = await loginAs(
    t.app,
    m.username,
    m.password,
    merchant ? { merchant: merchant.code } : {},
  );
  return {
    ...m,
    token: session.token,
    opts: { token: session.token, ...(merchant ? { merchant: merchant.code } : {}) },
  };
}

const add = (opts: object, payload: object, path = '/wps/relay/MCSFE_addFavoriteGameV2') =>
  wire(t.app).ok(ids, 'POST', path, { ...opts, payload });

describe('favourites', () => {
  it('need a session on every call and path', async () => {
    for (const [method, path] of [
      ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
      ['GET', '/wps/relay/MCS2_getFavoriteGames'],
      ['GET', '/wps/relay/MCSFE_getFavoriteGamesList'],
      ['GET', '/wps/relay/MCS2_getFavoriteGamesList'],
      ['POST', '/wps/relay/MCSFE_addFavoriteGameV2'],
      ['POST', '/wps/relay/MCS2_addFavoriteGameV2'],
      ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2'],
      ['DELETE', '/wps/relay/MCS2_removeFavoriteGameV2'],
      ['GET', '/wps/relay/GCS_recentGame'],
    ] as const) {
      expect(
        await wire(t.app).fail(
          method,
          path,
          method === 'POST' ? { payload: { nodeId: node('MS001') } } : {},
        ),
        path,
      ).toMatchObject({
        status: 401,
        errorCode: 'login.not.session',
      });
    }
  });

  it('add, list (newest first, paged, filtered) and remove through the body or the query string', async () => {
    const m = await member();
    expect(await wire(t.app).ok(ids, 'GET', '/wps/relay/MCSFE_getFavoriteGames', m.opts)).toEqual(
      [],
    );
    expect(
      await add(m.opts, { nodeId: node('MS001'), vendor: 'MONSOON', gameType: 'RNG' }),
    ).toEqual([node('MS001')]);
    // nodeId as digits, the older relay path; a repeat changes nothing.
    await add(m.opts, { nodeId: String(node('LX001')) }, '/wps/relay/MCS2_addFavoriteGameV2');
    await new Promise((r) => setTimeout(r, 5));
    expect(await add(m.opts, { nodeId: node('ST002'), vendor: 'storm' })).toEqual([
      node('ST002'),
      node('LX001'),
      node('MS001'),
    ]);
    expect(await add(m.opts, { nodeId: node('MS001') })).toHaveLength(3);
    expect(await wire(t.app).ok(ids, 'GET', '/wps/relay/MCS2_getFavoriteGames', m.opts)).toEqual([
      node('ST002'),
      node('LX001'),
      node('MS001'),
    ]);

    const page1 = await wire(t.app).ok(
      favoriteGamesList.value,
      'GET',
      '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash&pageNo=1&pageSize=2&language=EN',
      m.opts,
    );
    expect(page1).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 3 });
    expect(page1.content.map((g) => g.gameId)).toEqual(['ST002', 'LX001']);
    const past = await wire(t.app).ok(
      favoriteGamesList.value,
      'GET',
      '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=9&pageSize=2',
      m.opts,
    );
    expect(past).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(past.content.map((g) => g.gameId)).toEqual(['MS001']);
    const rng = await wire(t.app).ok(
      favoriteGamesList.value,
      'GET',
      '/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG',
      m.opts,
    );
    expect(rng.content.map((g) => g.gameId)).toEqual(['MS001']);
    const storm = await wire(t.app).ok(
      favoriteGamesList.value,
      'GET',
      '/wps/relay/MCS2_getFavoriteGamesList?vassalage=STORM',
      m.opts,
    );
    expect(storm.content.map((g) => g.gameId)).toEqual(['ST002']);

    // DELETE with a JSON body, then with the query string only.
    expect(
      await wire(t.app).ok(ids, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {
        ...m.opts,
        payload: { nodeId: node('LX001'), vendor: 'LIVEX' },
      }),
    ).toEqual([node('ST002'), node('MS001')]);
    expect(
      await wire(t.app).ok(
        ids,
        'DELETE',
        `/wps/relay/MCS2_removeFavoriteGameV2?nodeId=${node('ST002')}&vendor=STORM&gameType=FISH`,
        m.opts,
      ),
    ).toEqual([node('MS001')]);
    // Removing what is not a favourite changes nothing.
    expect(
      await wire(t.app).ok(
        ids,
        'DELETE',
        `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${node('FB001')}`,
        m.opts,
      ),
    ).toEqual([node('MS001')]);
  });

  it('bad input and unknown games are clear errors that change nothing', async () => {
    const m = await member();
    await add(m.opts, { nodeId: node('MS002') });
    const fail = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      wire(t.app).fail(method, url, { ...m.opts, ...(payload ? { payload } : {}) });
    expect(
      await fail('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 999_999_999 }),
    ).toMatchObject({ status: 400, errorCode: 'game.not.found' });
    expect(
      await fail('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
        nodeId: node('MS001'),
        vendor: 'STORM',
      }),
    ).toMatchObject({ errorCode: 'game.not.found' });
    expect(
      await fail('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
        nodeId: node('MS001'),
        gameType: 'LIVE',
      }),
    ).toMatchObject({ errorCode: 'game.not.found' });
    expect(
      await fail('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 'abc' }),
    ).toMatchObject({ errorCode: 'invalid.request' });
    expect(await fail('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {})).toMatchObject({
      errorCode: 'invalid.request',
    });
    expect(await fail('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: -4 })).toMatchObject({
      errorCode: 'invalid.request',
    });
    expect(await fail('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2')).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
    });
    expect(await fail('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=x')).toMatchObject({
      errorCode: 'invalid.request',
    });
    expect(await countRows(t.database, 'favorite_games', `member_id = ${m.id}`)).toBe(1);
  });

  it('a trial account cannot add favourites (in_need_true_account)', async () => {
    const trial = await wire(t.app).ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    });
    const res = await wire(t.app).fail('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token: trial.token,
      payload: { nodeId: node('MS001') },
      language: 'EN',
    });
    expect(res).toMatchObject({
      status: 403,
      errorCode: 'in_need_true_account',
      message: 'Please register or log in with a real account.',
    });
    expect(await countRows(t.database, 'favorite_games', `member_id = ${trial.id}`)).toBe(0);
    expect(
      await wire(t.app).ok(ids, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token: trial.token }),
    ).toEqual([]);
  });

  it('nothing crosses members or merchants', async () => {
    const a = await member();
    const b = await member();
    await add(a.opts, { nodeId: node('MS003') });
    expect(await wire(t.app).ok(ids, 'GET', '/wps/relay/MCSFE_getFavoriteGames', b.opts)).toEqual(
      [],
    );
    // b removing a's favourite touches only b's (empty) list.
    await wire(t.app).ok(
      ids,
      'DELETE',
      `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${node('MS003')}`,
      b.opts,
    );
    expect(await wire(t.app).ok(ids, 'GET', '/wps/relay/MCSFE_getFavoriteGames', a.opts)).toEqual([
      node('MS003'),
    ]);
    // A member of another merchant cannot favourite the demo merchant's game.
    const stranger = await member(second);
    expect(
      await wire(t.app).fail('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
        ...stranger.opts,
        payload: { nodeId: node('MS003') },
      }),
    ).toMatchObject({
      errorCode: 'game.not.found',
    });
    expect(await countRows(t.database, 'favorite_games', `member_id = ${stranger.id}`)).toBe(0);
  });

  it('a game that leaves the feed leaves the favourites, and comes back with them under the same nodeId', async () => {
    const m = await member();
    await add(m.opts, { nodeId: node('MS005') });
    const demo = await demoMerchant(t.database);
    const full = vendor.feed;
    const feed = fixtureFeed();
    vendor.feed = { ...feed, games: feed.games.filter((g) => g.gameId !== 'MS005') };
    try {
      await registerAndSync(t.app, t.database, {
        merchantId: demo.id,
        code: DEMO_VENDOR,
        secret: DEMO_SECRET,
        url: vendor.url,
      });
      expect(await wire(t.app).ok(ids, 'GET', '/wps/relay/MCSFE_getFavoriteGames', m.opts)).toEqual(
        [],
      );
      expect(
        (
          await wire(t.app).ok(
            favoriteGamesList.value,
            'GET',
            '/wps/relay/MCSFE_getFavoriteGamesList',
            m.opts,
          )
        ).totalCount,
      ).toBe(0);
    } finally {
      vendor.feed = full;
      await registerAndSync(t.app, t.database, {
        merchantId: demo.id,
        code: DEMO_VENDOR,
        secret: DEMO_SECRET,
        url: vendor.url,
      });
    }
    expect(await wire(t.app).ok(ids, 'GET', '/wps/relay/MCSFE_getFavoriteGames', m.opts)).toEqual([
      node('MS005'),
    ]);
  });
});

describe('recent games (GCS_recentGame)', () => {
  const launch = (opts: object, query: string) =>
    wire(t.app).ok(
      launchValueSchema,
      'GET',
      `/wps/game/launchGame?launchMode=GLS&accountType=0&${query}`,
      opts,
    );

  it('lists the member’s launched games, most recent first, paged; failed launches are not recorded', async () => {
    const m = await member();
    expect(
      await wire(t.app).ok(recentGames.value, 'GET', '/wps/relay/GCS_recentGame', m.opts),
    ).toEqual({ list: [], pageNo: 1, totalPages: 0, totalCount: 0 });
    for (const gameId of ['MS001', 'MS002', 'ST001']) {
      await launch(
        m.opts,
        `vassalage=${gameId.startsWith('ST') ? 'STORM' : 'MONSOON'}&gameId=${gameId}`,
      );
      await new Promise((r) => setTimeout(r, 5));
    }
    // Launching MS001 again (by nodeId) moves it to the top.
    await launch(m.opts, `nodeId=${node('MS001')}`);
    expect(
      await wire(t.app).fail(
        'GET',
        '/wps/game/launchGame?launchMode=GLS&accountType=0&vassalage=FIXING&gameId=FX001',
        m.opts,
      ),
    ).toMatchObject({
      errorCode: 'game.maintenance',
    });
    const all = await wire(t.app).ok(
      recentGames.value,
      'GET',
      '/wps/relay/GCS_recentGame?clientType=3&language=EN',
      m.opts,
    );
    expect(all.list.map((g) => g.gameId)).toEqual(['MS001', 'ST001', 'MS002']);
    expect(all).toMatchObject({ pageNo: 1, totalPages: 1, totalCount: 3 });
    const page2 = await wire(t.app).ok(
      recentGames.value,
      'GET',
      '/wps/relay/GCS_recentGame?pageNo=2&pageSize=2',
      m.opts,
    );
    expect(page2).toMatchObject({ pageNo: 2, totalPages: 2, totalCount: 3 });
    expect(page2.list.map((g) => g.gameId)).toEqual(['MS002']);
    const storm = await wire(t.app).ok(
      recentGames.value,
      'GET',
      '/wps/relay/GCS_recentGame?vassalage=STORM',
      m.opts,
    );
    expect(storm.list.map((g) => g.gameId)).toEqual(['ST001']);
    // Another member's list is their own.
    const other = await member();
    expect(
      (await wire(t.app).ok(recentGames.value, 'GET', '/wps/relay/GCS_recentGame', other.opts))
        .totalCount,
    ).toBe(0);
    expect(
      await wire(t.app).fail('GET', '/wps/relay/GCS_recentGame?pageSize=0', m.opts),
    ).toMatchObject({ errorCode: 'invalid.request' });
  });
});
