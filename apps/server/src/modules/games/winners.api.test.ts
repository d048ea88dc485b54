import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotGames, winnerBoard, WINNER_BOARD_MIN_WIN } from '@monsoon/contracts/catalogue';
import { launchValueSchema } from '@monsoon/contracts/game';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, createMerchant, demoMerchant, loginAs, nextIp } from '@/test/factories.ts';
import { DEMO_SECRET, DEMO_VENDOR, vendorCall } from '@/test/vendor.ts';
import { expectLedgerClean, fund, uniquePrefix } from '@/test/money.ts';
import {
  feedBrand,
  feedGame,
  fixtureFeed,
  registerAndSync,
  startFixtureVendor,
  type FixtureVendor,
} from '@/test/catalogue-vendor.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';

/**
 * The winner board (both paths) from real rounds settled through the vendor wallet API, and hot games
 * ordered by popularity (rounds of the last 7 days) after the vendor's hot ranks.
 */
let t: TestApp;
let vendor: FixtureVendor;
let otherVendor: FixtureVendor;
let second: MerchantRow;
const OTHER_SECRET = 'winners-second-secret';
const MIN_WIN_MINOR = WINNER_BOARD_MIN_WIN * 100;

beforeAll(async () => {
  vendor = await startFixtureVendor(DEMO_SECRET, fixtureFeed());
  otherVendor = await startFixtureVendor(OTHER_SECRET, {
    brands: [feedBrand('SOLO')],
    games: [feedGame('SO001', 'SOLO', { names: { EN: 'Solo Slot' } })],
  });
  t = await createTestApp();
  const demo = await demoMerchant(t.database);
  await registerAndSync(t.app, t.database, {
    merchantId: demo.id,
    code: DEMO_VENDOR,
    secret: DEMO_SECRET,
    url: vendor.url,
  });
  second = await createMerchant(t.database, `win${Date.now() % 100_000}`);
  await registerAndSync(t.app, t.database, {
    merchantId: second.id,
    code: 'SOLOINT',
    secret: OTHER_SECRET,
    url: otherVendor.url,
  });
});
afterAll(async () => {
  await expectLedgerClean(t.database);
  await t.close();
  await vendor.close();
  await otherVendor.close();
});

/** A member launches a game for real money and its vendor settles one round: stake 1.00, then `win`. */
async function playRound(
  who: { token: string; id: number; merchant?: string },
  game: { vassalage: string; gameId: string },
  winMinor: number,
  opts: { finished?: boolean; vendor?: string; secret?: string } = {},
) {
  const launch = await wire(t.app).ok(
    launchValueSchema,
    'GET',
    `/wps/game/launchGame?launchMode=GLS&vassalage=${game.vassalage}&gameId=${game.gameId}`,
    {
      token: who.token,
      ...(who.merchant ? { merchant: who.merchant } : {}),
    },
  );
  const token = new URL(launch.gameUrl).searchParams.get('token') ?? '';
  const call = vendorCall(t.app, {
    vendor: opts.vendor ?? DEMO_VENDOR,
    secret: opts.secret ?? DEMO_SECRET,
  });
  const p = uniquePrefix('w');
  const playerId = String(who.id);
  const bet = await call('bet', {
    transactionId: `${p}B`,
    roundId: `${p}R`,
    playerId,
    token,
    gameCode: game.gameId,
    amount: 100,
  });
  expect(bet.answer.status).toBe('OK');
  const win = await call('win', {
    transactionId: `${p}W`,
    roundId: `${p}R`,
    playerId,
    gameCode: game.gameId,
    amount: winMinor,
    roundFinished: opts.finished ?? true,
  });
  expect(win.answer.status).toBe('OK');
}

async function player(merchant?: MerchantRow) {
  const m = await buildMember(t.database, merchant ? { merchantId: merchant.id } : {});
  await fund(t.database, m, 10_000n);
  const session = await loginAs(
    t.app,
    m.username,
    m.password,
    merchant ? { merchant: merchant.code } : {},
  );
  return {
    id: m.id,
    username: m.username,
    token: session.token,
    ...(merchant ? { merchant: merchant.code } : {}),
  };
}

