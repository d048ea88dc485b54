import { adjustmentSchema, adminAdjustments } from '@monsoon/contracts/admin/adjustments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PAY_ACCOUNT } from '@/modules/agents/salary-accounts.ts';
import { buildMember, countRows, fakeClock } from '@/test/factories.ts';
import { balanceOf, expectLedgerClean, fund } from '@/test/money.ts';
import {
  asOperator,
  buildOperator,
  demoFinance,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

/**
 * Corrections of an agent's income (decision 0068) go through the manual adjustments' maker-checker
 * flow: asked for with the `agent.income` category and a reason, approved by another operator, one
 * movement of kind `agent.income.adjustment` against the merchant's agent pay account, audited.
 */
const clock = fakeClock(new Date('2026-11-26T02:00:00Z'));
let t: TestApp;
let support: OperatorAuth;
let finance: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock });
  support = await signInOperator(t.app, clock, await buildOperator(t.database, 'support'));
  finance = await signInOperator(t.app, clock, demoFinance());
});
afterAll(() => t.close());

const request = (body: Record<string, unknown>) =>
  asOperator(t.app, support).ok(adjustmentSchema, 'POST', '/admin/api/adjustments', body);
const approve = (id: number) =>
  asOperator(t.app, finance).ok(adjustmentSchema, 'POST', `/admin/api/adjustments/${id}/approve`, {
    note: 'checked the run',
  });
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

describe("adjusting an agent's income", () => {
  it('credits and debits through maker-checker, against the agent pay account, audited', async () => {
    const agent = await buildMember(t.database, { type: 1 });
    await fund(t.database, agent, 10_000n);
    const payBefore = await agentPay();
    const credit = await request({
      memberId: agent.id,
      direction: 'credit',
      category: 'agent.income',
      amount: '25.50',
      reason: 'dividend missed for week 47',
    });
    expect(credit).toMatchObject({ category: 'agent.income', status: 'pending' });
    expect(await balanceOf(t.database, agent)).toBe(10_000n);
    expect(await approve(credit.id)).toMatchObject({
      status: 'approved',
      category: 'agent.income',
    });
    const debit = await request({
      memberId: agent.id,
      direction: 'debit',
      category: 'agent.income',
      amount: '5.50',
      reason: 'salary paid twice by hand',
    });
    await approve(debit.id);
    expect(await balanceOf(t.database, agent)).toBe(12_000n);
    expect(await agentPay()).toBe(payBefore - 2_000n);
    const { rows } = await t.database.query(
      `select kind, idem_scope from journal where idem_scope = 'admin.adjustment' and idem_key in ($1, $2)
       order by id`,
      [String(credit.id), String(debit.id)],
    );
    expect(rows).toEqual([
      { kind: 'agent.income.adjustment', idem_scope: 'admin.adjustment' },
      { kind: 'agent.income.adjustment', idem_scope: 'admin.adjustment' },
    ]);
    const audit = await t.database.query(
      `select action, after->>'category' as category from audit_log
       where target_kind = 'adjustment' and target_id = $1 order by seq`,
      [String(credit.id)],
    );
    expect(audit.rows).toEqual([
      { action: 'adjustment.requested', category: 'agent.income' },
      { action: 'adjustment.approved', category: 'agent.income' },
    ]);
    // The agent's page lists its income adjustments apart from balance corrections.
    const balance = await request({
      memberId: agent.id,
      direction: 'credit',
      amount: '1',
      reason: 'goodwill',
    });
    expect(balance.category).toBe('balance');
    const listed = await asOperator(t.app, support).ok(
      adminAdjustments.value,
      'GET',
      `/admin/api/adjustments?memberId=${agent.id}&category=agent.income&status=approved`,
    );
    expect(listed.items.map((a) => a.id)).toEqual([debit.id, credit.id]);
    await expectLedgerClean(t.database);
  });

  it('is for agents only, in the merchant currency; a refusal writes nothing', async () => {
    const member = await buildMember(t.database);
    const agent = await buildMember(t.database, { type: 42 });
    const before = await countRows(t.database, 'adjustment_requests');
    for (const body of [
      { memberId: member.id, category: 'agent.income' },
      { memberId: agent.id, category: 'agent.income', asset: 'FUN' },
    ])
      expect(
        await asOperator(t.app, support).fail('POST', '/admin/api/adjustments', {
          direction: 'credit',
          amount: '10',
          reason: 'income correction',
          ...body,
        }),
      ).toMatchObject({ status: 400, errorCode: 'admin.adjustment.category.invalid' });
    expect(
      await asOperator(t.app, support).fail('POST', '/admin/api/adjustments', {
        memberId: agent.id,
        direction: 'credit',
        category: 'bonus',
        amount: '10',
        reason: 'income correction',
      }),
    ).toMatchObject({ status: 400, errorCode: 'invalid.request' });
    expect(await countRows(t.database, 'adjustment_requests')).toBe(before);
  });
});
