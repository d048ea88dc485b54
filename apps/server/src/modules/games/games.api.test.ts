import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameList,
  hotGames,
  jackpot,
  newGameVendor,
  pvpRoomList,
  vassGameType,
  VASSALAGE,
  type GameItem,
} from '@monsoon/contracts/catalogue';
import { FAST_GAMES, VN_GAMES } from '@monsoon/contracts/lottery/games';
import { lgwGameMenus } from '@monsoon/contracts/lottery/lgw';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, createMerchant, demoMerchant, loginAs } from '@/test/factories.ts';
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
import { jackpotAt } from './jackpot.ts';

/**
 * The catalogue calls of wire reference §6.1–6.3 against a catalogue synced from a real HTTP fixture
 * vendor with a lane of every shape, plus a second merchant with its own vendor.
 */
let t: TestApp;
let vendor: FixtureVendor;
let otherVendor: FixtureVendor;
let second: MerchantRow;
const MAINTENANCE = { start: Date.now() - 60_000, end: Date.now() + 3_600_000 };

beforeAll(async () => {
  const feed = fixtureFeed();
  feed.brands.push(
    feedBrand('FIXING', { names: { EN: 'Fixing Co' }, order: 5, maintenance: MAINTENANCE }),
  );
  feed.games.push(feedGame('FX001', 'FIXING', { names: { EN: 'Broken Reels' } }));
  vendor = await startFixtureVendor(DEMO_SECRET, feed);
  otherVendor = await startFixtureVendor('second-secret', {
    brands: [feedBrand('SOLO', { names: { EN: 'Solo Slots' } })],
    games: [
      feedGame('SO001', 'SOLO', { names: { EN: 'Solo Dragon' }, hotRank: 1 }),
      feedGame('SO002', 'SOLO', { classify: 'BINGO' }),
    ],
  });
  t = await createTestApp();
  const demo = await demoMerchant(t.database);
  await registerAndSync(t.app, t.database, {
    merchantId: demo.id,
    code: DEMO_VENDOR,
    secret: DEMO_SECRET,
    url: vendor.url,
  });
  second = await createMerchant(t.database, `games${Date.now() % 100_000}`);
  await registerAndSync(t.app, t.database, {
    merchantId: second.id,
    code: 'SOLOINT',
    secret: 'second-secret',
    url: otherVendor.url,
  });
});
afterAll(async () => {
  await t.close();
  await vendor.close();
  await otherVendor.close();
});

const list = (query: string, opts: { merchant?: string; language?: string } = {}) =>
  wire(t.app).ok(gameList.value, 'GET', `/wps/relay/GCSGAME_gameList?${query}`, opts);
const ids = (games: readonly GameItem[]) => games.map((g) => g.gameId);

