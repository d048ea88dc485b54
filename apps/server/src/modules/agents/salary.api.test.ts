import type { ContractKind, ContractTermsInput } from '@monsoon/contracts/agent-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettlementEngine } from '@/modules/settlement/settlement.engine.ts';
import { createWalletService, type WalletService } from '@/modules/wallet/wallet.service.ts';
import { insertDraw, placeOrder } from '@/modules/lottery/settlement/settlement.fixture.ts';
import { createSettlementService } from '@/modules/lottery/settlement/settlement.service.ts';
import { buildMember, demoMerchant, fakeClock, nextId } from '@/test/factories.ts';
import { balanceOf, expectLedgerClean, fund } from '@/test/money.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { consumeFacts } from '@/modules/facts/facts.test-support.ts';
import { createContractsRepository } from './contracts.repository.ts';
import { storeTerms, validateTerms } from './contract-terms.ts';
import { tier } from './agents.test-support.ts';
import { createSalaryService } from './salary.service.ts';

/**
 * Agent pay (money.md §13, §14 test 18; decision 0068): contracts in force at a period's end earn
 * differentially on their teams' measures, paid once by the settlement engine whatever the number of
 * processes and a crash mid-run, on the merchant's business days (Asia/Manila). Expected amounts are
 * worked out here by hand from the bets, not by the module's code.
 */
let t: TestApp;
let merchantId = 0;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await demoMerchant(t.database)).id;
});
afterAll(async () => t.close());

type Who = Awaited<ReturnType<typeof buildMember>>;

/** A contract in force since `at` (an operator's grant when `upline` is null, else an accepted offer). */
async function contract(
  upline: Who | null,
  holder: Who,
  kind: ContractKind,
  terms: ContractTermsInput,
  at: Date,
) {
  return createContractsRepository(t.database.db).insert({
    merchantId,
    kind,
    uplineId: upline?.id ?? null,
    downlineId: holder.id,
    terms: storeTerms(validateTerms(kind, terms)),
    status: 'active',
    grantedBy: null,
    at,
  });
}

/** The wager facts the tests wrote (the member-day rollup must hold them before a daily pay run). */
const written: number[] = [];

/** A settled bet of `member` (minor units), written as a product writes its wager fact. */
async function bet(member: Who, validBet: bigint, payout: bigint, settledAt: string) {
  const { rows } = await t.database.query(
    `insert into wager_facts (merchant_id, member_id, product_type, vendor, game_code, source_kind,
       source_id, stake, valid_bet, payout, asset, placed_at, settled_at)
     values ($1, $2, 'RNG', 'TEST', 'T1', 'test', $3, $4, $4, $5, 'PHP', $6, $6) returning id`,
    [merchantId, member.id, nextId(), validBet.toString(), payout.toString(), settledAt],
  );
  written.push(Number(rows[0]?.['id']));
}

/** A salary service on its own clock; `wallet` may be a faulty one (a process that dies mid-run). */
function salary(now: Date, wallet: WalletService = createWalletService(t.database.db)) {
  return createSalaryService({
    db: t.database.db,
    clock: fakeClock(now),
    wallet,
    engine: createSettlementEngine({ db: t.database.db, ledger: wallet.ledger }),
    drainFacts: () => t.app.services.facts.consumeAll(),
  });
}

const earningsOf = async (agent: Who) =>
  (
    await t.database.query(
      `select kind, period, base::text, rate_bp, gross::text, downline_share::text, amount::text
       from contract_earnings where agent_id = $1 order by id`,
      [agent.id],
    )
  ).rows;

