import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamOverviewValueSchema, userProfitValueSchema } from '@monsoon/contracts/agent-reports';
import { createMerchant } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import {
  buildTeams,
  dayAt,
  minor,
  paidDeposit,
  settableClock,
  sumFacts,
  tokenOf,
  withdrawal,
  writeFacts,
  type Fact,
  type TreeMember,
} from './reports.test-support.ts';

/**
 * 2026-03-15 04:00 UTC: Sunday 12:00 in Manila (UTC+8, the demo merchant), and the very first instant
 * of Sunday 2026-03-15 in New York (EDT, UTC-4 since 8 March; EST, UTC-5 before).
 */
const NOW = new Date('2026-03-15T04:00:00Z');
const OVERVIEW = '/wps/relay/MCSFE_getTeamOverview';
const clock = settableClock(NOW);

let t: TestApp;
let manila: Awaited<ReturnType<typeof buildTeams>>;
let york: Awaited<ReturnType<typeof buildTeams>>;
const manilaFacts: Fact[] = [];
const yorkFacts: Fact[] = [];
const tokens: Record<string, string> = {};

const fact = (m: TreeMember, validBet: bigint, payout: bigint, at: string): Fact => ({
  memberId: m.id,
  productType: 'RNG',
  stake: validBet + 100n,
  validBet,
  payout,
  settledAt: new Date(at),
});

beforeAll(async () => {
  t = await createTestApp({ clock });
  manila = await buildTeams(t, {
    joinedAt: new Date('2026-01-01T00:00:00Z'),
    joined: {
      m2: new Date('2026-03-14T16:00:00Z'), // Manila 03-15 00:00: today
      s2: new Date('2026-03-14T15:59:59Z'), // Manila 03-14 23:59:59: yesterday
      s1: new Date('2026-03-10T02:00:00Z'), // this week
      m1: new Date('2026-03-01T10:00:00Z'), // this month
      sub: new Date('2026-02-28T16:30:00Z'), // Manila 03-01 00:30: this month
    },
  });
  const { top, sub, m1, m2, s1, s2, o1 } = manila;
  manilaFacts.push(
    fact(m1, 10_000n, 25_000n, '2026-03-14T16:00:00Z'), // today
    fact(s1, 4_000n, 0n, '2026-03-15T03:59:59Z'), // today
    fact(top, 500n, 100n, '2026-03-15T01:00:00Z'), // today, the agent's own play
    fact(s2, 0n, 0n, '2026-03-15T01:00:00Z'), // today, voided: not active
    fact(m2, 7_000n, 1_000n, '2026-03-14T15:59:59Z'), // yesterday
    fact(sub, 3_000n, 9_000n, '2026-03-09T00:00:00Z'), // Monday 08:00: this week
    fact(m1, 2_000n, 0n, '2026-03-08T15:59:59Z'), // Sunday 23:59:59: last week, this month
    fact(s2, 1_000n, 500n, '2026-02-28T15:59:59Z'), // February
    fact(o1, 99_000n, 0n, '2026-03-15T01:00:00Z'), // another team
  );
  await writeFacts(t, top.merchantId, manilaFacts);
  await paidDeposit(t, clock, m1, 10_000n, new Date('2026-03-01T02:00:00Z'));
  await paidDeposit(t, clock, m1, 20_000n, new Date('2026-03-15T02:00:00Z'));
  await paidDeposit(t, clock, m2, 5_000n, new Date('2026-03-14T16:00:00Z'));
  await paidDeposit(t, clock, s1, 3_000n, new Date('2026-03-14T15:59:59Z'));
  await paidDeposit(t, clock, o1, 99_900n, new Date('2026-03-15T02:00:00Z'));
  await withdrawal(t, s1, {
    amount: 5_000n,
    fee: 100n,
    at: new Date('2026-03-15T01:00:00Z'),
    status: 'paid',
  });
  await withdrawal(t, m1, {
    amount: 3_000n,
    fee: 0n,
    at: new Date('2026-03-14T10:00:00Z'),
    status: 'paid',
  });
  await withdrawal(t, m2, {
    amount: 1_000n,
    fee: 0n,
    at: new Date('2026-03-15T01:00:00Z'),
    status: 'requested',
  });
  await withdrawal(t, o1, {
    amount: 7_700n,
    fee: 0n,
    at: new Date('2026-03-15T01:00:00Z'),
    status: 'paid',
  });

  const nyc = await createMerchant(t.database, 'nyc');
  await t.database.query(`update merchants set time_zone = 'America/New_York' where id = $1`, [
    nyc.id,
  ]);
  t.app.services.merchants.flush();
  york = await buildTeams(t, { merchantId: nyc.id, joinedAt: new Date('2026-01-01T00:00:00Z') });
  yorkFacts.push(
    fact(york.m1, 1_000n, 0n, '2026-03-15T03:59:59Z'), // Saturday 23:59:59 EDT: yesterday
    fact(york.m1, 2_000n, 0n, '2026-03-15T04:00:00Z'), // Sunday 00:00 EDT: today
    fact(york.s1, 4_000n, 0n, '2026-03-09T03:59:59Z'), // Sunday 03-08 23:59:59 EDT: last week
    fact(york.s1, 8_000n, 0n, '2026-03-09T04:00:00Z'), // Monday 00:00 EDT: this week
    fact(york.m2, 16_000n, 0n, '2026-03-01T04:59:59Z'), // 02-28 23:59:59 EST: last month
    fact(york.m2, 32_000n, 0n, '2026-03-01T05:00:00Z'), // 03-01 00:00 EST: this month
  );
  await writeFacts(t, nyc.id, yorkFacts);
  clock.set(NOW);
  tokens['top'] = await tokenOf(t, manila.top);
  tokens['sub'] = await tokenOf(t, manila.sub);
  tokens['york'] = await tokenOf(t, york.top, 'nyc');
});
afterAll(async () => t.close());