describe('winner board', () => {
  it('lists real settled wins above 50,000.00, largest first, masked, localized, only the merchant’s', async () => {
    const a = await player();
    const b = await player();
    await playRound(a, { vassalage: 'MONSOON', gameId: 'MS001' }, 8_000_000); // 80,000.00
    await playRound(b, { vassalage: 'LIVEX', gameId: 'LX001' }, 12_345_678); // 123,456.78
    await playRound(a, { vassalage: 'MONSOON', gameId: 'MS002' }, MIN_WIN_MINOR); // exactly 50,000.00: not above
    await playRound(b, { vassalage: 'MONSOON', gameId: 'MS003' }, 100); // small
    await playRound(a, { vassalage: 'MONSOON', gameId: 'MS003' }, 9_000_000, { finished: false }); // round still open
    // A trial account's FUN win is not real money.
    const trial = await wire(t.app).ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    });
    await playRound(
      { id: trial.id, token: trial.token },
      { vassalage: 'MONSOON', gameId: 'MS001' },
      9_900_000,
    );
    // Another merchant's win.
    const stranger = await player(second);
    await playRound(stranger, { vassalage: 'SOLO', gameId: 'SO001' }, 20_000_000, {
      vendor: 'SOLOINT',
      secret: OTHER_SECRET,
    });

    for (const path of ['/wps/relay/ODSFE2_getWinnerBoard', '/wps/relay/GCSGAME_getRankList']) {
      const { list } = await wire(t.app).ok(
        winnerBoard.value,
        'GET',
        `${path}?gameCategory=ALL&language=EN&limitNum=50`,
      );
      expect(list.map((r) => r.vo.winAmount)).toEqual([123_456.78, 80_000]);
      expect(list[0]?.vo).toMatchObject({
        customerName: `${b.username.slice(0, 2)}***${b.username.slice(-2)}`,
        gameName: 'Baccarat Live',
        gameType: 'LIVE',
        vendor: 'LIVEX',
        iconUrl: 'https://art.example.test/LIVEX/LX001.svg',
        nodeId: expect.any(Number),
      });
      expect(list[0]?.vo.customerName).not.toContain(b.username);
      expect(Math.abs((list[0]?.vo.winTime ?? 0) - Date.now())).toBeLessThan(60_000);
    }
    const cn = await wire(t.app).ok(
      winnerBoard.value,
      'GET',
      '/wps/relay/ODSFE2_getWinnerBoard?language=CN',
    );
    expect(cn.list.map((r) => r.vo.gameName)).toEqual(['Baccarat Live', '季风财富']);
    const rng = await wire(t.app).ok(
      winnerBoard.value,
      'GET',
      '/wps/relay/GCSGAME_getRankList?gameCategory=RNG',
    );
    expect(rng.list.map((r) => r.vo.gameName)).toHaveLength(1);
    const one = await wire(t.app).ok(
      winnerBoard.value,
      'GET',
      '/wps/relay/GCSGAME_getRankList?limitNum=1&language=EN',
    );
    expect(one.list.map((r) => r.vo.winAmount)).toEqual([123_456.78]);
    // limitNum above 50 is clamped, not refused; bad input is refused.
    expect(
      (
        await wire(t.app).ok(
          winnerBoard.value,
          'GET',
          '/wps/relay/GCSGAME_getRankList?limitNum=500',
        )
      ).list,
    ).toHaveLength(2);
    expect(
      await wire(t.app).fail('GET', '/wps/relay/GCSGAME_getRankList?limitNum=0'),
    ).toMatchObject({ errorCode: 'invalid.request' });
    expect(
      await wire(t.app).fail('GET', '/wps/relay/GCSGAME_getRankList?gameCategory=CASINO'),
    ).toMatchObject({ errorCode: 'invalid.request' });
    // The other merchant sees only its own.
    const other = await wire(t.app).ok(
      winnerBoard.value,
      'GET',
      '/wps/relay/ODSFE2_getWinnerBoard?language=EN',
      { merchant: second.code },
    );
    expect(other.list.map((r) => [r.vo.winAmount, r.vo.gameName])).toEqual([
      [200_000, 'Solo Slot'],
    ]);
  });
});

describe('hot games and popularity', () => {
  it('orders the vendor’s hot ranks first, then the games played most in the last 7 days', async () => {
    const demo = await demoMerchant(t.database);
    const p = await player();
    // Rounds of the earlier test: MS001 x2, LX001, MS002, MS003 x3 (one open); two more of MS004.
    await playRound(p, { vassalage: 'MONSOON', gameId: 'MS004' }, 0);
    await playRound(p, { vassalage: 'MONSOON', gameId: 'MS004' }, 0);
    // A round older than 7 days does not count.
    await t.database.query(
      `update game_rounds set opened_at = now() - interval '8 days' where game_code = 'LX001'`,
    );
    expect(await t.app.services.catalogueSync.refreshPopularity(demo.id)).toBe(true);
    await t.app.services.catalogue.reload(demo.id);
    const { list } = await wire(t.app).ok(
      hotGames.value,
      'GET',
      '/wps/relay/GCSGAME_hotGamesV2?language=EN',
    );
    expect(list.map((g) => g.gameId)).toEqual(['MS002', 'MS001', 'MS003', 'MS004']);
    // Unchanged counts change nothing.
    expect(await t.app.services.catalogueSync.refreshPopularity(demo.id)).toBe(false);
    // The POST form without a body answers the same.
    expect(
      (await wire(t.app).ok(hotGames.value, 'POST', '/wps/relay/GCSGAME_hotGamesV2')).list.map(
        (g) => g.gameId,
      ),
    ).toEqual(['MS002', 'MS001', 'MS003', 'MS004']);
  });
});
