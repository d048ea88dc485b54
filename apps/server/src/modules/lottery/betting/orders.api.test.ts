import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failEnvelopeSchema } from '@monsoon/contracts/envelope';
import { lgwOrders, lgwPopular, lgwRecent, lgwVnRecent } from '@monsoon/contracts/lottery/lgw';
import type { z } from 'zod';
import { createMerchant, fakeClock } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { createDrawsRepository } from '@/modules/lottery/draws/draws.repository.ts';
import { winNo } from '@/modules/lottery/lgw.presenter.ts';
import {
  betBody,
  betOk,
  bettor,
  chase,
  gameOf,
  line,
  onSale,
  type Bettor,
} from './betting.fixtures.ts';

/** GET /lgw/orders (the member's tickets), and the recent and popular lists ranked from real play. */
let t: TestApp;
const clock = fakeClock(new Date('2026-03-02T08:30:20Z'));
let alice: Bettor;
let bob: Bettor;
let other: MerchantRow;
let carol: Bettor;
/** Alice's ticket ids, oldest first. */
const aliceTickets: string[] = [];

async function get<T extends z.ZodType>(
  schema: T,
  url: string,
  who: { token: string; merchant?: string | undefined } | null,
  language?: string,
) {
  const res = await wire(t.app).send('GET', url, {
    ...(who ? { token: who.token } : {}),
    ...(who?.merchant ? { merchant: who.merchant } : {}),
    ...(language ? { language } : {}),
  });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return schema.parse(res.body);
}
const orders = (query: string, who: Bettor = alice, language?: string) =>
  get(lgwOrders.value, `/lgw/orders?${query}`, who, language);

beforeAll(async () => {
  t = await createTestApp({ clock });
  other = await createMerchant(t.database, `lot${Date.now() % 100_000}`);
  [alice, bob] = [await bettor(t, 100_000n), await bettor(t, 100_000n)];
  carol = await bettor(t, 100_000n, { merchantId: other.id, merchant: other.code });
  // Alice: K3_1 once, a K3_3 chase of 2, the north once, HCM three times (a chase: Monday, Saturday, Monday).
  for (const body of [
    betBody([line('K3_1', 'DICE3_SUM', '4', 1, [onSale('K3_1', clock)])]),
    betBody([line('K3_3', 'DICE3_SUM', '5', 1, chase('K3_3', clock, 2))]),
    betBody([line('VN_S_HCM', 'VN_DE', '05', 1, chase('VN_S_HCM', clock, 3))]),
    betBody([line('VN_NORTH', 'VN_DE', '07', 1, [onSale('VN_NORTH', clock)])]),
  ]) {
    const answer = await betOk(t, alice, body);
    aliceTickets.push(...answer.tickets.map((x) => x.ticketId));
  }
  await betOk(t, bob, betBody([line('K3_1', 'DICE3_SUM', '6', 1, [onSale('K3_1', clock)])]));
  // Carol plays PK10_5 a lot, on another merchant.
  await betOk(
    t,
    carol,
    betBody([line('PK10_5', 'RACE10_DRAGON_TIGER', 'DRAGON____', 1, chase('PK10_5', clock, 5))]),
  );
});
afterAll(async () => t.close());

