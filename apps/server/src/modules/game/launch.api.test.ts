import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchValueSchema } from '@monsoon/contracts/game';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { gameList } from '@monsoon/contracts/catalogue';
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
import { DEMO_SECRET, DEMO_VENDOR, vendorCall } from '@/test/vendor.ts';
import { balanceOf, expectLedgerClean, fund, playerCalls, uniquePrefix } from '@/test/money.ts';
import {
  feedBrand,
  feedGame,
  fixtureFeed,
  registerAndSync,
  startFixtureVendor,
  type FixtureVendor,
} from '@/test/catalogue-vendor.ts';

/**
 * Game launch (design/money.md §4): the game resolved through the merchant's catalogue, a launch token
 * bound to member, vendor, game, asset and mode, and the vendor's signed server-to-server
 * `POST /launch` answering the game URL. Real HTTP vendors run in the test, publish their catalogue
 * at the signed `GET /games` and check every signature.
 */
let t: TestApp;
let vendor: FixtureVendor;
let other: FixtureVendor;
let vendorUrl = '';
const OTHER_SECRET = 'other-integration-secret';
/** Launch requests the vendor accepted (signature valid), in order. */
let launches: FixtureVendor['launches'] = [];

beforeAll(async () => {
  const feed = fixtureFeed();
  // A brand in maintenance now, one coming back next week.
  feed.brands.push(
    feedBrand('FIXING', {
      maintenance: { start: Date.now() - 3_600_000, end: Date.now() + 3_600_000 },
    }),
  );
  feed.games.push(feedGame('FX001', 'FIXING'));
  vendor = await startFixtureVendor(DEMO_SECRET, feed);
  vendorUrl = vendor.url;
  launches = vendor.launches;
  // A second integration of the demo merchant publishing brand OTHERS, and one whose server goes down.
  other = await startFixtureVendor(OTHER_SECRET, {
    brands: [feedBrand('OTHERS')],
    games: [feedGame('OT001', 'OTHERS')],
  });

  t = await createTestApp();
  const merchant = await demoMerchant(t.database);
  expect(
    await registerAndSync(t.app, t.database, {
      merchantId: merchant.id,
      code: DEMO_VENDOR,
      secret: DEMO_SECRET,
      url: vendorUrl,
    }),
  ).toMatchObject({ status: 'changed' });
  expect(
    await registerAndSync(t.app, t.database, {
      merchantId: merchant.id,
      code: 'OTHERINT',
      secret: OTHER_SECRET,
      url: other.url,
    }),
  ).toMatchObject({ status: 'changed' });
});
afterAll(async () => {
  await expectLedgerClean(t.database);
  await t.close();
  await vendor.close();
  await other.close();
});

const launchQuery = (extra: Record<string, string> = {}) =>
  `/wps/game/launchGame?${new URLSearchParams({ gameId: 'MS001', vassalage: DEMO_VENDOR, launchMode: 'GLS', language: 'EN', ...extra })}`;

const tokenOf = (gameUrl: string): string => new URL(gameUrl).searchParams.get('token') ?? '';