describe('newGameVendor (lanes)', () => {
  it('answers a lane per game type with the brands as cards, sorted by order, in every shape', async () => {
    for (const path of ['/wps/relay/GCSGAME_newGameVendor', '/wps/relay/GCSGAME_gameVendor']) {
      const { data } = await wire(t.app).ok(
        newGameVendor.value,
        'GET',
        `${path}?platform=html5-desktop&clientType=3&language=EN`,
      );
      expect(data.lanes.map((l) => l.title)).toEqual([
        'SPORTS',
        'LIVE',
        'RNG',
        'FISH',
        'PVP',
        'ELOTT',
        'LOTT',
        'ESPORTS',
        'COCKFIGHT',
      ]);
      const lane = (title: string) => data.lanes.find((l) => l.title === title);
      const rng = lane('RNG');
      expect(rng?.cards.map((c) => c.vassalage)).toEqual(['MONSOON', 'STORM', 'FIXING']);
      expect(rng?.cards[0]).toMatchObject({
        displayName: 'Monsoon Studio',
        isHot: 1,
        isGame: '',
        nodeId: null,
        gameId: null,
        gameCount: 8,
        gameType: 'RNG',
      });
      // A popup brand opens its list in a popup; in FISH it counts only its fish game.
      expect(rng?.cards[1]).toMatchObject({ vassalage: 'STORM', isGame: VASSALAGE, gameCount: 1 });
      expect(lane('FISH')?.cards).toMatchObject([
        { vassalage: 'STORM', isGame: VASSALAGE, gameCount: 1, gameType: 'FISH' },
      ]);
      // Direct brands carry their first game.
      expect(lane('LIVE')?.cards).toMatchObject([
        {
          vassalage: 'LIVEX',
          isGame: '',
          gameId: 'LX001',
          gameCode: 'LX001',
          nodeId: expect.any(Number),
        },
      ]);
      expect(lane('COCKFIGHT')?.cards).toMatchObject([{ vassalage: 'DS88', gameId: 'DS001' }]);
      expect(lane('SPORTS')?.cards).toMatchObject([{ vassalage: 'FB', gameId: 'FB001' }]);
      expect(lane('ESPORTS')?.cards).toMatchObject([{ vassalage: 'TF', gameId: 'TF001' }]);
      expect(lane('PVP')?.cards).toMatchObject([{ vassalage: 'PVPK', gameId: null, gameCount: 2 }]);
      // A brand's announced maintenance window.
      expect(rng?.cards[2]).toMatchObject({
        maintainTime: MAINTENANCE.start,
        endTime: MAINTENANCE.end,
      });
      expect(rng?.cards[0]).toMatchObject({ maintainTime: null, endTime: null });
      // Class counts of the lane (BINGO: the demo merchant offers TY).
      expect(rng?.gameClassify).toEqual([
        { key: 'SLOTS', displayName: 'Slots', gameCount: 5 },
        { key: 'SCRATCH', displayName: 'Scratch Cards', gameCount: 1 },
        { key: 'VIDEO_POKER', displayName: 'Video Poker', gameCount: 1 },
        { key: 'TABLE', displayName: 'Table Games', gameCount: 1 },
        { key: 'ARCADE', displayName: 'Arcade', gameCount: 1 },
        { key: 'BINGO', displayName: 'Bingo', gameCount: 1 },
      ]);
    }
  });

  it('speaks the request’s language with English fallback; another merchant sees only its own brands', async () => {
    const { data } = await wire(t.app).ok(
      newGameVendor.value,
      'GET',
      '/wps/relay/GCSGAME_newGameVendor',
      { language: 'CN' },
    );
    const rng = data.lanes.find((l) => l.title === 'RNG');
    expect(rng?.cards.map((c) => c.displayName)).toEqual([
      '季风工作室',
      'Storm Gaming',
      'Fixing Co',
    ]);
    expect(rng?.gameClassify[0]).toEqual({ key: 'SLOTS', displayName: '老虎机', gameCount: 5 });
    const other = await wire(t.app).ok(
      newGameVendor.value,
      'GET',
      '/wps/relay/GCSGAME_newGameVendor?language=EN',
      { merchant: second.code },
    );
    // Its own brands, and our lottery, which every merchant offers.
    expect(other.data.lanes.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['RNG', ['SOLO']],
      ['ELOTT', ['ELOTT']],
      ['LOTT', ['TCG_LOTTO_VN']],
    ]);
    // That merchant does not offer TY: no bingo class.
    expect(other.data.lanes[0]?.gameClassify.map((c) => c.key)).toEqual(['SLOTS']);
  });
});

