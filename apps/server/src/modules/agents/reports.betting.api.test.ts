import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamBettingValueSchema, userProfitValueSchema } from '@monsoon/contracts/agent-reports';
import { productTypes } from '@monsoon/contracts/records';
import { fakeClock } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import {
  buildTeams,
  dayAt,
  minor,
  sumFacts,
  tokenOf,
  writeFacts,
  type Fact,
} from './reports.test-support.ts';

/** 2026-03-15 12:00 in Manila (UTC+8), the demo merchant's zone. */
const NOW = new Date('2026-03-15T04:00:00Z');
const HOUR = 3_600_000;
const BETTING = '/wps/report/teamPVPRNGBetting';
const PNL = '/wps/report/downlineLottoPNL';

let t: TestApp;
let teams: Awaited<ReturnType<typeof buildTeams>>;
let facts: Fact[];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock(NOW) });
  teams = await buildTeams(t, { joinedAt: new Date('2026-01-01T00:00:00Z') });
  facts = [];
  let seed = 7919;
  const rand = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  const players = [teams.top, teams.sub, teams.m1, teams.m2, teams.s1, teams.s2, teams.o1];
  for (let i = 0; i < 80; i++) {
    const stake = BigInt(100 + rand(50_000));
    const validBet = rand(6) === 0 ? 0n : stake;
    facts.push({
      memberId: players[rand(players.length)]?.id ?? teams.m1.id,
      productType: productTypes[rand(productTypes.length)] ?? 'RNG',
      stake,
      validBet,
      payout: validBet === 0n ? 0n : BigInt(rand(3) === 0 ? 0 : rand(90_000)),
      settledAt: new Date(NOW.getTime() - rand(12 * 24) * HOUR - rand(3_600) * 1000),
    });
  }
  // Both sides of the Manila midnight that starts 2026-03-09, the first day of the default range.
  facts.push(
    {
      memberId: teams.s1.id,
      productType: 'LIVE',
      stake: 1_000n,
      validBet: 1_000n,
      payout: 0n,
      settledAt: new Date('2026-03-08T15:59:59Z'),
    },
    {
      memberId: teams.s1.id,
      productType: 'LIVE',
      stake: 2_000n,
      validBet: 2_000n,
      payout: 5_000n,
      settledAt: new Date('2026-03-08T16:00:00Z'),
    },
  );
  // Play money never shows.
  facts.push({
    memberId: teams.m1.id,
    productType: 'RNG',
    stake: 777n,
    validBet: 777n,
    payout: 0n,
    settledAt: NOW,
    asset: 'FUN',
  });
  await writeFacts(t, teams.top.merchantId, facts);
  for (const name of ['top', 'sub', 'm1', 'other'] as const)
    tokens[name] = await tokenOf(t, teams[name]);
});
afterAll(async () => t.close());

const manila = (at: Date) => dayAt(at, 8);
/** The test's own selection: PHP facts of these members settled on Manila days in [from, to]. */
const pick = (ids: readonly number[], from: string, to: string, product?: string) =>
  facts.filter(
    (f) =>
      (f.asset ?? 'PHP') === 'PHP' &&
      ids.includes(f.memberId) &&
      manila(f.settledAt) >= from &&
      manila(f.settledAt) <= to &&
      (product === undefined || f.productType === product),
  );
const teamIds = () =>
  [teams.top, teams.sub, teams.m1, teams.m2, teams.s1, teams.s2].map((m) => m.id);
const asMinor = (v: {
  betAmount: number | object;
  validBet: number | object;
  winAmount: number | object;
  profit: number | object;
  count: number;
}) => ({
  stake: minor(v.betAmount as number),
  validBet: minor(v.validBet as number),
  payout: minor(v.winAmount as number),
  profit: minor(v.profit as number),
  count: v.count,
});
const get = (url: string, token: string) =>
  wire(t.app).ok(teamBettingValueSchema, 'GET', url, { token });

