import { adjustmentSchema, adminAdjustments } from '@monsoon/contracts/admin/adjustments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, countRows, fakeClock } from '@/test/factories.ts';
import { balanceOf, expectLedgerClean, fund } from '@/test/money.ts';
import {
  asOperator,
  buildOperator,
  demoFinance,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (the race needs real concurrency).
const clock = fakeClock(new Date('2026-03-04T08:00:00Z'));
let t: TestApp;
let support: OperatorAuth;
let finance: OperatorAuth;
let owner: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock });
  support = await signInOperator(t.app, clock, await buildOperator(t.database, 'support'));
  finance = await signInOperator(t.app, clock, demoFinance());
  owner = await signInOperator(t.app, clock, demoOwner());
});
afterAll(() => t.close());

const request = (who: OperatorAuth, body: Record<string, unknown>) =>
  asOperator(t.app, who).ok(adjustmentSchema, 'POST', '/admin/api/adjustments', body);
const adjustmentJournals = (id: number) =>
  countRows(t.database, 'journal', `idem_scope = 'admin.adjustment' and idem_key = '${id}'`);
const adjustmentAccount = async (): Promise<bigint> => {
  const { rows } = await t.database.query(
    `select coalesce(sum(balance), 0)::text as b from accounts where owner_kind = 'adjustment' and asset = 'PHP'`,
  );
  return BigInt(String(rows[0]?.['b'] ?? '0'));
};