describe('newGameVendor (our lottery)', () => {
  /** The game /lgw/games/game_menus lists first for a vendor (accountTypeName). */
  const firstMenuGame = async (vendor: string) => {
    const res = await wire(t.app).send('GET', '/lgw/games/game_menus?prizeMode=Lott&language=EN');
    const groups = lgwGameMenus.value.parse(res.body);
    return Object.values(groups)
      .flatMap((g) => g.gameMenus)
      .find((m) => m.accountTypeName === vendor);
  };

  it('leads the ELOTT and LOTT lanes with a card per lottery vendor that opens its first listed game', async () => {
    const { data } = await wire(t.app).ok(
      newGameVendor.value,
      'GET',
      '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN',
    );
    const lane = (title: string) => data.lanes.find((l) => l.title === title);
    const fast = await firstMenuGame('ELOTT');
    const vn = await firstMenuGame('TCG_LOTTO_VN');
    expect(fast?.gameCode).toBe('K3_1');
    expect(vn?.gameCode).toBe('VN_NORTH');
    expect(lane('ELOTT')).toEqual({
      title: 'ELOTT',
      gameClassify: [],
      cards: [
        {
          vassalage: 'ELOTT',
          displayName: 'E-Lottery',
          gameType: 'ELOTT',
          lagerIcon: '/assets/vendors/ELOTT.svg',
          smallIcon: '/assets/vendors/ELOTT.svg',
          mobileSmallIcon: '/assets/vendors/ELOTT.svg',
          h5Icon: '/assets/vendors/ELOTT.svg',
          mobileLargeIcon: '/assets/vendors/ELOTT.svg',
          accountTypeName: 'ELOTT',
          gameCode: fast?.gameCode,
          isGame: '',
          nodeId: null,
          gameId: String(fast?.gameId),
          isHot: 0,
          gameCount: FAST_GAMES.length,
          maintainTime: null,
          endTime: null,
        },
      ],
    });
    // The catalogue's own lottery brand (code LOTT) follows ours in the LOTT lane.
    expect(lane('LOTT')?.cards).toMatchObject([
      {
        vassalage: 'TCG_LOTTO_VN',
        displayName: 'Vietnam Lottery',
        gameCode: vn?.gameCode,
        gameId: String(vn?.gameId),
        gameCount: VN_GAMES.length,
      },
      { vassalage: 'LOTT', gameId: 'LT001' },
    ]);
  });

  it('names the lottery vendors in the asked language (English for an untranslated one)', async () => {
    const names = async (language: string) => {
      const { data } = await wire(t.app).ok(
        newGameVendor.value,
        'GET',
        `/wps/relay/GCSGAME_newGameVendor?language=${language}`,
      );
      return data.lanes
        .filter((l) => l.title === 'ELOTT' || l.title === 'LOTT')
        .map((l) => l.cards[0]?.displayName);
    };
    expect(await names('VI')).toEqual(['Xổ số điện tử', 'Xổ số Việt Nam']);
    expect(await names('TH')).toEqual(['หวยอิเล็กทรอนิกส์', 'หวยเวียดนาม']);
    expect(await names('KO')).toEqual(['E-Lottery', 'Vietnam Lottery']);
  });
});

describe('vassGameType', () => {
  it('maps game type to brand to classes offered, needs a session, on both paths', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    for (const path of ['/wps/relay/GCSGAME_getVassGameType', '/wps/relay/GLS2_getVassGameType']) {
      const { content } = await wire(t.app).ok(vassGameType.value, 'GET', path, {
        token: session.token,
      });
      expect(content['RNG']).toEqual({
        MONSOON: ['SLOTS', 'SCRATCH', 'VIDEO_POKER', 'TABLE', 'ARCADE', 'BINGO'],
        STORM: ['SLOTS'],
        FIXING: ['SLOTS'],
      });
      expect(content['FISH']).toEqual({ STORM: ['ARCADE'] });
      expect(await wire(t.app).fail('GET', path)).toMatchObject({
        status: 401,
        errorCode: 'login.not.session',
      });
    }
  });
});

