import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireToMinor } from '@monsoon/contracts/money';
import {
  betRecordsValueSchema,
  personalProfitValueSchema,
  productTypes,
  type ProductTypeCode,
} from '@monsoon/contracts/records';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, fakeClock, loginAs, nextId } from '@/test/factories.ts';

/** 2026-03-15 12:00 in Manila (UTC+8 all year), the demo merchant's zone. */
const NOW = new Date('2026-03-15T04:00:00Z');
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock(NOW) });
});
afterAll(async () => t.close());

const RECORDS = '/wps/relay/ODSFE2_getPersonalHistory';
const PROFIT = '/wps/relay/ODSFE2_getPersonalProfit';

interface Fact {
  productType: ProductTypeCode;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  settledAt: Date;
  asset?: string;
}

async function insertFact(merchantId: number, memberId: number, f: Fact): Promise<void> {
  await t.database.query(
    `insert into wager_facts (merchant_id, member_id, product_type, vendor, game_code, source_kind,
       source_id, stake, valid_bet, payout, asset, placed_at, settled_at)
     values ($1, $2, $3, 'TEST', 'G1', 'test', $4, $5, $6, $7, $8, $9, $9)`,
    [
      merchantId,
      memberId,
      f.productType,
      nextId(),
      f.stake.toString(),
      f.validBet.toString(),
      f.payout.toString(),
      f.asset ?? 'PHP',
      f.settledAt.toISOString(),
    ],
  );
}

/** The Manila business day of an instant, computed apart from the server's helper. */
const manilaDay = (at: Date): string =>
  new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10);

/** Sums of facts, the test's own computation. */
function sums(facts: readonly Fact[]) {
  const s = { stake: 0n, validBet: 0n, payout: 0n, count: 0 };
  for (const f of facts) {
    s.stake += f.stake;
    s.validBet += f.validBet;
    s.payout += f.payout;
    s.count += 1;
  }
  return { ...s, profit: s.payout - s.validBet };
}
const wireSums = (v: {
  betAmount: number | object;
  validBet: number | object;
  winAmount: number | object;
  profit: number | object;
  count: number;
}) => ({
  stake: wireToMinor(v.betAmount as number),
  validBet: wireToMinor(v.validBet as number),
  payout: wireToMinor(v.winAmount as number),
  count: v.count,
  profit: wireToMinor(v.profit as number),
});

/** A member with facts of several products over 12 days, some around a Manila midnight. */
async function memberWithFacts() {
  const member = await buildMember(t.database);
  const other = await buildMember(t.database);
  const facts: Fact[] = [];
  let seed = member.id * 7919;
  const rand = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  for (let i = 0; i < 40; i++) {
    const stake = BigInt(100 + rand(50_000));
    const validBet = rand(5) === 0 ? 0n : stake;
    const payout = validBet === 0n ? 0n : BigInt(rand(3) === 0 ? 0 : rand(90_000));
    facts.push({
      productType: productTypes[rand(productTypes.length)] ?? 'RNG',
      stake,
      validBet,
      payout,
      settledAt: new Date(NOW.getTime() - rand(12 * 24) * HOUR - rand(3_600) * 1000),
    });
  }
  // Both sides of the Manila midnight that starts 2026-03-09.
  facts.push(
    {
      productType: 'LIVE',
      stake: 1_000n,
      validBet: 1_000n,
      payout: 0n,
      settledAt: new Date('2026-03-08T15:59:59Z'),
    },
    {
      productType: 'LIVE',
      stake: 2_000n,
      validBet: 2_000n,
      payout: 5_000n,
      settledAt: new Date('2026-03-08T16:00:00Z'),
    },
  );
  for (const f of facts) await insertFact(member.merchantId, member.id, f);
  // Another member's bets and the member's play money never show.
  await insertFact(other.merchantId, other.id, {
    productType: 'RNG',
    stake: 999n,
    validBet: 999n,
    payout: 0n,
    settledAt: NOW,
  });
  await insertFact(member.merchantId, member.id, {
    productType: 'RNG',
    stake: 777n,
    validBet: 777n,
    payout: 0n,
    settledAt: NOW,
    asset: 'FUN',
  });
  const { token } = await loginAs(t.app, member.username, member.password);
  return { facts, token };
}

const inRange = (facts: readonly Fact[], start: string, end: string) =>
  facts.filter((f) => manilaDay(f.settledAt) >= start && manilaDay(f.settledAt) <= end);

