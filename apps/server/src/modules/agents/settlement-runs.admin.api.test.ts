import {
  adminRerunSettlementRun,
  adminSettlementRunEarnings,
  adminSettlementRunItems,
  adminSettlementRuns,
  settlementRunSchema,
} from '@monsoon/contracts/admin/settlement-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import {
  createSettlementEngine,
  type AccountsOf,
  type RunRef,
} from '@/modules/settlement/settlement.engine.ts';
import { buildMember, countRows, createMerchant, fakeClock, nextId } from '@/test/factories.ts';
import { balanceOf, expectLedgerClean } from '@/test/money.ts';
import {
  asOperator,
  buildOperator,
  demoFinance,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { AGENT_PAY_ACCOUNT, salaryAccountsOf } from './salary-accounts.ts';

/**
 * Salary and dividend runs in the back office (money.md §10, decision 0068): a run that failed for one
 * agent (its tick died on a payment) is run again by an operator; the re-run pays the rest exactly
 * once from the agent pay account and closes the run, a second re-run changes nothing, a run whose
 * period has not ended is not re-run, and every re-run is audited.
 */
// 10:00 in Manila on 26 November: the business day of the 25th is over.
const clock = fakeClock(new Date('2026-11-26T02:00:00Z'));
let t: TestApp;
let finance: OperatorAuth;
let support: OperatorAuth;
let readOnly: OperatorAuth;
let engine: ReturnType<typeof createSettlementEngine>;
let pays: AccountsOf;

beforeAll(async () => {
  t = await createTestApp({ clock });
  finance = await signInOperator(t.app, clock, demoFinance());
  support = await signInOperator(t.app, clock, await buildOperator(t.database, 'support'));
  readOnly = await signInOperator(t.app, clock, await buildOperator(t.database, 'read-only'));
  const { wallet } = t.app.services;
  engine = createSettlementEngine({ db: t.database.db, ledger: wallet.ledger });
  pays = salaryAccountsOf(wallet);
});
afterAll(() => t.close());

/** A contract of the agent and its earning of the period, with the accrual it wrote (as the lead's jobs do). */
async function earn(run: RunRef, agent: MemberRow, amounts: bigint[]): Promise<void> {
  for (const amount of amounts) {
    const { rows } = await t.database.query(
      `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, status, created_at)
       values ($1, 'daily', null, $2, $3, 'terminated', now()) returning id`,
      [
        run.merchantId,
        agent.id,
        JSON.stringify({
          tiers: [{ minBase: '0', minActiveMembers: 0, rateBp: 100 }],
          period: null,
          base: null,
        }),
      ],
    );
    const contractId = Number(rows[0]?.['id']);
    await t.database.query(
      `insert into contract_earnings (merchant_id, contract_id, agent_id, kind, period, asset, base,
         team_valid_bet, team_profit_loss, active_members, rate_bp, gross, downline_share, amount, created_at)
       values ($1, $2, $3, $4, $5, 'PHP', $6, $6, -5000, 3, 100, $7, 0, $7, now())`,
      [run.merchantId, contractId, agent.id, run.kind, run.period, amount * 100n, amount],
    );
    await t.app.services.wallet.ledger.run((tx) =>
      engine.accrue(tx, [
        {
          merchantId: run.merchantId,
          kind: run.kind,
          period: run.period,
          beneficiaryId: agent.id,
          asset: 'PHP',
          amount,
          source: `contract:${contractId}:${run.period}`,
        },
      ]),
    );
  }
}

/** A first pass whose payment to `failing` fails (its tick died there): the run stays open. */
const failFor =
  (failing: MemberRow): AccountsOf =>
  (tx, run, b) =>
    b.beneficiaryId === failing.id
      ? Promise.reject(new Error('connection lost'))
      : pays(tx, run, b);

const agentPay = async (): Promise<bigint> =>
  BigInt(
    String(
      (
        await t.database.query(
          `select coalesce(sum(balance), 0)::text as b from accounts where owner_kind = $1`,
          [AGENT_PAY_ACCOUNT],
        )
      ).rows[0]?.['b'],
    ),
  );
const rerun = (who: OperatorAuth, id: number, body: unknown = { reason: 'tick died at 00:05' }) =>
  asOperator(t.app, who).fail('POST', `/admin/api/settlement-runs/${id}/rerun`, body);
const journals = (run: RunRef) =>
  countRows(t.database, 'journal', `kind = '${run.kind}' and idem_key like '${run.period}:%'`);

describe('settlement runs of agent pay', () => {
  it('lists a failed run with its totals, payments and earnings', async () => {
    const period = `2025-11-${String(10 + (nextId() % 15))}`;
    const a = await buildMember(t.database, { type: 2 });
    const b = await buildMember(t.database, { type: 2 });
    const run = await engine.openRun(a.merchantId, 'dividend.daily', period);
    await earn(run, a, [1_000n]);
    await earn(run, b, [2_000n, 500n]);
    await expect(engine.settleRun(run, failFor(b), clock.now())).rejects.toThrow(/1 failed/);
    const list = await asOperator(t.app, readOnly).ok(
      adminSettlementRuns.value,
      'GET',
      `/admin/api/settlement-runs?kind=dividend.daily&period=${period}`,
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        id: run.id,
        status: 'open',
        items: 1,
        totals: [{ asset: 'PHP', amount: '10.00' }],
        unpaid: 2,
        rerunnable: true,
      }),
    ]);
    const items = await asOperator(t.app, readOnly).ok(
      adminSettlementRunItems.value,
      'GET',
      `/admin/api/settlement-runs/${run.id}/items`,
    );
    expect(items.items).toEqual([
      expect.objectContaining({ beneficiaryId: a.id, account: a.username, amount: '10.00' }),
    ]);
    const earnings = await asOperator(t.app, readOnly).ok(
      adminSettlementRunEarnings.value,
      'GET',
      `/admin/api/settlement-runs/${run.id}/earnings`,
    );
    expect(earnings.items.map((e) => [e.account, e.base, e.teamProfitLoss, e.amount])).toEqual([
      [a.username, '1000.00', '-50.00', '10.00'],
      [b.username, '2000.00', '-50.00', '20.00'],
      [b.username, '500.00', '-50.00', '5.00'],
    ]);
    expect(
      await asOperator(t.app, support).fail('GET', '/admin/api/settlement-runs'),
    ).toMatchObject({ status: 403, errorCode: 'role.denied' });
  });

  it('a re-run pays the rest exactly once and closes the run; a second one changes nothing', async () => {
    const period = `2026-10-${String(10 + (nextId() % 15))}`;
    const a = await buildMember(t.database, { type: 1 });
    const b = await buildMember(t.database, { type: 1 });
    const run = await engine.openRun(a.merchantId, 'salary.daily', period);
    await earn(run, a, [1_234n, 66n]);
    await earn(run, b, [4_321n, 79n]);
    await expect(engine.settleRun(run, failFor(b), clock.now())).rejects.toThrow(/1 failed/);
    expect([await balanceOf(t.database, a), await balanceOf(t.database, b)]).toEqual([1_300n, 0n]);
    const payBefore = await agentPay();

    expect(await rerun(support, run.id)).toMatchObject({ status: 403, errorCode: 'role.denied' });
    expect(await rerun(finance, run.id, { reason: '' })).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
    });
    expect(await balanceOf(t.database, b)).toBe(0n);
    expect(await countRows(t.database, 'audit_log', "action = 'settlement.rerun'")).toBe(0);

    const done = await asOperator(t.app, finance).ok(
      adminRerunSettlementRun.value,
      'POST',
      `/admin/api/settlement-runs/${run.id}/rerun`,
      { reason: 'tick died at 00:05' },
    );
    expect(done).toMatchObject({ items: 1, amount: '44.00', closed: true });
    expect(done.run).toMatchObject({ status: 'settled', items: 2, unpaid: 0, rerunnable: false });
    expect([await balanceOf(t.database, a), await balanceOf(t.database, b)]).toEqual([
      1_300n,
      4_400n,
    ]);
    expect(await agentPay()).toBe(payBefore - 4_400n);
    expect(await journals(run)).toBe(2);
    const audit = await t.database.query(
      `select operator_username, before, after from audit_log
       where action = 'settlement.rerun' and target_id = $1`,
      [String(run.id)],
    );
    expect(audit.rows).toEqual([
      {
        operator_username: 'finance',
        before: { status: 'open', unpaid: 2, items: 1 },
        after: { items: 1, amount: '44.00', closed: true, reason: 'tick died at 00:05' },
      },
    ]);

    expect(await rerun(finance, run.id)).toMatchObject({
      status: 409,
      errorCode: 'admin.settlement.run.settled',
    });
    expect([await balanceOf(t.database, a), await balanceOf(t.database, b)]).toEqual([
      1_300n,
      4_400n,
    ]);
    expect(await journals(run)).toBe(2);
    await expectLedgerClean(t.database);
  });

  it('a payment that fails again leaves the run open, pays the others, and is audited', async () => {
    const period = `2026-09-${String(10 + (nextId() % 15))}`;
    const a = await buildMember(t.database, { type: 1 });
    const b = await buildMember(t.database, { type: 1 });
    const run = await engine.openRun(a.merchantId, 'salary.daily', period);
    await earn(run, a, [500n]);
    await earn(run, b, [700n]);
    await expect(engine.settleRun(run, failFor(b), clock.now())).rejects.toThrow(/1 failed/);
    // An accrual of an agent the run paid already: the engine never pays it in this run.
    await earn(run, a, [90n]);
    expect(await rerun(finance, run.id)).toMatchObject({
      status: 409,
      errorCode: 'admin.settlement.rerun.failed',
    });
    expect([await balanceOf(t.database, a), await balanceOf(t.database, b)]).toEqual([500n, 700n]);
    const { rows } = await t.database.query(
      `select after from audit_log where action = 'settlement.rerun' and target_id = $1`,
      [String(run.id)],
    );
    expect(rows[0]?.['after']).toMatchObject({ failed: expect.stringMatching(/1 failed/) });
    const again = await asOperator(t.app, finance).ok(
      settlementRunSchema,
      'GET',
      `/admin/api/settlement-runs/${run.id}`,
    );
    expect(again).toMatchObject({ status: 'open', unpaid: 1, rerunnable: true });
    await expectLedgerClean(t.database);
  });

  it('does not re-run a run whose period has not ended, another kind’s, or another merchant’s', async () => {
    const a = await buildMember(t.database, { type: 1 });
    const today = await engine.openRun(a.merchantId, 'salary.daily', '2026-11-26');
    await earn(today, a, [300n]);
    expect(await rerun(finance, today.id)).toMatchObject({
      status: 409,
      errorCode: 'admin.settlement.run.not.due',
    });
    expect(await balanceOf(t.database, a)).toBe(0n);
    const lottery = await engine.openRun(a.merchantId, 'lottery.payout', String(nextId()));
    const other = await createMerchant(t.database, `runs${nextId()}`);
    const foreign = await engine.openRun(other.id, 'salary.daily', '2026-11-20');
    for (const id of [lottery.id, foreign.id]) {
      expect(await rerun(finance, id)).toMatchObject({
        status: 404,
        errorCode: 'admin.settlement.run.not.found',
      });
      expect(
        await asOperator(t.app, finance).fail('GET', `/admin/api/settlement-runs/${id}/items`),
      ).toMatchObject({ status: 404, errorCode: 'admin.settlement.run.not.found' });
    }
    expect(
      await countRows(
        t.database,
        'audit_log',
        `action = 'settlement.rerun' and target_id in ('${today.id}', '${lottery.id}', '${foreign.id}')`,
      ),
    ).toBe(0);
  });
});