describe('gameList', () => {
  it('lists every listed game with the contract’s item fields; clientType and platform are accepted', async () => {
    const page = await list('clientType=3&platform=flash,html5-desktop&pageSize=100&language=EN');
    expect(page.totalCount).toBe(19);
    expect(page).toMatchObject({ pageNo: 1, pageSize: 100, totalPages: 1 });
    const ms001 = page.games.find((g) => g.gameId === 'MS001');
    expect(ms001).toMatchObject({
      gameCode: 'MS001',
      vassalage: 'MONSOON',
      gameType: 'RNG',
      gameName: 'Monsoon Riches',
      nodeName: 'Monsoon Riches',
      displayName: 'Monsoon Riches',
      showIcon: 'https://art.example.test/MONSOON/MS001.svg',
      gameClassify: 'SLOTS',
      minBet: 0.01,
      lines: 25,
      isNew: 1,
      isHot: 1,
      hasDemo: true,
      accountTypeId: 1,
      maintenance: null,
      roomId: null,
    });
    // The vendor's order inside a brand.
    expect(ids((await list('vassalage=MONSOON')).games)).toEqual([
      'MS001',
      'MS002',
      'MS003',
      'MS004',
      'MS005',
      'MS006',
      'MS007',
      'MS008',
    ]);
  });

  it('filters by game type, vendor (any case), class, minimum bet (at most), lines and new', async () => {
    expect((await list('gameType=RNG&pageSize=50')).totalCount).toBe(10);
    expect((await list('gameType=&pageSize=50')).totalCount).toBe(19);
    expect((await list('vassalage=monsoon&pageSize=50')).totalCount).toBe(8);
    expect(ids((await list('gameType=RNG&gameClassify=SLOTS&pageSize=50')).games).sort()).toEqual([
      'FX001',
      'MS001',
      'MS002',
      'MS003',
      'ST001',
    ]);
    expect(ids((await list('minBet=0.05')).games)).toEqual(['MS001', 'MS002']);
    expect(ids((await list('minBet=0.1&gameType=RNG')).games).sort()).toEqual([
      'FX001',
      'MS001',
      'MS002',
      'MS003',
      'MS008',
    ]);
    expect(ids((await list('minLineNum=25&pageSize=50')).games).sort()).toEqual([
      'MS001',
      'MS007',
      'ST001',
    ]);
    expect(ids((await list('isNew=1')).games)).toEqual(['MS001', 'MS004']);
    expect((await list('isNew=0&pageSize=50')).totalCount).toBe(19);
    expect(ids((await list('gameType=FISH&vassalage=STORM')).games)).toEqual(['ST002']);
    expect((await list('gameType=LIVE&vassalage=MONSOON')).totalCount).toBe(0);
  });

  it('searches names in the request’s language, case-insensitively, falling back to English', async () => {
    expect(ids((await list('gameName=DRAGON', { language: 'EN' })).games)).toEqual([
      'MS002',
      'MS007',
    ]);
    expect(ids((await list('gameName=龙', { language: 'CN' })).games)).toEqual(['MS002', 'MS007']);
    // The language parameter wins over the header.
    expect(ids((await list('gameName=龙&language=CN', { language: 'EN' })).games)).toEqual([
      'MS002',
      'MS007',
    ]);
    expect((await list('gameName=dragon', { language: 'CN' })).games).toEqual([]);
    // Koi Garden has no Chinese name: it is found, and shown, by its English one.
    const koi = await list('gameName=koi', { language: 'CN' });
    expect(koi.games).toMatchObject([{ gameId: 'MS004', gameName: 'Koi Garden' }]);
    expect((await list('gameName=%E9%BE%99%E7%8F%A0&language=CN')).games).toMatchObject([
      { gameId: 'MS002', gameName: '龙珠' },
    ]);
    expect((await list('gameName=zzz-none')).totalCount).toBe(0);
    // A language no vendor publishes names in searches (and shows) the English names.
    expect((await list('gameName=dragon', { language: 'VI' })).games).toMatchObject([
      { gameName: 'Dragon Pearl' },
      { gameName: 'Dragon Gems' },
    ]);
  });

  it('pages: a page past the end answers the last page and says so; pageSize clamps to 3000', async () => {
    const second = await list('pageNo=2&pageSize=5');
    expect(second).toMatchObject({ pageNo: 2, pageSize: 5, totalPages: 4, totalCount: 19 });
    expect(second.games).toHaveLength(5);
    const past = await list('pageNo=99&pageSize=5');
    expect(past).toMatchObject({ pageNo: 4, totalPages: 4 });
    expect(ids(past.games)).toEqual(ids((await list('pageNo=4&pageSize=5')).games));
    expect(past.games).toHaveLength(4);
    const all = await list('pageSize=100000');
    expect(all).toMatchObject({ pageSize: 3000, totalPages: 1, pageNo: 1 });
    // Pages do not overlap and cover the list.
    const pages = await Promise.all([1, 2, 3, 4].map((n) => list(`pageNo=${n}&pageSize=5`)));
    expect(pages.flatMap((p) => ids(p.games))).toEqual(ids(all.games));
    // Nothing matches: page 1 of 0.
    expect(await list('gameName=nothing&pageNo=3')).toMatchObject({
      pageNo: 1,
      totalPages: 0,
      totalCount: 0,
      games: [],
    });
  });

  it('refuses bad input and unknown vendors clearly', async () => {
    for (const q of [
      'pageSize=0',
      'pageNo=0',
      'pageNo=x',
      'gameType=CASINO',
      'gameClassify=POKER',
      'minBet=-1',
      'isNew=2',
    ]) {
      expect(await wire(t.app).fail('GET', `/wps/relay/GCSGAME_gameList?${q}`), q).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
      });
    }
    expect(
      await wire(t.app).fail('GET', '/wps/relay/GCSGAME_gameList?vassalage=NOBODY', {
        language: 'EN',
      }),
    ).toMatchObject({
      status: 400,
      errorCode: 'game.vendor.not.found',
      message: 'This game provider is not available.',
    });
    // Another merchant's brand is unknown here.
    expect(
      await wire(t.app).fail('GET', '/wps/relay/GCSGAME_gameList?vassalage=SOLO'),
    ).toMatchObject({ errorCode: 'game.vendor.not.found' });
  });

  it('marks games in maintenance; never lists a disabled brand’s games; nothing crosses merchants', async () => {
    expect((await list('vassalage=FIXING')).games).toMatchObject([
      {
        gameId: 'FX001',
        maintenance: { maintainTime: MAINTENANCE.start, endTime: MAINTENANCE.end },
      },
    ]);
    const demo = await demoMerchant(t.database);
    await t.database.query(
      `update catalogue_brands set enabled = false where merchant_id = $1 and code = 'STORM'`,
      [demo.id],
    );
    t.app.services.catalogue.flush();
    try {
      expect((await list('pageSize=100')).totalCount).toBe(17);
      expect(
        await wire(t.app).fail('GET', '/wps/relay/GCSGAME_gameList?vassalage=STORM'),
      ).toMatchObject({ errorCode: 'game.vendor.not.found' });
      const { data } = await wire(t.app).ok(
        newGameVendor.value,
        'GET',
        '/wps/relay/GCSGAME_newGameVendor',
      );
      expect(data.lanes.find((l) => l.title === 'FISH')).toBeUndefined();
    } finally {
      await t.database.query(
        `update catalogue_brands set enabled = true where merchant_id = $1 and code = 'STORM'`,
        [demo.id],
      );
      t.app.services.catalogue.flush();
    }
    const other = await list('pageSize=100', { merchant: second.code });
    expect(ids(other.games)).toEqual(['SO001', 'SO002']);
  });
});

