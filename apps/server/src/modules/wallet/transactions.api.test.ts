import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionHistory } from '@monsoon/contracts/transactions';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, loginAs, nextIp } from '@/test/factories.ts';
import { expectLedgerClean, fund, playerCalls, uniquePrefix } from '@/test/money.ts';
import { launchTokenFor } from '@/test/vendor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const history = transactionHistory.value;
const path = '/wps/relay/ODSFE2_MemTransDet';

/** A member with a session who was funded 100.00, bet 10.00, won 25.00, bet 5.00 and had it rolled back. */
async function playedMember() {
  const member = await buildMember(t.database);
  await fund(t.database, member, 10_000n);
  const calls = playerCalls(t.app, member, await launchTokenFor(t.database, member));
  const p = uniquePrefix('mt');
  expect((await calls.bet(`${p}b1`, `${p}r1`, 1_000)).status).toBe('OK');
  expect((await calls.win(`${p}w1`, `${p}r1`, 2_500)).status).toBe('OK');
  expect((await calls.bet(`${p}b2`, `${p}r2`, 500)).status).toBe('OK');
  expect((await calls.rollback(`${p}rb`, `${p}b2`, `${p}r2`)).status).toBe('OK');
  const { token } = await loginAs(t.app, member.username, member.password);
  return { member, token };
}

describe('GET /wps/relay/ODSFE2_MemTransDet', () => {
  it("lists every movement of the member's own wallet, newest first, signed, with totals", async () => {
    const other = await buildMember(t.database);
    await fund(t.database, other, 77_700n);
    const { token } = await playedMember();
    const page = await wire(t.app).ok(history, 'GET', path, { token });
    expect(page.list.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['GAME_REFUND', 5, 115],
      ['GAME_BET', -5, 110],
      ['GAME_WIN', 25, 115],
      ['GAME_BET', -10, 90],
      ['ADJUSTMENT', 100, 100],
    ]);
    expect(page.summary).toEqual({ totalIn: 130, totalOut: -15, net: 115 });
    expect(page.totalCount).toBe(5);
    expect(page.currency).toBe('PHP');
    expect(new Set(page.list.map((r) => r.transactionNo)).size).toBe(5);
    await expectLedgerClean(t.database);
  });

  it('filters by type and pages, keeping the totals of the whole filtered range', async () => {
    const { token } = await playedMember();
    const bets = await wire(t.app).ok(history, 'GET', `${path}?type=GAME_BET`, { token });
    expect(bets.list.map((r) => r.amount)).toEqual([-5, -10]);
    expect(bets.summary).toEqual({ totalIn: 0, totalOut: -15, net: -15 });
    const other = await wire(t.app).ok(history, 'GET', `${path}?type=OTHER`, { token });
    expect(other.totalCount).toBe(0);
    const third = await wire(t.app).ok(history, 'GET', `${path}?pageNo=3&pageSize=2`, { token });
    expect(third.list.map((r) => r.type)).toEqual(['ADJUSTMENT']);
    expect([third.totalPages, third.totalCount]).toEqual([3, 5]);
    expect(third.summary.net).toBe(115);
  });

  it('reads a date range of the merchant calendar', async () => {
    const { token } = await playedMember();
    const past = await wire(t.app).ok(
      history,
      'GET',
      `${path}?startDate=2020-01-01&endDate=2020-01-31`,
      {
        token,
      },
    );
    expect([past.totalCount, past.startDate, past.endDate]).toEqual([
      0,
      '2020-01-01',
      '2020-01-31',
    ]);
    const recent = await wire(t.app).ok(history, 'GET', path, { token });
    const days = (Date.parse(recent.endDate) - Date.parse(recent.startDate)) / 86_400_000;
    expect(days).toBe(6);
    expect(recent.endDate).toBe(recent.today);
  });

  it('refuses bad ranges and types, no token and a trial account', async () => {
    const { token } = await playedMember();
    for (const query of [
      'startDate=2025-03-10&endDate=2025-03-01',
      'startDate=2025-01-01&endDate=2025-06-30',
      'startDate=2025-02-30&endDate=2025-03-01',
      'type=JACKPOT',
      'pageSize=500',
    ]) {
      const bad = await wire(t.app).fail('GET', `${path}?${query}`, { token });
      expect([bad.status, bad.errorCode], query).toEqual([400, 'invalid.request']);
    }
    expect((await wire(t.app).fail('GET', path)).status).toBe(401);
    const trial = await wire(t.app).ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    });
    const refused = await wire(t.app).fail('GET', path, { token: trial.token });
    expect([refused.status, refused.errorCode]).toEqual([403, 'in_need_true_account']);
  });
});