describe('launchGame', () => {
  it('answers the vendor’s game URL with a live launch token bound to the member, signed to the vendor', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, 10_000n);
    const session = await loginAs(t.app, member.username, member.password);
    const value = await wire(t.app).ok(launchValueSchema, 'GET', launchQuery(), {
      token: session.token,
    });
    expect(value.gameUrl).toBe(value.content.game_url);
    expect(value.content.game_url.startsWith(`${vendorUrl}/play/MS001`)).toBe(true);
    const token = tokenOf(value.content.game_url);
    expect(token).toMatch(/\S{20,}/);
    expect(launches.at(-1)).toMatchObject({
      token,
      playerId: String(member.id),
      gameCode: 'MS001',
      currency: 'PHP',
      mode: 'real',
      language: 'EN',
    });
    // The token works on the wallet API for this member, in PHP.
    const auth = await vendorCall(t.app)('authenticate', { token });
    expect(auth.answer).toMatchObject({
      status: 'OK',
      playerId: String(member.id),
      currency: 'PHP',
      balance: 10_000,
    });
    // Only its hash is stored.
    expect(await countRows(t.database, 'launch_tokens', `token_hash = '${token}'`)).toBe(0);
    expect(vendor.refused).toBe(0);
  });

  it('without launchMode: HTTP 500 #727, no token created', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    const res = await wire(t.app).fail(
      'GET',
      `/wps/game/launchGame?gameId=MS001&vassalage=${DEMO_VENDOR}`,
      { token: session.token },
    );
    expect(res).toMatchObject({ status: 500, errorCode: '#727' });
    expect(await countRows(t.database, 'launch_tokens', `member_id = ${member.id}`)).toBe(0);
  });

  it('POST is not allowed, and a session is required', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    expect(await wire(t.app).fail('POST', launchQuery(), { token: session.token })).toMatchObject({
      status: 405,
    });
    expect((await wire(t.app).send('GET', launchQuery())).status).toBe(401);
  });

  it('an open round of the member blocks a new launch with #734', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, 10_000n);
    const session = await loginAs(t.app, member.username, member.password);
    const first = await wire(t.app).ok(launchValueSchema, 'GET', launchQuery(), {
      token: session.token,
    });
    const calls = playerCalls(t.app, member, tokenOf(first.content.game_url));
    const p = uniquePrefix('open');
    expect((await calls.bet(`${p}B`, `${p}R`, 100)).status).toBe('OK');
    expect(await wire(t.app).fail('GET', launchQuery(), { token: session.token })).toMatchObject({
      status: 400,
      errorCode: '#734',
    });
    // The round closes: launching works again.
    await calls.win(`${p}W`, `${p}R`, 0, true);
    await wire(t.app).ok(launchValueSchema, 'GET', launchQuery(), { token: session.token });
  });

  it('an unknown vendor or game is game.not.found; a vendor that is down is game.launch.failed', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    expect(
      await wire(t.app).fail('GET', launchQuery({ vassalage: 'NOBODY' }), { token: session.token }),
    ).toMatchObject({ status: 400, errorCode: 'game.not.found' });
    expect(
      await wire(t.app).fail('GET', launchQuery({ gameId: 'MS999' }), { token: session.token }),
    ).toMatchObject({ status: 400, errorCode: 'game.not.found' });
    // A game of one brand asked under another brand is not that game.
    expect(
      await wire(t.app).fail('GET', launchQuery({ vassalage: 'OTHERS' }), { token: session.token }),
    ).toMatchObject({ status: 400, errorCode: 'game.not.found' });
    // The integration behind DOWNB published its catalogue, then its server went down.
    const down = await startFixtureVendor(OTHER_SECRET, {
      brands: [feedBrand('DOWNB')],
      games: [feedGame('DN001', 'DOWNB')],
    });
    await registerAndSync(t.app, t.database, {
      merchantId: (await demoMerchant(t.database)).id,
      code: 'DOWNINT',
      secret: OTHER_SECRET,
      url: down.url,
    });
    await down.close();
    expect(
      await wire(t.app).fail('GET', launchQuery({ vassalage: 'DOWNB', gameId: 'DN001' }), {
        token: session.token,
      }),
    ).toMatchObject({ status: 503, errorCode: 'game.launch.failed' });
    expect(await countRows(t.database, 'recent_games', `member_id = ${member.id}`)).toBe(0);
  });

  it('accountType 0 launches a demo: no launch token, no wallet', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    const value = await wire(t.app).ok(
      launchValueSchema,
      'GET',
      launchQuery({ accountType: '0' }),
      { token: session.token },
    );
    expect(tokenOf(value.content.game_url)).toBe('');
    expect(launches.at(-1)).toMatchObject({ mode: 'demo', currency: 'PHP' });
    expect(launches.at(-1)?.token).toBeUndefined();
    expect(await countRows(t.database, 'launch_tokens', `member_id = ${member.id}`)).toBe(0);
  });

  it('a trial account launches with FUN, granted once however often it launches, never real money', async () => {
    const session = await wire(t.app).ok(
      sessionValueSchema,
      'POST',
      '/wps/session/login/freeplay',
      { payload: {}, remoteAddress: nextIp() },
    );
    const merchant = await demoMerchant(t.database);
    const trial = { id: session.id, merchantId: merchant.id };
    const first = await wire(t.app).ok(launchValueSchema, 'GET', launchQuery(), {
      token: session.token,
    });
    expect(launches.at(-1)).toMatchObject({
      mode: 'fun',
      currency: 'FUN',
      playerId: String(session.id),
    });
    const p = uniquePrefix('fun');
    const calls = playerCalls(t.app, trial, tokenOf(first.content.game_url));
    expect(await calls.bet(`${p}B`, `${p}R`, 500)).toMatchObject({
      status: 'OK',
      currency: 'FUN',
      balance: 199_500,
    });
    await calls.win(`${p}W`, `${p}R`, 0, true);
    await wire(t.app).ok(launchValueSchema, 'GET', launchQuery(), { token: session.token });
    const { rows } = await t.database.query(
      `select distinct asset from launch_tokens where member_id = $1`,
      [session.id],
    );
    expect(rows).toEqual([{ asset: 'FUN' }]);
    expect(
      await countRows(t.database, 'journal', `kind = 'fun.grant' and idem_key = '${session.id}'`),
    ).toBe(1);
    expect(await balanceOf(t.database, trial, 'FUN')).toBe(199_500n);
    expect(await balanceOf(t.database, trial, 'PHP')).toBe(0n);
  });
});