describe('manual adjustments (maker-checker)', () => {
  it('a request moves nothing; another operator approves: exactly one movement, audited', async () => {
    const m = await buildMember(t.database);
    const houseBefore = await adjustmentAccount();
    const asked = await request(support, {
      memberId: m.id,
      direction: 'credit',
      amount: '150.25',
      reason: 'goodwill after outage',
    });
    expect(asked).toMatchObject({
      status: 'pending',
      asset: 'PHP',
      amount: '150.25',
      journalId: null,
    });
    expect(await balanceOf(t.database, m)).toBe(0n);
    const approved = await asOperator(t.app, finance).ok(
      adjustmentSchema,
      'POST',
      `/admin/api/adjustments/${asked.id}/approve`,
      { note: 'ok' },
    );
    expect(approved).toMatchObject({
      status: 'approved',
      decidedBy: 'finance',
      requestedBy: expect.stringMatching(/^opsupport/),
    });
    expect(approved.journalId).toBeGreaterThan(0);
    expect(await balanceOf(t.database, m)).toBe(15_025n);
    expect(await adjustmentAccount()).toBe(houseBefore - 15_025n);
    expect(await adjustmentJournals(asked.id)).toBe(1);
    const audit = await t.database.query(
      `select action, after from audit_log where target_kind = 'adjustment' and target_id = $1 order by seq`,
      [String(asked.id)],
    );
    expect(audit.rows.map((r) => r['action'])).toEqual([
      'adjustment.requested',
      'adjustment.approved',
    ]);
    expect(audit.rows[1]?.['after']).toMatchObject({
      amount: '150.25',
      balanceAfter: '150.25',
      journalId: approved.journalId,
    });
    // Approving again changes nothing.
    expect(
      await asOperator(t.app, owner).fail('POST', `/admin/api/adjustments/${asked.id}/approve`, {}),
    ).toMatchObject({
      status: 409,
      errorCode: 'admin.adjustment.not.pending',
    });
    expect(await adjustmentJournals(asked.id)).toBe(1);
    await expectLedgerClean(t.database);
  });

  it('the requester cannot approve or reject their own request', async () => {
    const m = await buildMember(t.database);
    const asked = await request(finance, {
      memberId: m.id,
      direction: 'credit',
      amount: '10',
      reason: 'own request',
    });
    for (const action of ['approve', 'reject'])
      expect(
        await asOperator(t.app, finance).fail(
          'POST',
          `/admin/api/adjustments/${asked.id}/${action}`,
          { note: 'mine' },
        ),
      ).toMatchObject({ status: 403, errorCode: 'admin.adjustment.own.request' });
    expect(await adjustmentJournals(asked.id)).toBe(0);
    expect(
      await countRows(t.database, 'adjustment_requests', `id = ${asked.id} and status = 'pending'`),
    ).toBe(1);
  });

  it('a rejection needs a reason and moves nothing', async () => {
    const m = await buildMember(t.database);
    const asked = await request(support, {
      memberId: m.id,
      direction: 'credit',
      amount: '99',
      reason: 'bonus claim',
    });
    expect(
      await asOperator(t.app, owner).fail('POST', `/admin/api/adjustments/${asked.id}/reject`, {}),
    ).toMatchObject({ status: 400, errorCode: 'invalid.request' });
    const rejected = await asOperator(t.app, owner).ok(
      adjustmentSchema,
      'POST',
      `/admin/api/adjustments/${asked.id}/reject`,
      { note: 'no such promotion' },
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      decisionNote: 'no such promotion',
      decidedBy: 'owner',
    });
    expect(await balanceOf(t.database, m)).toBe(0n);
    expect(await adjustmentJournals(asked.id)).toBe(0);
  });

  it('a debit cannot take the member below zero: refused, still pending, nothing moved', async () => {
    const m = await buildMember(t.database);
    await fund(t.database, m, 5_000n);
    const asked = await request(support, {
      memberId: m.id,
      direction: 'debit',
      amount: '50.01',
      reason: 'reverse bonus',
    });
    expect(
      await asOperator(t.app, finance).fail(
        'POST',
        `/admin/api/adjustments/${asked.id}/approve`,
        {},
      ),
    ).toMatchObject({ status: 400, errorCode: 'admin.adjustment.insufficient.funds' });
    expect(await balanceOf(t.database, m)).toBe(5_000n);
    expect(await adjustmentJournals(asked.id)).toBe(0);
    expect(
      await countRows(t.database, 'adjustment_requests', `id = ${asked.id} and status = 'pending'`),
    ).toBe(1);
    const exact = await request(support, {
      memberId: m.id,
      direction: 'debit',
      amount: '50.00',
      reason: 'reverse bonus',
    });
    await asOperator(t.app, finance).ok(
      adjustmentSchema,
      'POST',
      `/admin/api/adjustments/${exact.id}/approve`,
      {},
    );
    expect(await balanceOf(t.database, m)).toBe(0n);
    await expectLedgerClean(t.database);
  });

  it('two approvals racing post exactly one movement', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await buildMember(t.database);
      const asked = await request(support, {
        memberId: m.id,
        direction: 'credit',
        amount: '7.77',
        reason: 'race test',
      });
      const answers = await Promise.all(
        [finance, owner, finance, owner].map((who) =>
          asOperator(t.app, who).send('POST', `/admin/api/adjustments/${asked.id}/approve`, {}),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      expect(await balanceOf(t.database, m)).toBe(777n);
      expect(await adjustmentJournals(asked.id)).toBe(1);
    }
    await expectLedgerClean(t.database);
  });

  it('refuses bad amounts and unknown members, writing nothing', async () => {
    const m = await buildMember(t.database);
    const rows = await countRows(t.database, 'adjustment_requests');
    const audit = await countRows(t.database, 'audit_log', "target_kind = 'adjustment'");
    const bad: [Record<string, unknown>, string][] = [
      [
        { memberId: m.id, direction: 'credit', amount: '1.001', reason: 'three decimals' },
        'admin.adjustment.amount.invalid',
      ],
      [
        { memberId: m.id, direction: 'credit', amount: '0.00', reason: 'zero amount' },
        'admin.adjustment.amount.invalid',
      ],
      [
        { memberId: m.id, direction: 'credit', amount: '1', asset: 'POINT', reason: 'other asset' },
        'admin.adjustment.amount.invalid',
      ],
      [
        { memberId: m.id, direction: 'credit', amount: '-5', reason: 'negative' },
        'invalid.request',
      ],
      [
        { memberId: m.id, direction: 'sideways', amount: '5', reason: 'direction' },
        'invalid.request',
      ],
      [{ memberId: m.id, direction: 'credit', amount: '5', reason: '' }, 'invalid.request'],
      [
        { memberId: 99999999, direction: 'credit', amount: '5', reason: 'nobody' },
        'admin.member.not.found',
      ],
    ];
    for (const [body, code] of bad)
      expect(
        (await asOperator(t.app, support).fail('POST', '/admin/api/adjustments', body)).errorCode,
      ).toBe(code);
    expect(await countRows(t.database, 'adjustment_requests')).toBe(rows);
    expect(await countRows(t.database, 'audit_log', "target_kind = 'adjustment'")).toBe(audit);
  });

  it('checks roles, the session and the CSRF header', async () => {
    const m = await buildMember(t.database);
    const asked = await request(support, {
      memberId: m.id,
      direction: 'credit',
      amount: '1',
      reason: 'roles test',
    });
    expect(
      await asOperator(t.app, support).fail(
        'POST',
        `/admin/api/adjustments/${asked.id}/approve`,
        {},
      ),
    ).toMatchObject({ status: 403, errorCode: 'role.denied' });
    clock.advance(30_000);
    const readOnly = await signInOperator(
      t.app,
      clock,
      await buildOperator(t.database, 'read-only'),
    );
    expect(
      await asOperator(t.app, readOnly).fail('POST', '/admin/api/adjustments', {
        memberId: m.id,
        direction: 'credit',
        amount: '1',
        reason: 'read only',
      }),
    ).toMatchObject({ status: 403, errorCode: 'role.denied' });
    const list = await asOperator(t.app, readOnly).ok(
      adminAdjustments.value,
      'GET',
      `/admin/api/adjustments?memberId=${m.id}`,
    );
    expect(list.items.map((a) => a.id)).toEqual([asked.id]);
    expect(
      await asOperator(t.app, finance).fail(
        'POST',
        `/admin/api/adjustments/${asked.id}/approve`,
        {},
        false,
      ),
    ).toMatchObject({ status: 403, errorCode: 'admin.csrf.invalid' });
    expect(await asOperator(t.app, null).fail('GET', '/admin/api/adjustments')).toMatchObject({
      status: 401,
      errorCode: 'admin.session.required',
    });
    expect(await adjustmentJournals(asked.id)).toBe(0);
    const pending = await asOperator(t.app, owner).ok(
      adminAdjustments.value,
      'GET',
      '/admin/api/adjustments?status=pending',
    );
    expect(pending.items.every((a) => a.status === 'pending')).toBe(true);
  });
});
