import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failEnvelopeSchema } from '@monsoon/contracts/envelope';
import { lgwBetting } from '@monsoon/contracts/lottery/lgw';
import { wireToMinor } from '@monsoon/contracts/money';
import { countRows, fakeClock } from '@/test/factories.ts';
import { balanceOf, expectLedgerClean, fund } from '@/test/money.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { betBody, betOk, bettor, footprint, line, onSale, placeBet } from './betting.fixtures.ts';

/** Retries of a betting request (Idempotency-Key) and concurrent bets against one balance. */
let t: TestApp;
const clock = fakeClock(new Date('2026-03-02T08:30:20Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const oneLine = (content = '4', price = 2) =>
  betBody([line('K3_1', 'DICE3_SUM', content, price, [onSale('K3_1', clock)])]);

describe('Idempotency-Key', () => {
  it('replays the same order for the same body and takes the stake once', async () => {
    const who = await bettor(t, 10_000n);
    const headers = { 'idempotency-key': 'slip-1_A' };
    const first = await betOk(t, who, oneLine(), { headers });
    expect(first.balance).toBe(98);
    // Same request, fields in another order and the prize mode in another case: still the same body.
    const { contents } = oneLine();
    const again = await betOk(
      t,
      who,
      { contents, device: 'WEB', prizeMode: 'LOTT' },
      { headers, prefix: '/lgw' },
    );
    expect(again).toEqual(first);
    expect(await balanceOf(t.database, who.member)).toBe(9_800n);
    expect(await countRows(t.database, 'lottery_orders', `member_id = ${who.member.id}`)).toBe(1);
    expect(
      await countRows(
        t.database,
        'journal',
        `idem_scope = 'lottery.bet' and idem_key = '${first.orderNo}'`,
      ),
    ).toBe(1);
  });

  it('answers the current balance on a replay', async () => {
    const who = await bettor(t, 10_000n);
    const headers = { 'idempotency-key': 'replay-balance' };
    await betOk(t, who, oneLine(), { headers });
    await betOk(t, who, oneLine('5', 3));
    const replay = await betOk(t, who, oneLine(), { headers });
    expect(replay.balance).toBe(95);
  });

  it('refuses the key with another body (409 lottery.order.conflict), writing nothing', async () => {
    const who = await bettor(t, 10_000n);
    const headers = { 'idempotency-key': 'slip-2' };
    await betOk(t, who, oneLine(), { headers });
    const before = await footprint(t, who);
    const res = await placeBet(t, who, oneLine('5'), { headers });
    expect([res.status, failEnvelopeSchema.parse(res.body).errorCode]).toEqual([
      409,
      'lottery.order.conflict',
    ]);
    expect(await footprint(t, who)).toEqual(before);
  });

  it('is the member’s own: another member’s key makes another order, and no header a new order each time', async () => {
    const [a, b] = [await bettor(t, 10_000n), await bettor(t, 10_000n)];
    const headers = { 'idempotency-key': 'shared' };
    const [x, y] = [
      await betOk(t, a, oneLine(), { headers }),
      await betOk(t, b, oneLine('6'), { headers }),
    ];
    expect(x.orderNo).not.toBe(y.orderNo);
    const [p, q] = [await betOk(t, a, oneLine()), await betOk(t, a, oneLine())];
    expect(p.orderNo).not.toBe(q.orderNo);
    expect(await balanceOf(t.database, a.member)).toBe(10_000n - 600n);
  });

  it('concurrent retries of one key place one order and all answer it', async () => {
    const who = await bettor(t, 10_000n);
    const headers = { 'idempotency-key': 'burst' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeBet(t, who, oneLine(), { headers })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const orderNos = new Set(answers.map((r) => lgwBetting.value.parse(r.body).orderNo));
    expect(orderNos.size).toBe(1);
    expect(await countRows(t.database, 'lottery_orders', `member_id = ${who.member.id}`)).toBe(1);
    expect(await balanceOf(t.database, who.member)).toBe(9_800n);
  });

  it('concurrent retries with a balance for exactly one bet all answer the order, none a refusal', async () => {
    const who = await bettor(t, 200n);
    const headers = { 'idempotency-key': 'burst-exact' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeBet(t, who, oneLine(), { headers })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => lgwBetting.value.parse(r.body).orderNo)).size).toBe(1);
    expect(await balanceOf(t.database, who.member)).toBe(0n);
  });
});

describe('a key for every betting request (decision 0030)', () => {
  it('a refusal for insufficient balance is stored under the key: the retry after a deposit is refused again', async () => {
    const who = await bettor(t, 100n);
    const headers = { 'idempotency-key': 'poor-then-rich' };
    const first = await placeBet(t, who, oneLine(), { headers });
    expect([first.status, failEnvelopeSchema.parse(first.body).errorCode]).toEqual([
      400,
      'lottery.balance.insufficient',
    ]);
    await fund(t.database, who.member, 10_000n);
    const before = await footprint(t, who);
    const retry = await placeBet(t, who, oneLine(), { headers });
    expect(failEnvelopeSchema.parse(retry.body).errorCode).toBe('lottery.balance.insufficient');
    expect(await footprint(t, who)).toEqual(before);
    // Another request under the key is still a conflict; a new key places the order.
    const other = await placeBet(t, who, oneLine('5'), { headers });
    expect(failEnvelopeSchema.parse(other.body).errorCode).toBe('lottery.order.conflict');
    await betOk(t, who, oneLine(), { headers: { 'idempotency-key': 'poor-then-rich-2' } });
    expect(await balanceOf(t.database, who.member)).toBe(10_100n - 200n);
    await expectLedgerClean(t.database);
  });

  it('without an Idempotency-Key, the URL’s t names the request: a retry with the same t places nothing twice', async () => {
    const who = await bettor(t, 10_000n);
    const stamp = Date.now();
    const first = await betOk(t, who, oneLine(), { t: stamp });
    expect(await betOk(t, who, oneLine(), { t: stamp })).toEqual(first);
    // The same t of another member is another request.
    const other = await bettor(t, 10_000n);
    expect((await betOk(t, other, oneLine(), { t: stamp })).orderNo).not.toBe(first.orderNo);
    // Another t is another order.
    await betOk(t, who, oneLine(), { t: stamp + 1 });
    expect(await balanceOf(t.database, who.member)).toBe(9_600n);
    expect(await countRows(t.database, 'lottery_orders', `member_id = ${who.member.id}`)).toBe(2);
  });

  it('a request with neither an Idempotency-Key nor t is refused (400 lottery.order.key.required), nothing written', async () => {
    const who = await bettor(t, 10_000n);
    const before = await footprint(t, who);
    const res = await placeBet(t, who, oneLine(), { t: null });
    expect([res.status, failEnvelopeSchema.parse(res.body).errorCode]).toEqual([
      400,
      'lottery.order.key.required',
    ]);
    expect(await footprint(t, who)).toEqual(before);
  });
});

describe('concurrent bets', () => {
  it('20 bets against a balance for 7 apply exactly 7 and never go below zero', async () => {
    const stake = 300n;
    const who = await bettor(t, stake * 7n + 50n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeBet(t, who, oneLine('9', 3))),
    );
    const placed = answers.filter((r) => r.status === 200);
    const refused = answers
      .filter((r) => r.status !== 200)
      .map((r) => failEnvelopeSchema.parse(r.body).errorCode);
    expect(placed).toHaveLength(7);
    expect(refused).toEqual(Array.from({ length: 13 }, () => 'lottery.balance.insufficient'));
    expect(await balanceOf(t.database, who.member)).toBe(50n);
    expect(await footprint(t, who)).toMatchObject({ orders: 7, tickets: 7 });
    const balances = placed
      .map((r) => wireToMinor(lgwBetting.value.parse(r.body).balance))
      .sort((a, b) => Number(a - b));
    expect(balances).toEqual([50n, 350n, 650n, 950n, 1250n, 1550n, 1850n]);
    await expectLedgerClean(t.database);
  });
});