describe('trial launch (visitors)', () => {
  it('without a session, launches a demo with no token and no wallet', async () => {
    const before = await countRows(t.database, 'launch_tokens');
    const value = await wire(t.app).ok(
      launchValueSchema,
      'GET',
      `/wps/relay/GCS_gameTrialLaunch?${new URLSearchParams({ gameId: 'MS001', vassalage: DEMO_VENDOR })}`,
    );
    expect(new URL(value.content.game_url).searchParams.get('mode')).toBe('demo');
    expect(launches.at(-1)).toMatchObject({ mode: 'demo', gameCode: 'MS001' });
    expect(launches.at(-1)?.token).toBeUndefined();
    expect(await countRows(t.database, 'launch_tokens')).toBe(before);
  });
});

describe('launches resolve the game through the catalogue', () => {
  const nodeIdOf = async (
    vassalage: string,
    gameId: string,
    merchant?: string,
  ): Promise<number> => {
    const page = await wire(t.app).ok(
      gameList.value,
      'GET',
      `/wps/relay/GCSGAME_gameList?vassalage=${vassalage}&pageSize=100`,
      merchant ? { merchant } : {},
    );
    const game = page.games.find((g) => g.gameId === gameId);
    if (!game) throw new Error(`${vassalage} ${gameId} not listed`);
    return game.nodeId;
  };

  it('by nodeId alone, at the integration that published the brand, and lands in the recent games', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, 1_000n);
    const session = await loginAs(t.app, member.username, member.password);
    const nodeId = await nodeIdOf('OTHERS', 'OT001');
    const before = launches.length;
    const value = await wire(t.app).ok(
      launchValueSchema,
      'GET',
      `/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS`,
      { token: session.token },
    );
    expect(value.content.game_url.startsWith(`${other.url}/play/OT001`)).toBe(true);
    expect(other.launches.at(-1)).toMatchObject({
      gameCode: 'OT001',
      mode: 'real',
      playerId: String(member.id),
    });
    expect(launches.length).toBe(before);
    const { rows } = await t.database.query(
      `select v.code from launch_tokens l join vendors v on v.id = l.vendor_id where l.member_id = $1`,
      [member.id],
    );
    expect(rows).toEqual([{ code: 'OTHERINT' }]);
    expect(
      await countRows(
        t.database,
        'recent_games',
        `member_id = ${member.id} and node_id = ${nodeId}`,
      ),
    ).toBe(1);
    // Neither a game nor a nodeId: a clear error.
    expect(
      await wire(t.app).fail('GET', '/wps/game/launchGame?launchMode=GLS', {
        token: session.token,
      }),
    ).toMatchObject({ status: 400, errorCode: 'invalid.request' });
    expect(
      await wire(t.app).fail('GET', '/wps/game/launchGame?launchMode=GLS&nodeId=abc', {
        token: session.token,
      }),
    ).toMatchObject({ status: 400, errorCode: 'invalid.request' });
  });

  it('a brand in maintenance answers game.maintenance with its window, and no token is made', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    const res = await wire(t.app).fail(
      'GET',
      launchQuery({ vassalage: 'FIXING', gameId: 'FX001' }),
      { token: session.token, language: 'EN' },
    );
    expect(res).toMatchObject({
      status: 400,
      errorCode: 'game.maintenance',
      message: 'This game is under maintenance. Please try again later.',
    });
    expect(res.value).toMatchObject({
      content: { data: { maintainTime: expect.any(Number), endTime: expect.any(Number) } },
    });
    const trial = await wire(t.app).fail(
      'GET',
      `/wps/relay/GCS_gameTrialLaunch?vassalage=FIXING&gameId=FX001`,
    );
    expect(trial).toMatchObject({ errorCode: 'game.maintenance' });
    expect(await countRows(t.database, 'launch_tokens', `member_id = ${member.id}`)).toBe(0);
  });

  it('free play only where the game has a demo', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    expect(
      await wire(t.app).fail('GET', launchQuery({ gameId: 'MS006', accountType: '0' }), {
        token: session.token,
      }),
    ).toMatchObject({
      status: 400,
      errorCode: 'game.demo.unavailable',
    });
    expect(
      await wire(t.app).fail(
        'GET',
        `/wps/relay/GCS_gameTrialLaunch?vassalage=MONSOON&gameId=MS006`,
      ),
    ).toMatchObject({ errorCode: 'game.demo.unavailable' });
    // Real money is fine for that game.
    await fund(t.database, member, 1_000n);
    await wire(t.app).ok(launchValueSchema, 'GET', launchQuery({ gameId: 'MS006' }), {
      token: session.token,
    });
    expect(launches.at(-1)).toMatchObject({ gameCode: 'MS006', mode: 'real' });
    // A visitor's demo by nodeId.
    const nodeId = await nodeIdOf('MONSOON', 'MS002');
    await wire(t.app).ok(
      launchValueSchema,
      'GET',
      `/wps/relay/GCS_gameTrialLaunch?nodeId=${nodeId}`,
    );
    expect(launches.at(-1)).toMatchObject({ gameCode: 'MS002', mode: 'demo' });
  });

  it('a removed game, a disabled brand and another merchant’s game are game.not.found', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    const merchant = await demoMerchant(t.database);
    // STORM switched off by the operator.
    await t.database.query(
      `update catalogue_brands set enabled = false where code = 'STORM' and merchant_id = $1`,
      [merchant.id],
    );
    t.app.services.catalogue.flush();
    expect(
      await wire(t.app).fail('GET', launchQuery({ vassalage: 'STORM', gameId: 'ST001' }), {
        token: session.token,
      }),
    ).toMatchObject({ errorCode: 'game.not.found' });
    await t.database.query(
      `update catalogue_brands set enabled = true where code = 'STORM' and merchant_id = $1`,
      [merchant.id],
    );
    t.app.services.catalogue.flush();
    // OT001 leaves its vendor's feed.
    const nodeId = await nodeIdOf('OTHERS', 'OT001');
    const previous = other.feed;
    other.feed = { brands: [feedBrand('OTHERS')], games: [feedGame('OT002', 'OTHERS')] };
    await registerAndSync(t.app, t.database, {
      merchantId: merchant.id,
      code: 'OTHERINT',
      secret: OTHER_SECRET,
      url: other.url,
    });
    expect(
      await wire(t.app).fail('GET', `/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS`, {
        token: session.token,
      }),
    ).toMatchObject({ errorCode: 'game.not.found' });
    other.feed = previous;
    await registerAndSync(t.app, t.database, {
      merchantId: merchant.id,
      code: 'OTHERINT',
      secret: OTHER_SECRET,
      url: other.url,
    });
    // Back in the feed: the same nodeId launches again.
    expect(await nodeIdOf('OTHERS', 'OT001')).toBe(nodeId);
    // A member of another merchant cannot launch the demo merchant's game, by nodeId or by code.
    const second = await createMerchant(t.database, `launch${Date.now() % 100_000}`);
    const stranger = await buildMember(t.database, { merchantId: second.id });
    const strangerSession = await loginAs(t.app, stranger.username, stranger.password, {
      merchant: second.code,
    });
    const opts = { token: strangerSession.token, merchant: second.code };
    expect(
      await wire(t.app).fail('GET', `/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS`, opts),
    ).toMatchObject({ errorCode: 'game.not.found' });
    expect(await wire(t.app).fail('GET', launchQuery(), opts)).toMatchObject({
      errorCode: 'game.not.found',
    });
  });
});

