import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildMember, countRows } from '@/test/factories.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import {
  balanceOf,
  expectLedgerClean,
  fund,
  moneyRows,
  playerCalls,
  uniquePrefix,
} from '@/test/money.ts';

/** design/money.md §7.3-7.6: over-spend, repeated ids, conflicting ids, replayed rejections. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerClean(t.database));

const newPlayer = async (funds: bigint) => {
  const member = await buildMember(t.database);
  if (funds > 0n) await fund(t.database, member, funds);
  const token = await launchTokenFor(t.database, member);
  return { member, token, calls: playerCalls(t.app, member, token) };
};

const journalsOf = (key: string) => countRows(t.database, 'journal', `idem_key = '${key}'`);
const vendorTxOf = (key: string) => countRows(t.database, 'vendor_tx', `tx_id = '${key}'`);

describe('over-spend', () => {
  it('50 parallel bets over the balance: never below zero, exactly the affordable subset applied', async () => {
    const { member, calls } = await newPlayer(1_000n);
    const p = uniquePrefix('os');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => calls.bet(`${p}B${i}`, `${p}R${i}`, 30)),
    );
    const ok = answers.filter((a) => a.status === 'OK');
    const refused = answers.filter((a) => a.status !== 'OK');
    expect(ok).toHaveLength(33); // floor(1000 / 30)
    expect(refused.every((a) => a.status === 'INSUFFICIENT_FUNDS')).toBe(true);
    // Each applied bet saw its own balance: 970, 940, ..., 10 — no two bets shared a snapshot.
    expect(ok.map((a) => a.balance).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 33 }, (_, i) => 970 - 30 * i),
    );
    expect(answers.every((a) => a.balance >= 0)).toBe(true);
    expect(await balanceOf(t.database, member)).toBe(1_000n - 33n * 30n);
    expect(
      await countRows(t.database, 'journal', `kind = 'game.bet' and idem_key like '${p}%'`),
    ).toBe(33);
  });

  it('parallel bets of mixed sizes: the debit is exactly the sum of the OK answers, balance never negative', async () => {
    const { member, calls } = await newPlayer(5_000n);
    const p = uniquePrefix('mix');
    const amounts = Array.from({ length: 50 }, (_, i) => 50 + ((i * 37) % 400));
    const answers = await Promise.all(
      amounts.map((amount, i) => calls.bet(`${p}B${i}`, `${p}R${i}`, amount)),
    );
    const debited = answers.reduce(
      (sum, a, i) => (a.status === 'OK' ? sum + BigInt(amounts[i] ?? 0) : sum),
      0n,
    );
    const left = await balanceOf(t.database, member);
    expect(left).toBe(5_000n - debited);
    expect(left >= 0n).toBe(true);
    // Every refused bet really was unaffordable when it ran: larger than the smallest balance seen.
    const refusedAmounts = amounts.filter((_, i) => answers[i]?.status === 'INSUFFICIENT_FUNDS');
    expect(refusedAmounts.every((a) => BigInt(a) > left)).toBe(true);
  });
});

describe('same transaction id, many times', () => {
  it('one bet id sent 20 times at once and 5 times after: one journal, one vendor_tx, identical answers', async () => {
    const { member, calls } = await newPlayer(10_000n);
    const id = `${uniquePrefix('dup')}B`;
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () => calls.bet(id, `${id}-round`, 700)),
    );
    const sequential = [];
    for (let i = 0; i < 5; i++) sequential.push(await calls.bet(id, `${id}-round`, 700));
    const first = concurrent[0];
    expect(first).toMatchObject({ status: 'OK', balance: 9_300 });
    for (const a of [...concurrent, ...sequential]) expect(a).toEqual(first);
    expect(await journalsOf(id)).toBe(1);
    expect(await vendorTxOf(id)).toBe(1);
    expect(await balanceOf(t.database, member)).toBe(9_300n);
  });

  it('one win id and one rollback id sent 20 times at once: credited once, refunded once', async () => {
    const { member, calls } = await newPlayer(10_000n);
    const p = uniquePrefix('dupw');
    await calls.bet(`${p}B1`, `${p}R1`, 1_000);
    await calls.bet(`${p}B2`, `${p}R2`, 2_000);
    const wins = await Promise.all(
      Array.from({ length: 20 }, () => calls.win(`${p}W1`, `${p}R1`, 2_500)),
    );
    const rollbacks = await Promise.all(
      Array.from({ length: 20 }, () => calls.rollback(`${p}X2`, `${p}B2`, `${p}R2`)),
    );
    for (const a of wins) expect(a).toEqual(wins[0]);
    for (const a of rollbacks) expect(a).toEqual(rollbacks[0]);
    expect(wins[0]?.status).toBe('OK');
    expect(rollbacks[0]?.status).toBe('OK');
    expect(await journalsOf(`${p}W1`)).toBe(1);
    expect(await journalsOf(`${p}X2`)).toBe(1);
    expect(await balanceOf(t.database, member)).toBe(10_000n - 1_000n + 2_500n);
  });

  it('different rollback ids of one bet, all at once: the bet is refunded exactly once', async () => {
    const { member, calls } = await newPlayer(1_000n);
    const p = uniquePrefix('dupx');
    await calls.bet(`${p}B`, `${p}R`, 400);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => calls.rollback(`${p}X${i}`, `${p}B`, `${p}R`)),
    );
    expect(answers.every((a) => a.status === 'OK' && a.balance === 1_000)).toBe(true);
    expect(
      await countRows(t.database, 'journal', `kind = 'game.rollback' and idem_key like '${p}X%'`),
    ).toBe(1);
    expect(await balanceOf(t.database, member)).toBe(1_000n);
  });
});

describe('same id with other business fields', () => {
  it('a changed amount, player, round or game is DUPLICATE_CONFLICT and writes nothing', async () => {
    const { member, token, calls } = await newPlayer(10_000n);
    const other = await newPlayer(10_000n);
    const id = `${uniquePrefix('cf')}B`;
    const original = await calls.bet(id, `${id}-round`, 500);
    expect(original.status).toBe('OK');
    const before = await moneyRows(t.database);
    const changed = [
      await calls.bet(id, `${id}-round`, 501),
      await calls.bet(id, `${id}-other-round`, 500),
      await other.calls.bet(id, `${id}-round`, 500),
      await playerCalls(t.app, member, token, { gameCode: 'MS002' }).bet(id, `${id}-round`, 500),
      await calls.win(id, `${id}-round`, 500),
      await calls.rollback(id, `${id}-nothing`, `${id}-round`),
    ];
    for (const a of changed) expect(a.status).toBe('DUPLICATE_CONFLICT');
    expect(await moneyRows(t.database)).toEqual(before);
    expect(await balanceOf(t.database, member)).toBe(9_500n);
    expect(await balanceOf(t.database, other.member)).toBe(10_000n);
    // The original is still replayed exactly.
    expect(await calls.bet(id, `${id}-round`, 500)).toEqual(original);
  });

  it('a conflict answers the balance of the player in the request, never another player’s', async () => {
    const first = await newPlayer(10_000n);
    const second = await newPlayer(3_000n);
    const id = `${uniquePrefix('cfb')}B`;
    await first.calls.bet(id, `${id}-round`, 500);
    const stolen = await second.calls.bet(id, `${id}-round`, 500);
    expect(stolen).toMatchObject({ status: 'DUPLICATE_CONFLICT', balance: 3_000 });
  });

  it('concurrent sends of one id with different amounts: exactly one applies, the rest conflict', async () => {
    const { member, calls } = await newPlayer(10_000n);
    const id = `${uniquePrefix('cfc')}B`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => calls.bet(id, `${id}-round`, 100 + i)),
    );
    const ok = answers.filter((a) => a.status === 'OK');
    expect(ok).toHaveLength(answers.filter((a) => a.status !== 'DUPLICATE_CONFLICT').length);
    const stored = await t.database.query(
      `select amount::int as amount from vendor_tx where tx_id = $1`,
      [id],
    );
    const amount = Number(stored.rows[0]?.['amount']);
    expect(await journalsOf(id)).toBe(1);
    expect(await balanceOf(t.database, member)).toBe(10_000n - BigInt(amount));
    // Every OK is the one stored outcome, every other answer a conflict.
    for (const a of ok) expect(a).toEqual(ok[0]);
  });
});

describe('stored rejections', () => {
  it('INSUFFICIENT_FUNDS, then a deposit, then the same id: the rejection is replayed, nothing moves', async () => {
    const { member, calls } = await newPlayer(100n);
    const id = `${uniquePrefix('rj')}B`;
    const refused = await calls.bet(id, `${id}-round`, 500);
    expect(refused).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 100 });
    await fund(t.database, member, 1_000n);
    const retried = await calls.bet(id, `${id}-round`, 500);
    expect(retried).toEqual(refused);
    expect(await balanceOf(t.database, member)).toBe(1_100n);
    expect(await journalsOf(id)).toBe(0);
    expect(await vendorTxOf(id)).toBe(1);
    // A rollback of the refused bet refunds nothing; a new id is judged on the new balance.
    const rb = await calls.rollback(`${id}-X`, id, `${id}-round`);
    expect(rb).toMatchObject({ status: 'OK', balance: 1_100 });
    expect(await calls.bet(`${id}-2`, `${id}-round2`, 500)).toMatchObject({
      status: 'OK',
      balance: 600,
    });
  });

  it('a win on a round whose only bet was refused is BET_NOT_FOUND and pays nothing', async () => {
    const { member, calls } = await newPlayer(100n);
    const p = uniquePrefix('rjw');
    expect((await calls.bet(`${p}B`, `${p}R`, 500)).status).toBe('INSUFFICIENT_FUNDS');
    expect((await calls.win(`${p}W`, `${p}R`, 5_000)).status).toBe('BET_NOT_FOUND');
    expect(await balanceOf(t.database, member)).toBe(100n);
  });
});

describe('races between a win and the rollback of its bet', () => {
  it('a win racing the rollback of its round’s only bet: exactly one of them takes effect, never both', async () => {
    const { member, calls } = await newPlayer(100_000n);
    const p = uniquePrefix('race');
    let expected = 100_000n;
    for (let i = 0; i < 30; i++) {
      await calls.bet(`${p}B${i}`, `${p}R${i}`, 1_000);
      expected -= 1_000n;
      const [win, rollback] = await Promise.all([
        calls.win(`${p}W${i}`, `${p}R${i}`, 5_000),
        calls.rollback(`${p}X${i}`, `${p}B${i}`, `${p}R${i}`),
      ]);
      // Under the member's lock one of them comes first, and exactly one takes effect: the finishing
      // win closes the round (the rollback is refused), the full refund closes it (the win is refused).
      const statuses = [win?.status, rollback?.status].sort();
      expect(statuses).toEqual(['OK', 'ROUND_CLOSED']);
      if (win?.status === 'OK') expected += 5_000n;
      else expected += 1_000n;
    }
    expect(await balanceOf(t.database, member)).toBe(expected);
  });
});
