import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackHeaders } from '@monsoon/contracts/psp/signature';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import { adminSettings } from '@monsoon/contracts/admin/settings';
import { adminWithdrawal, adminWithdrawals } from '@monsoon/contracts/admin/withdrawals';
import { withdrawRecords, withdrawSettings } from '@monsoon/contracts/withdrawals';
import { systemClock } from '@/lib/clock.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { startPaygate, type PaygateProcess } from '@/test/paygate-process.ts';
import { freePort } from '@/test/server-process.ts';
import {
  asOperator,
  buildOperator,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { wire } from '@/test/http.ts';
import { balanceOf, expectLedgerClean } from '@/test/money.ts';
import { PAYOUT_ACCOUNT, payoutReferenceOf } from './withdrawals.service.ts';
import { withdrawer, withdrawOk, type Withdrawer } from './withdrawals.test-support.ts';

/**
 * Withdrawals end to end against the real sandbox PSP: an operator approves (role-checked, audited, a
 * compare-and-set: two approvals pay once), the PSP is asked for the payout, and its signed callback
 * captures the hold (paid: the payee's part to the PSP clearing account, the fee to the house) or
 * releases it (failed). Duplicated, tampered and disagreeing callbacks move nothing more.
 */
let paygate: PaygateProcess;
let t: TestApp;
let finance: OperatorAuth;
let finance2: OperatorAuth;
let support: OperatorAuth;
let owner: OperatorAuth;

beforeAll(async () => {
  paygate = await startPaygate();
  const port = await freePort();
  t = await createTestApp({
    env: {
      PAYGATE_URL: paygate.url,
      PAYGATE_SECRET: paygate.secret,
      PAYGATE_ACCOUNT: paygate.accountId,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  finance = await signInOperator(t.app, systemClock, await buildOperator(t.database, 'finance'));
  finance2 = await signInOperator(t.app, systemClock, await buildOperator(t.database, 'finance'));
  support = await signInOperator(t.app, systemClock, await buildOperator(t.database, 'support'));
  owner = await signInOperator(t.app, systemClock, demoOwner());
}, 120_000);
afterAll(async () => {
  await t.close();
  await paygate.stop();
});

const adminOne = adminWithdrawal.value;
const adminItem = adminWithdrawals.value.shape.items.element;

const detail = (id: number) =>
  asOperator(t.app, finance).ok(adminOne, 'GET', `/admin/api/withdrawals/${id}`);
const statusOf = async (id: number) => (await detail(id)).withdrawal.status;
const approve = (who: OperatorAuth, id: number) =>
  asOperator(t.app, who).send('POST', `/admin/api/withdrawals/${id}/approve`, {});

/** Balances of the merchant's payout clearing and house accounts in PHP (sum over shards). */
async function systemTotals() {
  const { rows } = await t.database.query(
    `select owner_kind, coalesce(sum(balance), 0)::text as total from accounts
     where asset = 'PHP' and owner_kind in ($1, 'house') group by owner_kind`,
    [PAYOUT_ACCOUNT],
  );
  const of = (k: string) =>
    BigInt(String(rows.find((r) => r['owner_kind'] === k)?.['total'] ?? '0'));
  return { clearing: of(PAYOUT_ACCOUNT), house: of('house') };
}

const available = (w: Withdrawer) =>
  t.app.services.wallet.available({ merchantId: w.merchantId, memberId: w.id }, 'PHP');

/** A signed payout callback as the PSP would send it. */
function signed(event: PspCallback) {
  const body = JSON.stringify(event);
  return { body, headers: callbackHeaders(paygate.secret, body) };
}
const postCallback = (body: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/psp/v1/paygate/callback', headers, payload: body });

describe('approval and payout', () => {
  it('pays an approved withdrawal through the PSP: hold captured, fee to the house, audited', async () => {
    const w = await withdrawer(t, 500_000n);
    const before = await systemTotals();
    const record = await withdrawOk(t, w, '1234.56');
    const queue = await asOperator(t.app, finance).ok(
      adminWithdrawals.value,
      'GET',
      '/admin/api/withdrawals?status=requested',
    );
    expect(queue.items.map((i) => i.id)).toContain(record.id);
    expect(queue.items.find((i) => i.id === record.id)).toMatchObject({
      amount: '1234.56',
      fee: '12.34',
      netAmount: '1222.22',
      maskedAccount: `****${w.accountNumber.slice(-4)}`,
    });
    const risk = (await detail(record.id)).risk;
    expect(risk).toMatchObject({
      recentDepositCount: 0,
      samePayeeMembers: [],
      sameDeviceMembers: [],
    });

    // A role without the permission is refused; nothing moves.
    expect((await approve(support, record.id)).status).toBe(403);
    const approved = await approve(finance, record.id);
    expect(adminItem.parse((approved.body as { value: unknown }).value).status).toBe('paying');
    const payoutId = (await detail(record.id)).withdrawal.pspPayoutId;
    expect(payoutId).toMatch(/^PGO/);
    await paygate.control(`/sandbox/payouts/${payoutId}/pay`);
    await expect.poll(() => statusOf(record.id), { timeout: 15_000 }).toBe('paid');

    expect(await balanceOf(t.database, w)).toBe(500_000n - 123_456n);
    expect(await available(w)).toBe(500_000n - 123_456n);
    const after = await systemTotals();
    expect(after.clearing - before.clearing).toBe(122_222n);
    expect(after.house - before.house).toBe(1_234n);
    const records = await wire(t.app).ok(
      withdrawRecords.value,
      'GET',
      '/wps/relay/MCSFE_getWithdrawTransactionReport',
      {
        token: w.token,
      },
    );
    expect(records.list[0]).toMatchObject({ id: record.id, status: 'paid' });
    const { rows } = await t.database.query(
      `select action from audit_log where target_kind = 'withdrawal' and target_id = $1`,
      [String(record.id)],
    );
    expect(rows.map((r) => r['action'])).toEqual(['withdrawal.approved']);
    await expectLedgerClean(t.database);
  });

  it('approved twice at once from two browsers: one approval, one payout', async () => {
    const w = await withdrawer(t, 300_000n);
    const record = await withdrawOk(t, w, '500');
    const answers = await Promise.all([approve(finance, record.id), approve(finance2, record.id)]);
    const codes = answers
      .map((a) => (a.body as { success: boolean; errorCode?: string }).errorCode ?? 'ok')
      .sort();
    expect(codes).toEqual(['admin.withdrawal.state', 'ok']);
    const { rows } = await t.database.query(
      `select to_status from withdrawal_events where withdrawal_id = $1 order by id`,
      [record.id],
    );
    expect(rows.map((r) => r['to_status'])).toEqual(['requested', 'approved', 'paying']);
    expect((await approve(finance, record.id)).status).toBe(409);
  });

  it('rejects with a reason: the hold is released and the member sees the reason', async () => {
    const w = await withdrawer(t, 200_000n);
    const record = await withdrawOk(t, w, '700');
    expect(await available(w)).toBe(130_000n);
    const res = await asOperator(t.app, finance).ok(
      adminItem,
      'POST',
      `/admin/api/withdrawals/${record.id}/reject`,
      {
        reason: 'Turnover not met',
      },
    );
    expect(res).toMatchObject({ status: 'rejected', rejectReason: 'Turnover not met' });
    expect(await available(w)).toBe(200_000n);
    expect(await balanceOf(t.database, w)).toBe(200_000n);
    const again = await asOperator(t.app, finance).send(
      'POST',
      `/admin/api/withdrawals/${record.id}/reject`,
      {
        reason: 'Twice',
      },
    );
    expect(again.status).toBe(409);
    expect((await approve(finance, record.id)).status).toBe(409);
    const records = await wire(t.app).ok(
      withdrawRecords.value,
      'GET',
      '/wps/report/withdrawTransaction',
      {
        token: w.token,
      },
    );
    expect(records.list[0]).toMatchObject({ status: 'rejected', remark: 'Turnover not met' });
    await expectLedgerClean(t.database);
  });

  it('a failed payout releases the hold', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '400');
    await approve(finance, record.id);
    const payoutId = (await detail(record.id)).withdrawal.pspPayoutId;
    await paygate.control(`/sandbox/payouts/${payoutId}/fail`);
    await expect.poll(() => statusOf(record.id), { timeout: 15_000 }).toBe('failed');
    expect(await available(w)).toBe(100_000n);
    expect(await balanceOf(t.database, w)).toBe(100_000n);
    await expectLedgerClean(t.database);
  });
});

describe('payout callbacks', () => {
  it('duplicated, tampered, disagreeing or late callbacks move the money once', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '300');
    await approve(finance, record.id);
    const payoutId = (await detail(record.id)).withdrawal.pspPayoutId ?? '';
    const event: PspCallback = {
      eventId: `EVT${record.id}a`,
      kind: 'payout',
      transactionId: payoutId,
      reference: payoutReferenceOf(record.id),
      merchantAccountId: paygate.accountId,
      status: 'paid',
      amount: '29700',
      currency: 'PHP',
      occurredAt: new Date().toISOString(),
      sandbox: true,
    };
    // Tampered: refused before anything is read.
    const good = signed(event);
    const tampered = await postCallback(good.body.replace('29700', '30000'), good.headers);
    expect(tampered.statusCode).toBe(401);
    // Signed but disagreeing with the withdrawal (amount, another payout id): acknowledged, nothing moves.
    for (const wrong of [{ amount: '30000' }, { transactionId: 'PGOother' }]) {
      const s = signed({ ...event, ...wrong, eventId: `EVT${record.id}${Object.keys(wrong)[0]}` });
      expect((await postCallback(s.body, s.headers)).statusCode).toBe(200);
    }
    expect(await statusOf(record.id)).toBe('paying');
    // The right one, five times at once and once more: one capture.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postCallback(good.body, good.headers)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await postCallback(good.body, good.headers)).statusCode).toBe(200);
    // A late "failed" for the paid payout changes nothing.
    const late = signed({
      ...event,
      eventId: `EVT${record.id}late`,
      status: 'failed',
      failureReason: 'DECLINED',
    });
    expect((await postCallback(late.body, late.headers)).statusCode).toBe(200);
    expect(await statusOf(record.id)).toBe('paid');
    const { rows } = await t.database.query(
      `select count(*)::int as n from journal where kind = 'withdrawal.payout' and memo->>'withdrawalId' = $1`,
      [String(record.id)],
    );
    expect(rows[0]?.['n']).toBe(1);
    expect(await balanceOf(t.database, w)).toBe(70_000n);
    expect(await available(w)).toBe(70_000n);
    await expectLedgerClean(t.database);
  });
});

describe('withdrawal settings in the back office', () => {
  it('an owner changes them, audited; the site answers them at once; finance may not', async () => {
    const w = await withdrawer(t, 100_000n);
    const changes = {
      withdrawMinAmount: 20_000,
      withdrawFeeBasisPoints: 250,
      withdrawMaxPayees: 2,
      withdrawPrecautionNote: 'Payouts take up to 24 hours.',
    };
    expect(
      (await asOperator(t.app, finance).send('PUT', '/admin/api/settings', { changes })).status,
    ).toBe(403);
    const answer = await asOperator(t.app, owner).ok(
      adminSettings.value,
      'PUT',
      '/admin/api/settings',
      {
        changes,
      },
    );
    expect(answer.items.find((i) => i.key === 'withdrawFeeBasisPoints')?.value).toBe(250);
    try {
      const s = await wire(t.app).ok(
        withdrawSettings.value,
        'GET',
        '/wps/relay/MCSFE_getWithdrawSettings?groupId=0',
        {
          token: w.token,
        },
      );
      expect(s).toMatchObject({
        minimumAmount: 200,
        withdrawChargePercent: 2.5,
        maxBankCards: 2,
        precautionNote: 'Payouts take up to 24 hours.',
      });
      const refused = await wire(t.app).send('POST', '/wps/v2/transaction/withdraw', {
        token: w.token,
        headers: { 'idempotency-key': 'settings-1' },
        payload: { amount: '150', bankCardId: w.cardId, password: w.payPassword },
      });
      expect((refused.body as { errorCode: string }).errorCode).toBe('withdraw.amount.below.min');
      const record = await withdrawOk(t, w, '400');
      expect(record).toMatchObject({ fee: 10, netAmount: 390 });
    } finally {
      await asOperator(t.app, owner).ok(adminSettings.value, 'PUT', '/admin/api/settings', {
        changes: {
          withdrawMinAmount: 10_000,
          withdrawFeeBasisPoints: 100,
          withdrawMaxPayees: 5,
          withdrawPrecautionNote: null,
        },
      });
    }
    const { rows } = await t.database.query(
      `select after from audit_log where action = 'settings.updated' order by seq desc limit 1`,
    );
    expect(rows[0]?.['after']).toMatchObject({ withdrawMinAmount: 10_000 });
  });
});