describe('daily salary', () => {
  it('pays each level its rate minus its downline contracts, once, on the Manila business day', async () => {
    const since = new Date('2031-03-01T00:00:00Z');
    const top = await buildMember(t.database, { merchantId, type: 2 });
    const sub = await buildMember(t.database, { merchantId, type: 1, uplineId: top.id });
    const leaf = await buildMember(t.database, { merchantId, uplineId: sub.id });
    const direct = await buildMember(t.database, { merchantId, uplineId: top.id });
    // top: 1 %, 1.5 % from 5,000.00 of team valid bet and 3 active members; sub: 0.6 %; leaf: 0.2 %.
    await contract(null, top, 'daily', { tiers: [tier('0', 0, 100), tier('5000', 3, 150)] }, since);
    await contract(top, sub, 'daily', { tiers: [tier('0', 0, 60)] }, since);
    await contract(sub, leaf, 'daily', { tiers: [tier('0', 0, 20)] }, since);
    // 2031-03-04 in Manila is [2031-03-03T16:00Z, 2031-03-04T16:00Z).
    await bet(leaf, 200_000n, 150_000n, '2031-03-03T16:00:00Z');
    await bet(sub, 100_000n, 0n, '2031-03-04T10:00:00Z');
    await bet(direct, 300_000n, 500_000n, '2031-03-04T15:59:59Z');
    await bet(direct, 999_999n, 0n, '2031-03-04T16:00:00Z'); // the next day: not paid now
    await bet(top, 50_000n, 0n, '2031-03-03T15:59:59Z'); // the day before: its own run

    // Team valid bet: leaf 2,000.00; sub 3,000.00 (itself and leaf); top 6,000.00 with 3 active members.
    // leaf: 2000.00 × 0.2 % = 4.00. sub: 3000.00 × 0.6 % = 18.00 − 4.00 = 14.00.
    // top: 6000.00 × 1.5 % = 90.00 − 18.00 = 72.00 (total 90.00 = the top rate on the top base).
    await consumeFacts(t, written);
    const now = new Date('2031-03-04T16:01:30Z');
    const racing = await Promise.all(
      [salary(now), salary(now), salary(now)].map((s) => s.payPeriodic()),
    );
    // The day before pays top 500.00 × 1 % = 5.00 in a run of its own.
    expect(racing.reduce((sum, r) => sum + r.items, 0)).toBe(4);
    expect([
      await balanceOf(t.database, top),
      await balanceOf(t.database, sub),
      await balanceOf(t.database, leaf),
    ]).toEqual([7_200n + 500n, 1_400n, 400n]);
    expect((await earningsOf(top)).filter((r) => r['period'] === '2031-03-04')).toEqual([
      {
        kind: 'salary.daily',
        period: '2031-03-04',
        base: '600000',
        rate_bp: 150,
        gross: '9000',
        downline_share: '1800',
        amount: '7200',
      },
    ]);
    // Ticking again pays nothing again.
    expect((await salary(new Date('2031-03-04T17:00:00Z')).payPeriodic()).items).toBe(0);
    expect(await balanceOf(t.database, top)).toBe(7_700n);
    await expectLedgerClean(t.database);
  });

  it('a process dying mid-run leaves whole items; the next tick pays the rest exactly once', async () => {
    const since = new Date('2031-04-01T00:00:00Z');
    const top = await buildMember(t.database, { merchantId, type: 2 });
    const subs = await Promise.all(
      [0, 1, 2].map(() => buildMember(t.database, { merchantId, type: 1, uplineId: top.id })),
    );
    await contract(null, top, 'daily', { tiers: [tier('0', 0, 100)] }, since);
    for (const s of subs) {
      await contract(top, s, 'daily', { tiers: [tier('0', 0, 50)] }, since);
      await bet(s, 100_000n, 0n, '2031-04-05T04:00:00Z');
    }
    const real = createWalletService(t.database.db);
    const victim = subs[1];
    if (!victim) throw new Error('no sub');
    // A process whose payment of the second agent fails: its transaction rolls back whole.
    const dying: WalletService = {
      ...real,
      memberAccountId: async (ref, asset, scope) => {
        if (ref.memberId === victim.id) throw new Error('killed');
        return real.memberAccountId(ref, asset, scope);
      },
    };
    await consumeFacts(t, written);
    const now = new Date('2031-04-05T16:02:00Z');
    await expect(salary(now, dying).payPeriodic()).rejects.toThrow();
    expect(await balanceOf(t.database, victim)).toBe(0n);
    await salary(now).payPeriodic();
    // Each sub 1,000.00 × 0.5 % = 5.00; top 3,000.00 × 1 % = 30.00 − 15.00 = 15.00.
    for (const s of subs) expect(await balanceOf(t.database, s)).toBe(500n);
    expect(await balanceOf(t.database, top)).toBe(1_500n);
    await expectLedgerClean(t.database);
  });

  it('a contract ended before the period ends earns nothing for it; one ended after still does', async () => {
    const top = await buildMember(t.database, { merchantId, type: 2 });
    const early = await buildMember(t.database, { merchantId, type: 1, uplineId: top.id });
    const late = await buildMember(t.database, { merchantId, type: 1, uplineId: top.id });
    const since = new Date('2031-05-01T00:00:00Z');
    await contract(null, top, 'daily', { tiers: [tier('0', 0, 100)] }, since);
    const e = await contract(top, early, 'daily', { tiers: [tier('0', 0, 50)] }, since);
    const l = await contract(top, late, 'daily', { tiers: [tier('0', 0, 50)] }, since);
    await bet(early, 100_000n, 0n, '2031-05-02T04:00:00Z');
    await bet(late, 100_000n, 0n, '2031-05-02T04:00:00Z');
    const repo = createContractsRepository(t.database.db);
    await repo.setStatus(e, 'active', 'terminated', new Date('2031-05-02T15:00:00Z'), 'terminated');
    await repo.setStatus(l, 'active', 'terminated', new Date('2031-05-02T16:30:00Z'), 'terminated');
    await consumeFacts(t, written);
    await salary(new Date('2031-05-02T16:45:00Z')).payPeriodic();
    // late: 5.00; top: 2,000.00 × 1 % = 20.00 − 5.00 = 15.00; early: nothing.
    expect(await balanceOf(t.database, early)).toBe(0n);
    expect(await balanceOf(t.database, late)).toBe(500n);
    expect(await balanceOf(t.database, top)).toBe(1_500n);
  });
});