const overview = (period: string, token = tokens['top'] ?? '', merchant?: string) =>
  wire(t.app).ok(teamOverviewValueSchema, 'GET', `${OVERVIEW}?period=${period}`, {
    token,
    ...(merchant ? { merchant } : {}),
  });

/** The test's own selection of facts of these members settled on [from, to] at a UTC offset. */
const pick = (facts: readonly Fact[], ids: number[], from: string, to: string, offset = 8) =>
  facts.filter(
    (f) =>
      ids.includes(f.memberId) &&
      dayAt(f.settledAt, offset) >= from &&
      dayAt(f.settledAt, offset) <= to,
  );
const ids = (...ms: TreeMember[]) => ms.map((m) => m.id);
const teamOf = () => ids(manila.top, manila.sub, manila.m1, manila.m2, manila.s1, manila.s2);
const activeIn = (facts: readonly Fact[]) =>
  new Set(facts.filter((f) => f.validBet > 0n).map((f) => f.memberId)).size;
const money = (v: {
  validBet: number | object;
  winAmount: number | object;
  profit: number | object;
}) => ({
  validBet: minor(v.validBet as number),
  payout: minor(v.winAmount as number),
  profit: minor(v.profit as number),
});

describe('team overview (Manila)', () => {
  it('today: members, money and bets of the business day that began at Manila midnight', async () => {
    const v = await overview('today');
    const today = pick(manilaFacts, teamOf(), '2026-03-15', '2026-03-15');
    const s = sumFacts(today);
    expect(v).toMatchObject({
      period: 'today',
      startDate: '2026-03-15',
      endDate: '2026-03-15',
      teamSize: 5,
      newMembers: 1,
      activeMembers: activeIn(today),
      firstDepositMembers: 1,
      currency: 'PHP',
    });
    expect(v.activeMembers).toBe(3);
    // 200.00 of m1 and 50.00 of m2, each less the 1 % fee; s1's payout of 50.00 less its 1.00 fee.
    expect([minor(v.depositAmount), minor(v.withdrawalAmount)]).toEqual([19_800n + 4_950n, 4_900n]);
    expect(money(v)).toEqual({ validBet: s.validBet, payout: s.payout, profit: s.profit });
    expect(v.days.map((d) => [d.date, minor(d.validBet), minor(d.profit)])).toEqual([
      ['2026-03-15', s.validBet, s.profit],
    ]);
  });

  it('yesterday: the day before, its first depositor and its payouts', async () => {
    const v = await overview('yesterday');
    const s = sumFacts(pick(manilaFacts, teamOf(), '2026-03-14', '2026-03-14'));
    expect(v).toMatchObject({
      startDate: '2026-03-14',
      endDate: '2026-03-14',
      newMembers: 1,
      activeMembers: 1,
      firstDepositMembers: 1,
    });
    expect([minor(v.depositAmount), minor(v.withdrawalAmount)]).toEqual([2_970n, 3_000n]);
    expect(money(v)).toEqual({ validBet: s.validBet, payout: s.payout, profit: s.profit });
  });

  it('this week: Monday to today, a chart entry for each day, zeros where nothing was bet', async () => {
    const v = await overview('thisWeek');
    expect([v.startDate, v.endDate, v.newMembers, v.firstDepositMembers]).toEqual([
      '2026-03-09',
      '2026-03-15',
      3,
      2,
    ]);
    expect(v.days.map((d) => d.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    for (const d of v.days) {
      const s = sumFacts(pick(manilaFacts, teamOf(), d.date, d.date));
      expect([minor(d.validBet), minor(d.profit)], d.date).toEqual([s.validBet, s.profit]);
    }
    const week = pick(manilaFacts, teamOf(), '2026-03-09', '2026-03-15');
    expect(minor(v.validBet)).toBe(sumFacts(week).validBet);
    expect(v.activeMembers).toBe(activeIn(week));
  });

  it('this month: from the 1st, with the first deposit of the 1st', async () => {
    const v = await overview('thisMonth');
    const month = pick(manilaFacts, teamOf(), '2026-03-01', '2026-03-15');
    expect([v.startDate, v.days.length, v.newMembers, v.firstDepositMembers]).toEqual([
      '2026-03-01',
      15,
      5,
      3,
    ]);
    expect(minor(v.depositAmount)).toBe(9_900n + 19_800n + 4_950n + 2_970n);
    expect(minor(v.withdrawalAmount)).toBe(4_900n + 3_000n);
    expect(money(v)).toEqual({
      validBet: sumFacts(month).validBet,
      payout: sumFacts(month).payout,
      profit: sumFacts(month).profit,
    });
  });

  it("gives a sub-agent its own team's figures only", async () => {
    const v = await overview('thisWeek', tokens['sub']);
    const week = pick(
      manilaFacts,
      ids(manila.sub, manila.s1, manila.s2),
      '2026-03-09',
      '2026-03-15',
    );
    expect(v).toMatchObject({ teamSize: 2, newMembers: 2, firstDepositMembers: 1 });
    expect([minor(v.validBet), minor(v.depositAmount), minor(v.withdrawalAmount)]).toEqual([
      sumFacts(week).validBet,
      2_970n,
      4_900n,
    ]);
  });

  it('the user P&L carries the same deposits and withdrawals per member', async () => {
    const v = await wire(t.app).ok(
      userProfitValueSchema,
      'GET',
      '/wps/report/downlineLottoPNL?startDate=2026-03-14&endDate=2026-03-15',
      { token: tokens['top'] ?? '' },
    );
    const row = (m: TreeMember) => v.list.find((r) => r.account === m.username);
    expect([
      minor(row(manila.m1)?.depositAmount ?? 0),
      minor(row(manila.m1)?.withdrawalAmount ?? 0),
    ]).toEqual([19_800n, 3_000n]);
    expect([
      minor(row(manila.s1)?.depositAmount ?? 0),
      minor(row(manila.s1)?.withdrawalAmount ?? 0),
    ]).toEqual([2_970n, 4_900n]);
    expect(minor(v.summary.depositAmount)).toBe(19_800n + 4_950n + 2_970n);
    expect(v.list.map((r) => r.account)).not.toContain(manila.o1.username);
  });

  it('refuses a period it does not know', async () => {
    const res = await wire(t.app).fail('GET', `${OVERVIEW}?period=lastYear`, {
      token: tokens['top'] ?? '',
    });
    expect(res).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
      value: { fields: { period: expect.any(String) } },
    });
  });
});

describe('team overview (New York)', () => {
  const york3 = () => ids(york.top, york.sub, york.m1, york.m2, york.s1, york.s2);
  it.each([
    ['today', '2026-03-15', '2026-03-15'],
    ['yesterday', '2026-03-14', '2026-03-14'],
    ['thisWeek', '2026-03-09', '2026-03-15'],
    ['thisMonth', '2026-03-01', '2026-03-15'],
  ])('%s runs from %s to %s by the New York clock', async (period, from, to) => {
    const v = await overview(period, tokens['york'], 'nyc');
    expect([v.startDate, v.endDate, v.today]).toEqual([from, to, '2026-03-15']);
    // Offsets: EDT (-4) from 8 March, EST (-5) before; the facts straddle both changes of day.
    const inRange = yorkFacts.filter((f) => {
      const offset = f.settledAt < new Date('2026-03-08T07:00:00Z') ? -5 : -4;
      const day = dayAt(f.settledAt, offset);
      return york3().includes(f.memberId) && day >= from && day <= to;
    });
    expect(minor(v.validBet)).toBe(sumFacts(inRange).validBet);
  });
});