describe('hotGames', () => {
  it('answers the vendor’s hot ranks first, on GET and POST, only the merchant’s', async () => {
    const get = await wire(t.app).ok(
      hotGames.value,
      'GET',
      '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=EN',
    );
    expect(ids(get.list)).toEqual(['MS002', 'MS001']);
    const post = await wire(t.app).ok(hotGames.value, 'POST', '/wps/relay/GCSGAME_hotGamesV2', {
      payload: { merchantCode: 'demo', isPlatform: 2, vassalage: 'MONSOON', language: 'CN' },
    });
    expect(post.list.map((g) => g.gameName)).toEqual(['龙珠', '季风财富']);
    const storm = await wire(t.app).ok(hotGames.value, 'POST', '/wps/relay/GCSGAME_hotGamesV2', {
      payload: { vassalage: 'STORM' },
    });
    expect(storm.list).toEqual([]);
    expect(
      (await wire(t.app).ok(hotGames.value, 'GET', '/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE'))
        .list,
    ).toEqual([]);
    expect(
      await wire(t.app).fail('POST', '/wps/relay/GCSGAME_hotGamesV2', {
        payload: { vassalage: 'NOBODY' },
      }),
    ).toMatchObject({
      errorCode: 'game.vendor.not.found',
    });
    const other = await wire(t.app).ok(hotGames.value, 'GET', '/wps/relay/GCSGAME_hotGamesV2', {
      merchant: second.code,
    });
    expect(ids(other.list)).toEqual(['SO001']);
  });
});