describe('the member’s tickets', () => {
  it('need a session', async () => {
    const res = await wire(t.app).send('GET', '/lgw/orders');
    expect([res.status, failEnvelopeSchema.parse(res.body).errorCode]).toEqual([
      401,
      'login.not.session',
    ]);
  });

  it('list only the member’s own tickets, newest first, in pages', async () => {
    expect(aliceTickets).toHaveLength(7);
    const all = await orders('status=all&page=0&size=20');
    expect(all).toMatchObject({ number: 0, size: 20, totalElements: 7, totalPages: 1 });
    expect(all.content.map((x) => x.ticketId)).toEqual([...aliceTickets].reverse());
    const pages = [
      await orders('page=0&size=3'),
      await orders('page=1&size=3'),
      await orders('page=2&size=3'),
    ];
    expect(pages.map((p) => p.content.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => p.content.map((x) => x.ticketId))).toEqual(
      [...aliceTickets].reverse(),
    );
    expect(pages[0]).toMatchObject({ totalElements: 7, totalPages: 3 });
    expect((await orders('page=9&size=3')).content).toEqual([]);

    const bobs = await orders('', bob);
    expect(bobs.totalElements).toBe(1);
    expect(bobs.content.every((x) => !aliceTickets.includes(x.ticketId))).toBe(true);
    const carols = await get(lgwOrders.value, '/lotto/lgw/orders', carol);
    expect(carols.content.map((x) => x.gameCode)).toEqual(
      Array.from({ length: 5 }, () => 'PK10_5'),
    );
  });

  it('filter by game, names games in the asked language, and refuse an unknown game', async () => {
    const k3 = await orders(`gameId=${gameOf('K3_3').gameId}`, alice, 'CN');
    expect(k3.content.map((x) => [x.gameCode, x.gameName])).toEqual([
      ['K3_3', '快三3分钟'],
      ['K3_3', '快三3分钟'],
    ]);
    const res = await wire(t.app).send('GET', '/lgw/orders?gameId=999999', { token: alice.token });
    expect([res.status, failEnvelopeSchema.parse(res.body).errorCode]).toEqual([
      400,
      'lottery.game.not.found',
    ]);
  });

  it('filter open and settled tickets; a settled one shows its draw’s result and what it paid', async () => {
    expect((await orders('status=settled')).totalElements).toBe(0);
    expect((await orders('status=open')).totalElements).toBe(7);
    // Draw K3_1's round, then settle Alice's ticket as lost (what the settlement part writes).
    clock.advance(60_000);
    await t.app.services.lotteryDraws.drawDue(clock.now());
    const [first] = aliceTickets;
    await t.database.query(
      `update lottery_tickets set status = 'lost', payout = 0, settled_at = $2 where id = $1`,
      [first, clock.now()],
    );
    const settled = await orders('status=settled');
    expect(settled.content.map((x) => x.ticketId)).toEqual([first]);
    const ticket = settled.content[0];
    const draw = await createDrawsRepository(t.database.db).find('K3_1', ticket?.numero ?? '');
    if (!draw?.result) throw new Error('not drawn');
    expect(ticket).toMatchObject({
      status: 'LOSE',
      winAmount: 0,
      winNo: winNo(draw.result),
      settleTime: clock.now().getTime(),
    });
    const open = await orders('status=open&size=50');
    expect(open.content.map((x) => x.status)).toEqual(Array.from({ length: 6 }, () => 'OPEN'));
    expect(open.content.every((x) => x.winAmount === null && x.winNo === null)).toBe(true);
  });
});

describe('recent and popular', () => {
  it('recent lists the member’s games, most recently bet first; the VN call only Vietnamese ones', async () => {
    const recent = await get(lgwRecent.value, '/lgw/games/game_menus/recent', alice);
    expect(recent.map((g) => g.gameCode)).toEqual(['VN_NORTH', 'VN_S_HCM', 'K3_3', 'K3_1']);
    expect(recent[0]).toMatchObject({
      gameId: gameOf('VN_NORTH').gameId,
      kind: 'VN',
      accountTypeName: 'TCG_LOTTO_VN',
    });
    const vn = await get(
      lgwVnRecent.value,
      '/lotto-vn/lgw/vn/games/game_menu/recent?count=1',
      alice,
    );
    expect(vn.map((g) => g.gameCode)).toEqual(['VN_NORTH']);
    expect(
      (await get(lgwRecent.value, '/lgw/games/game_menus/recent', bob)).map((g) => g.gameCode),
    ).toEqual(['K3_1']);
  });

  it('popular ranks the merchant’s games by last week’s tickets, ties and unplayed games in the static order', async () => {
    const demo = await get(lgwPopular.value, '/lgw/games/popular', null);
    expect(demo).toHaveLength(20);
    // HCM 3, then K3_1 and K3_3 with 2 each (1-minute games rank first), the north 1, then unplayed 1-minute games.
    expect(demo.slice(0, 5).map((g) => g.gameCode)).toEqual([
      'VN_S_HCM',
      'K3_1',
      'K3_3',
      'VN_NORTH',
      'SSC_1',
    ]);
    // Another merchant's tickets do not count: PK10_5 keeps its static place, after SSC_5.
    const codes = demo.map((g) => g.gameCode);
    expect(codes.indexOf('PK10_5')).toBe(codes.indexOf('SSC_5') + 1);
    const theirs = await get(lgwPopular.value, '/lgw/games/popular?count=3', {
      token: carol.token,
      merchant: other.code,
    });
    expect(theirs.map((g) => g.gameCode)).toEqual(['PK10_5', 'K3_1', 'SSC_1']);
  });

  it('popular forgets tickets older than a week', async () => {
    clock.advance(8 * 86_400_000);
    const list = await get(lgwPopular.value, '/lgw/games/popular?count=3', null);
    expect(list.map((g) => g.gameCode)).toEqual(['K3_1', 'SSC_1', 'PK10_1']);
  });
});