describe('dividends and hourly salary', () => {
  it('pay a weekly dividend on the team net loss and an hourly salary on the hour', async () => {
    const since = new Date('2031-06-01T00:00:00Z');
    const top = await buildMember(t.database, { merchantId, type: 2 });
    const member = await buildMember(t.database, { merchantId, uplineId: top.id });
    await contract(null, top, 'dividend', { tiers: [tier('0', 0, 3000)], period: 'weekly' }, since);
    await contract(null, top, 'hourly', { tiers: [tier('0', 0, 40)] }, since);
    // ISO week 2031-W24 is Mon 2031-06-09 .. Sun 2031-06-15 in Manila.
    await bet(member, 500_000n, 100_000n, '2031-06-09T02:00:00Z');
    await bet(member, 200_000n, 300_000n, '2031-06-15T15:30:00Z');
    // Net loss 3,000.00 × 30 % = 900.00 dividend; the hour 15:00Z of 2031-06-15: 2,000.00 × 0.4 % = 8.00.
    await consumeFacts(t, written);
    await salary(new Date('2031-06-15T16:05:00Z')).payPeriodic();
    expect(await balanceOf(t.database, top)).toBe(90_000n + 800n);
    const kinds = (await earningsOf(top)).map((r) => `${String(r['kind'])} ${String(r['period'])}`);
    expect(kinds.sort()).toEqual(['dividend.weekly 2031-W24', 'salary.hourly 2031-06-15T15:00Z']);
  });
});

describe('real-time salary', () => {
  it('pays every 5 minutes per lottery round, on each contract base', async () => {
    const since = new Date('2032-01-01T00:00:00Z');
    const top = await buildMember(t.database, { merchantId, type: 2 });
    const sub = await buildMember(t.database, { merchantId, type: 1, uplineId: top.id });
    const players = await Promise.all(
      [0, 1].map(() => buildMember(t.database, { merchantId, uplineId: sub.id })),
    );
    for (const p of players) await fund(t.database, p, 1_000_000n);
    await contract(null, top, 'realtime', { tiers: [tier('0', 0, 100)], base: 'single' }, since);
    await contract(top, sub, 'realtime', { tiers: [tier('0', 0, 40)], base: 'single' }, since);
    const drawAt = new Date('2032-01-02T03:01:00Z');
    const draws = [
      await insertDraw(t.database.db, {
        gameCode: 'K3_1',
        numero: `RS${nextId()}`,
        drawAt,
        result: { kind: 'DICE3', dice: [6, 5, 4] },
      }),
      await insertDraw(t.database.db, {
        gameCode: 'K3_1',
        numero: `RS${nextId()}`,
        drawAt: new Date(drawAt.getTime() + 60_000),
        result: { kind: 'DICE3', dice: [1, 1, 2] },
      }),
    ];
    const wallet = createWalletService(t.database.db);
    const line = (drawId: number, pick: string, multiple: number) => ({
      drawId,
      gameCode: 'K3_1',
      numero: 'n/a',
      playCode: 'DICE3_BIG_SMALL',
      selection: [[pick]],
      unitStake: 100n,
      multiple,
    });
    const [p1, p2] = players;
    if (!p1 || !p2) throw new Error('no players');
    await placeOrder(wallet, {
      ref: { merchantId, memberId: p1.id },
      asset: 'PHP',
      lines: [line(draws[0] ?? 0, 'BIG', 50)],
    });
    await placeOrder(wallet, {
      ref: { merchantId, memberId: p2.id },
      asset: 'PHP',
      lines: [line(draws[1] ?? 0, 'SMALL', 30)],
    });
    const lottery = createSettlementService({ db: t.database.db, wallet });
    // Before the rounds settle, the window waits.
    const early = salary(new Date('2032-01-02T03:07:00Z'));
    expect((await early.payRealtime()).items).toBe(0);
    await lottery.settleDue(new Date('2032-01-02T03:03:00Z'));
    await salary(new Date('2032-01-02T03:07:00Z')).payRealtime();
    // Round 1: 50.00 valid bet; round 2: 30.00. sub: 0.4 % → 0.20 + 0.12; top: 1 % − 0.4 % → 0.30 + 0.18.
    expect(await balanceOf(t.database, sub)).toBe(32n);
    expect(await balanceOf(t.database, top)).toBe(48n);
    const rows = await earningsOf(top);
    expect(rows.map((r) => [r['period'], r['base'], r['amount']])).toEqual([
      ['2032-01-02T03:00Z', '5000', '30'],
      ['2032-01-02T03:00Z', '3000', '18'],
    ]);
    await expectLedgerClean(t.database);
  });
});