describe('team betting (teamPVPRNGBetting)', () => {
  it("sums the whole team's facts per product over the default 7 business days", async () => {
    const v = await get(BETTING, tokens['top'] ?? '');
    expect(v).toMatchObject({
      view: 'product',
      startDate: '2026-03-09',
      endDate: '2026-03-15',
      today: '2026-03-15',
    });
    const mine = pick(teamIds(), '2026-03-09', '2026-03-15');
    expect(mine.length).toBeGreaterThan(20);
    expect(asMinor(v.summary)).toEqual(sumFacts(mine));
    const expected = productTypes.flatMap((p) => {
      const of = mine.filter((f) => f.productType === p);
      return of.length > 0 ? [{ productType: p, ...sumFacts(of) }] : [];
    });
    expect(v.list.map((r) => ({ productType: r.productType, ...asMinor(r) }))).toEqual(expected);
    expect(v.totalCount).toBe(expected.length);
    // The fact one second before the Manila midnight of 03-09 belongs to 03-08: outside.
    const live = v.list.find((r) => r.productType === 'LIVE');
    expect(minor((live?.validBet ?? 0) as number)).toBe(
      sumFacts(mine.filter((f) => f.productType === 'LIVE')).validBet,
    );
  });

  it('lists members by valid bet, paged, and narrows to one product and one member', async () => {
    const from = '2026-03-05';
    const to = '2026-03-15';
    const page1 = await get(
      `${BETTING}?view=member&startDate=${from}&endDate=${to}&pageSize=4`,
      tokens['top'] ?? '',
    );
    const page2 = await get(
      `${BETTING}?view=member&startDate=${from}&endDate=${to}&pageSize=4&pageNo=2`,
      tokens['top'] ?? '',
    );
    // Largest valid bet first; a tie goes to the older account (the smaller id).
    const byMember = [teams.top, teams.sub, teams.m1, teams.m2, teams.s1, teams.s2]
      .map((m) => ({ id: m.id, account: m.username, ...sumFacts(pick([m.id], from, to)) }))
      .filter((r) => r.count > 0)
      .sort((a, b) => (a.validBet === b.validBet ? a.id - b.id : a.validBet > b.validBet ? -1 : 1))
      .map(({ id: _id, ...r }) => r);
    expect(page1.totalCount).toBe(byMember.length);
    expect(
      [...page1.list, ...page2.list].map((r) => ({ account: r.account, ...asMinor(r) })),
    ).toEqual(byMember);
    expect(page1.list.find((r) => r.account === teams.s1.username)?.level ?? 2).toBe(2);
    expect(asMinor(page1.summary)).toEqual(sumFacts(pick(teamIds(), from, to)));

    const one = await get(
      `${BETTING}?view=member&startDate=${from}&endDate=${to}&productType=LIVE&account=${teams.s1.username.toUpperCase()}`,
      tokens['top'] ?? '',
    );
    const s1Live = sumFacts(pick([teams.s1.id], from, to, 'LIVE'));
    expect(one.list.map(asMinor)).toEqual(s1Live.count > 0 ? [s1Live] : []);
    expect(asMinor(one.summary)).toEqual(s1Live);
  });

  it("gives a sub-agent its own team only, and the top agent the sub-agent's members", async () => {
    const v = await get(`${BETTING}?startDate=2026-03-03&endDate=2026-03-15`, tokens['sub'] ?? '');
    expect(asMinor(v.summary)).toEqual(
      sumFacts(pick([teams.sub.id, teams.s1.id, teams.s2.id], '2026-03-03', '2026-03-15')),
    );
    const viaTop = await get(
      `${BETTING}?startDate=2026-03-03&endDate=2026-03-15&account=${teams.s2.username}`,
      tokens['top'] ?? '',
    );
    expect(asMinor(viaTop.summary)).toEqual(
      sumFacts(pick([teams.s2.id], '2026-03-03', '2026-03-15')),
    );
  });
});

describe('user P&L (downlineLottoPNL)', () => {
  it("answers each active member's valid bet, win and P&L, and the totals over all pages", async () => {
    const from = '2026-03-04';
    const to = '2026-03-14';
    const v = await wire(t.app).ok(
      userProfitValueSchema,
      'GET',
      `${PNL}?startDate=${from}&endDate=${to}&pageSize=2`,
      { token: tokens['top'] ?? '' },
    );
    const expected = [teams.top, teams.sub, teams.m1, teams.m2, teams.s1, teams.s2].filter(
      (m) => pick([m.id], from, to).length > 0,
    );
    expect(v.totalCount).toBe(expected.length);
    expect(v.totalPages).toBe(Math.ceil(expected.length / 2));
    const all = sumFacts(pick(teamIds(), from, to));
    expect({
      validBet: minor(v.summary.validBet),
      win: minor(v.summary.winAmount),
      profit: minor(v.summary.profit),
      count: v.summary.count,
    }).toEqual({ validBet: all.validBet, win: all.payout, profit: all.profit, count: all.count });
    for (const row of v.list) {
      const m = expected.find((e) => e.username === row.account);
      if (!m) throw new Error(`unexpected row ${row.account}`);
      const s = sumFacts(pick([m.id], from, to));
      expect([minor(row.validBet), minor(row.winAmount), minor(row.profit)]).toEqual([
        s.validBet,
        s.payout,
        s.profit,
      ]);
    }
    // A page past the end still carries the count and the totals.
    const past = await wire(t.app).ok(
      userProfitValueSchema,
      'GET',
      `${PNL}?startDate=${from}&endDate=${to}&pageSize=2&pageNo=50`,
      { token: tokens['top'] ?? '' },
    );
    expect([past.list, past.totalCount, past.summary]).toEqual([[], v.totalCount, v.summary]);
  });

  it('answers an idle member asked for by name with zeros, at its level', async () => {
    const v = await wire(t.app).ok(
      userProfitValueSchema,
      'GET',
      `${PNL}?startDate=2025-01-01&endDate=2025-01-31&account=${teams.s2.username}`,
      { token: tokens['top'] ?? '' },
    );
    expect(v.list).toEqual([
      {
        account: teams.s2.username,
        level: 2,
        validBet: 0,
        winAmount: 0,
        profit: 0,
        depositAmount: 0,
        withdrawalAmount: 0,
        count: 0,
      },
    ]);
    expect(v.totalCount).toBe(1);
  });
});