describe('FB sports book (GCS_gameLaunchFB)', () => {
  it('a visitor gets the demo view, a member a launch with their wallet', async () => {
    const visitor = await wire(t.app).ok(
      launchValueSchema,
      'GET',
      '/wps/relay/GCS_gameLaunchFB?language=EN',
    );
    expect(visitor.gameUrl.startsWith(`${vendorUrl}/play/FB001`)).toBe(true);
    expect(launches.at(-1)).toMatchObject({ gameCode: 'FB001', mode: 'demo' });
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    const value = await wire(t.app).ok(launchValueSchema, 'POST', '/wps/relay/GCS_gameLaunchFB', {
      token: session.token,
    });
    expect(tokenOf(value.gameUrl)).toMatch(/\S{20,}/);
    expect(launches.at(-1)).toMatchObject({
      gameCode: 'FB001',
      mode: 'real',
      playerId: String(member.id),
    });
  });

  it('a merchant without the FB brand answers game.vendor.not.found', async () => {
    const second = await createMerchant(t.database, `nofb${Date.now() % 100_000}`);
    expect(
      await wire(t.app).fail('GET', '/wps/relay/GCS_gameLaunchFB', { merchant: second.code }),
    ).toMatchObject({
      status: 400,
      errorCode: 'game.vendor.not.found',
    });
  });
});