describe('betting records (personalHistoryCopy)', () => {
  it('lists the last 7 business days by default, newest first, with totals equal to the facts', async () => {
    const { facts, token } = await memberWithFacts();
    const page = await wire(t.app).ok(betRecordsValueSchema, 'GET', RECORDS, { token });
    expect([page.startDate, page.endDate, page.today]).toEqual([
      '2026-03-09',
      '2026-03-15',
      '2026-03-15',
    ]);
    const expected = inRange(facts, '2026-03-09', '2026-03-15');
    expect(wireSums(page.summary)).toEqual(sums(expected));
    expect(page.totalCount).toBe(expected.length);
    expect(page.totalPages).toBe(Math.ceil(expected.length / 20));
    const times = page.list.map((r) => r.settleTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.list.some((r) => r.settleTime === Date.parse('2026-03-08T15:59:59Z'))).toBe(false);
    expect(page.currency).toBe('PHP');
  });

  it('filters by product and pages through every record exactly once', async () => {
    const { facts, token } = await memberWithFacts();
    for (const product of ['LIVE', 'RNG'] as const) {
      const expected = inRange(facts, '2026-03-04', '2026-03-15').filter(
        (f) => f.productType === product,
      );
      const seen: string[] = [];
      let pageNo = 1;
      let pages: number;
      do {
        const page = await wire(t.app).ok(
          betRecordsValueSchema,
          'GET',
          `${RECORDS}?startDate=2026-03-04&endDate=2026-03-15&productType=${product}&pageNo=${pageNo}&pageSize=3`,
          { token },
        );
        expect(wireSums(page.summary)).toEqual(sums(expected));
        expect(page.list.every((r) => r.productType === product)).toBe(true);
        seen.push(...page.list.map((r) => r.betNo));
        pages = page.totalPages;
        pageNo++;
      } while (pageNo <= pages);
      expect(new Set(seen).size).toBe(expected.length);
      expect(seen).toHaveLength(expected.length);
    }
  });

  it('refuses ranges that are reversed or too long, and trial accounts', async () => {
    const { token } = await memberWithFacts();
    const reversed = await wire(t.app).fail(
      'GET',
      `${RECORDS}?startDate=2026-03-10&endDate=2026-03-09`,
      { token },
    );
    expect(reversed.errorCode).toBe('invalid.request');
    const long = await wire(t.app).fail(
      'GET',
      `${RECORDS}?startDate=2025-01-01&endDate=2026-03-09`,
      { token },
    );
    expect(long.errorCode).toBe('invalid.request');
    const trial = await buildMember(t.database, { type: 4 });
    const trialToken = (await loginAs(t.app, trial.username, trial.password)).token;
    expect((await wire(t.app).fail('GET', RECORDS, { token: trialToken })).errorCode).toBe(
      'in_need_true_account',
    );
  });
});

describe('P&L (personalProfit)', () => {
  it('sums each product over the business days once the facts are consumed', async () => {
    const { facts, token } = await memberWithFacts();
    await t.app.services.facts.consumeAll();
    // Another consumer (the job, on PostgreSQL another connection) may hold some facts a moment longer.
    const profitOf = (start: string, end: string) =>
      wire(t.app).ok(
        personalProfitValueSchema,
        'GET',
        `${PROFIT}?startDate=${start}&endDate=${end}`,
        {
          token,
        },
      );
    // A drain returns at once while another consumer holds the facts: drained again on every look.
    await expect
      .poll(
        async () => {
          await t.app.services.facts.consumeAll();
          return wireSums((await profitOf('2026-03-03', '2026-03-15')).total);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toEqual(sums(inRange(facts, '2026-03-03', '2026-03-15')));
    for (const [start, end] of [
      ['2026-03-09', '2026-03-15'],
      ['2026-03-15', '2026-03-15'],
      ['2026-03-03', '2026-03-15'],
    ] as const) {
      const value = await wire(t.app).ok(
        personalProfitValueSchema,
        'GET',
        `${PROFIT}?startDate=${start}&endDate=${end}`,
        { token },
      );
      const expected = inRange(facts, start, end);
      expect(wireSums(value.total)).toEqual(sums(expected));
      const products = productTypes.filter((p) => expected.some((f) => f.productType === p));
      expect(value.products.map((p) => p.productType)).toEqual(products);
      for (const row of value.products)
        expect(wireSums(row), row.productType).toEqual(
          sums(expected.filter((f) => f.productType === row.productType)),
        );
    }
    const live = await wire(t.app).ok(
      personalProfitValueSchema,
      'GET',
      `${PROFIT}?startDate=2026-03-09&endDate=2026-03-09&productType=LIVE`,
      { token },
    );
    expect(live.products.map((p) => p.productType)).toEqual(['LIVE']);
    expect(wireSums(live.total)).toEqual(
      sums(inRange(facts, '2026-03-09', '2026-03-09').filter((f) => f.productType === 'LIVE')),
    );
  });

  it('answers empty totals for a member without bets', async () => {
    const member = await buildMember(t.database);
    const { token } = await loginAs(t.app, member.username, member.password);
    const value = await wire(t.app).ok(personalProfitValueSchema, 'GET', PROFIT, { token });
    expect(value.products).toEqual([]);
    expect(wireSums(value.total)).toEqual({
      stake: 0n,
      validBet: 0n,
      payout: 0n,
      count: 0,
      profit: 0n,
    });
  });

  it('answers 401 without a session', async () => {
    for (const path of [RECORDS, PROFIT])
      expect((await wire(t.app).send('GET', path)).status, path).toBe(401);
  });
});