describe('jackpot', () => {
  it('is derived from the clock: base plus 165.11 per 3000 ms tick, the same on every call of a tick', async () => {
    const value = await wire(t.app).ok(jackpot.value, 'GET', '/wps/relay/VIS_getJackpot');
    const demo = await demoMerchant(t.database);
    expect(value).toMatchObject({ increment: 165.11, tickMs: 3000, currency: 'PHP' });
    expect(value.asOf % 3000).toBe(0);
    expect(value.amount).toBe(jackpotAt(value.asOf, demo.id).amount);
    expect(Math.abs(value.asOf - Date.now())).toBeLessThan(10_000);
  });
});

describe('PVP rooms (GLS2_roomList)', () => {
  it('lists a PVP game’s rooms from its feed; other games and unknown nodeIds are clear errors', async () => {
    const pvp = await list('gameType=PVP');
    const tongits = pvp.games.find((g) => g.gameId === 'PK001');
    const pusoy = pvp.games.find((g) => g.gameId === 'PK002');
    const rooms = await wire(t.app).ok(
      pvpRoomList.value,
      'GET',
      `/wps/relay/GLS2_roomList?nodeId=${tongits?.nodeId}&language=CN`,
    );
    expect(rooms.list).toEqual([
      { roomId: 'R1', roomName: '新手场', minBet: 1, minBalance: 20, onlinePlayers: 0 },
      { roomId: 'R2', roomName: '高手场', minBet: 100, minBalance: 2000, onlinePlayers: 0 },
    ]);
    expect(
      (
        await wire(t.app).ok(
          pvpRoomList.value,
          'GET',
          `/wps/relay/GLS2_roomList?nodeId=${pusoy?.nodeId}`,
        )
      ).list,
    ).toEqual([]);
    const slot = (await list('vassalage=MONSOON')).games[0];
    expect(
      await wire(t.app).fail('GET', `/wps/relay/GLS2_roomList?nodeId=${slot?.nodeId}`),
    ).toMatchObject({ status: 400, errorCode: 'game.not.found' });
    expect(
      await wire(t.app).fail('GET', '/wps/relay/GLS2_roomList?nodeId=999999999'),
    ).toMatchObject({ errorCode: 'game.not.found' });
    expect(await wire(t.app).fail('GET', '/wps/relay/GLS2_roomList?nodeId=abc')).toMatchObject({
      errorCode: 'invalid.request',
    });
    expect(await wire(t.app).fail('GET', '/wps/relay/GLS2_roomList')).toMatchObject({
      errorCode: 'invalid.request',
    });
    // Another merchant cannot read them.
    expect(
      await wire(t.app).fail('GET', `/wps/relay/GLS2_roomList?nodeId=${tongits?.nodeId}`, {
        merchant: second.code,
      }),
    ).toMatchObject({
      errorCode: 'game.not.found',
    });
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/wps/relay/GCSGAME_hotGamesV2'] ?? {}).sort()).toEqual([
      'get',
      'post',
    ]);
    expect(Object.keys(doc.paths['/wps/relay/MCSFE_removeFavoriteGameV2'] ?? {})).toEqual([
      'delete',
    ]);
    for (const path of [
      '/wps/relay/GCSGAME_newGameVendor',
      '/wps/relay/GCSGAME_gameList',
      '/wps/relay/GLS2_roomList',
      '/wps/relay/VIS_getJackpot',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
