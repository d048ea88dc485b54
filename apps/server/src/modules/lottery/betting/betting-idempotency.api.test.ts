import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failEnvelopeSchema } from '@monsoon/contracts/envelope';
import { lgwBetting } from '@monsoon/contracts/lottery/lgw';
import { wireToMinor } from '@monsoon/contracts/money';
import { countRows, fakeClock } from '@/test/factories.ts';
import { balanceOf, expectLedgerClean } from '@/test/money.ts';
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
