import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackHeaders } from '@monsoon/contracts/psp/signature';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import { adminSettings } from '@monsoon/contracts/admin/settings';
import { adminWithdrawal, adminWithdrawals } from '@monsoon/contracts/admin/withdrawals';
import { withdrawRecords, withdrawSettings } from '@monsoon/contracts/withdrawals';
import type { PaymentProvider } from '@monsoon/contracts/psp/provider';
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
import {
  PAYOUT_ACCOUNT,
  PAYOUT_ATTEMPTS_BEFORE_REVIEW,
  PAYOUT_RETRIES_REASON,
  payoutReferenceOf,
} from './withdrawals.service.ts';
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
      `select kind, count(*)::int as n from journal
       where kind like 'withdrawal.%' and memo->>'withdrawalId' = $1 group by kind order by kind`,
      [String(record.id)],
    );
    expect(rows).toEqual([
      { kind: 'withdrawal.fee', n: 1 },
      { kind: 'withdrawal.payout', n: 1 },
    ]);
    expect(await balanceOf(t.database, w)).toBe(70_000n);
    expect(await available(w)).toBe(70_000n);
    await expectLedgerClean(t.database);
  });
});

/** The server's PSP binding with its provider swapped for `wrap(real)` while `fn` runs. */
async function withProvider<T>(
  wrap: (real: PaymentProvider) => Partial<PaymentProvider>,
  fn: () => Promise<T>,
): Promise<T> {
  const binding = t.app.services.psp.bindings()[0];
  if (!binding) throw new Error('no PSP binding');
  const real = binding.provider;
  binding.provider = { ...real, ...wrap(real) };
  try {
    return await fn();
  } finally {
    binding.provider = real;
  }
}
type RefusalCode = Extract<
  Awaited<ReturnType<PaymentProvider['createPayout']>>,
  { kind: 'refused' }
>['code'];
const refusing = (code: RefusalCode) => (): Partial<PaymentProvider> => ({
  createPayout: async () => ({ kind: 'refused', code, message: `sandbox says ${code}` }),
});
const service = () => t.app.services.withdrawals.withdrawals;
const row = async (id: number) =>
  (
    await t.database.query(
      `select status, psp, psp_payout_id, payout_attempts, review_reason from withdrawals where id = $1`,
      [id],
    )
  ).rows[0] as {
    status: string;
    psp: string | null;
    psp_payout_id: string | null;
    payout_attempts: number;
    review_reason: string | null;
  };

describe('payouts the PSP did not answer clearly', () => {
  it('a lost answer, then 429, 409 and 401 refusals: the hold stays; the same request later pays once', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '400');
    // The PSP creates the payout, but its answer is lost.
    await withProvider(
      (real) => ({
        createPayout: async (request) => {
          await real.createPayout(request);
          return { kind: 'unknown', reason: 'answer lost' };
        },
      }),
      () => approve(finance, record.id),
    );
    expect(await statusOf(record.id)).toBe('approved');
    // Sent once already: an operator may no longer reject it (the PSP may pay it).
    const reject = await asOperator(t.app, finance).send(
      'POST',
      `/admin/api/withdrawals/${record.id}/reject`,
      { reason: 'too late' },
    );
    expect(reject.status).toBe(409);
    // Retries refused in ways that do not prove nothing was created: nothing is released.
    for (const code of <RefusalCode[]>[
      'RATE_LIMITED',
      'IDEMPOTENCY_CONFLICT',
      'INVALID_STATE',
      'INVALID_SIGNATURE',
      'INVALID_REQUEST',
    ])
      await withProvider(refusing(code), () => service().dispatch(w.merchantId, record.id));
    expect(await statusOf(record.id)).toBe('approved');
    expect(await available(w)).toBe(60_000n);
    expect((await row(record.id)).payout_attempts).toBe(6);
    // The payouts job asks again with the same request: the PSP answers the payout it created.
    await service().reconcilePayouts({ olderThanMs: 0 });
    const paying = await row(record.id);
    expect(paying).toMatchObject({ status: 'paying', psp: 'paygate' });
    await paygate.control(`/sandbox/payouts/${paying.psp_payout_id}/pay`);
    await expect.poll(() => statusOf(record.id), { timeout: 15_000 }).toBe('paid');
    expect(await available(w)).toBe(60_000n);
    expect(await balanceOf(t.database, w)).toBe(60_000n);
    await expectLedgerClean(t.database);
  });

  it('INVALID_REQUEST on the first attempt is final; a paid callback after that is flagged, not applied', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '300');
    await withProvider(refusing('INVALID_REQUEST'), () => approve(finance, record.id));
    expect(await statusOf(record.id)).toBe('failed');
    expect(await available(w)).toBe(100_000n);
    const s = signed({
      eventId: `EVT${record.id}contra`,
      kind: 'payout',
      transactionId: `PGO${record.id}contra`,
      reference: payoutReferenceOf(record.id),
      merchantAccountId: paygate.accountId,
      status: 'paid',
      amount: '29700',
      currency: 'PHP',
      occurredAt: new Date().toISOString(),
      sandbox: true,
    });
    expect((await postCallback(s.body, s.headers)).statusCode).toBe(200);
    const after = (await detail(record.id)).withdrawal;
    expect(after.status).toBe('failed');
    expect(after.reviewReason).toMatch(/paid for a failed withdrawal/);
    expect(await balanceOf(t.database, w)).toBe(100_000n);
    await expectLedgerClean(t.database);
  });

  it('still unclear after PAYOUT_ATTEMPTS_BEFORE_REVIEW attempts: flagged in the back office, the hold kept, asked hourly', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '400');
    const dispatch = () => service().dispatch(w.merchantId, record.id);
    // Refused in ways that do not prove nothing was created, one attempt short of the bound.
    await withProvider(refusing('RATE_LIMITED'), async () => {
      await approve(finance, record.id);
      for (let n = 2; n < PAYOUT_ATTEMPTS_BEFORE_REVIEW; n++) await dispatch();
    });
    expect(await row(record.id)).toMatchObject({
      status: 'approved',
      payout_attempts: PAYOUT_ATTEMPTS_BEFORE_REVIEW - 1,
      review_reason: null,
    });
    await withProvider(
      () => ({ createPayout: async () => ({ kind: 'unknown', reason: 'no answer' }) }),
      dispatch,
    );
    // The operator's queue shows it flagged; the money stays held and it may not be rejected.
    const queue = await asOperator(t.app, finance).ok(
      adminWithdrawals.value,
      'GET',
      `/admin/api/withdrawals?status=approved&memberId=${w.id}`,
    );
    expect(queue.items).toMatchObject([
      { id: record.id, status: 'approved', reviewReason: PAYOUT_RETRIES_REASON },
    ]);
    expect(await available(w)).toBe(60_000n);
    expect(await balanceOf(t.database, w)).toBe(100_000n);
    const reject = await asOperator(t.app, finance).send(
      'POST',
      `/admin/api/withdrawals/${record.id}/reject`,
      { reason: 'stuck' },
    );
    expect(reject.status).toBe(409);

    // The payouts job asks it again only after an hour (unflagged ones: after two minutes).
    const askedAgo = (interval: string) =>
      t.asOwner(async (tx) => {
        await tx.execute(
          sql`update withdrawals set payout_attempted_at = now() - ${interval}::interval where id = ${record.id}`,
        );
      });
    const asked: string[] = [];
    const recording = () => ({
      createPayout: async (request: { payoutReference: string }) => {
        asked.push(request.payoutReference);
        return { kind: 'unknown' as const, reason: 'no answer' };
      },
    });
    await askedAgo('3 minutes');
    await withProvider(recording, () => service().reconcilePayouts());
    expect(asked).not.toContain(payoutReferenceOf(record.id));
    await askedAgo('61 minutes');
    await withProvider(recording, () => service().reconcilePayouts());
    expect(asked).toContain(payoutReferenceOf(record.id));

    // Once the PSP answers, it is paid once; the flag stays as the withdrawal's history.
    await askedAgo('61 minutes');
    await service().reconcilePayouts();
    const paying = await row(record.id);
    expect(paying).toMatchObject({ status: 'paying', review_reason: PAYOUT_RETRIES_REASON });
    await paygate.control(`/sandbox/payouts/${paying.psp_payout_id}/pay`);
    await expect.poll(() => statusOf(record.id), { timeout: 15_000 }).toBe('paid');
    expect(await balanceOf(t.database, w)).toBe(60_000n);
    expect(await available(w)).toBe(60_000n);
    await expectLedgerClean(t.database);
  });

  it('builds every retry from the payee frozen at the request', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '200');
    const seen: string[] = [];
    await withProvider(
      () => ({
        createPayout: async (request) => {
          seen.push(JSON.stringify(request));
          return { kind: 'unknown', reason: 'no answer' };
        },
      }),
      async () => {
        await approve(finance, record.id);
        // The payee row changes meanwhile (only an owner could): the payout does not follow it.
        await t.asOwner(async (tx) => {
          await tx.execute(sql`update payees set status = 'removed' where id = ${w.cardId}`);
        });
        await service().dispatch(w.merchantId, record.id);
      },
    );
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0]).toContain(w.accountNumber);
  });
});

describe('an operator ends a payout the PSP never answers (decision 0064)', () => {
  const endPayout = (who: OperatorAuth, id: number, body: Record<string, unknown>) =>
    asOperator(t.app, who).send('POST', `/admin/api/withdrawals/${id}/end-payout`, body);
  const codeOf = (res: { body: unknown }) => (res.body as { errorCode?: string }).errorCode;
  const auditOf = async (id: number) =>
    (
      await t.database.query(
        `select action, after from audit_log where target_kind = 'withdrawal' and target_id = $1 order by id`,
        [String(id)],
      )
    ).rows;
  const noAnswer = () => ({
    createPayout: async () => ({ kind: 'unknown' as const, reason: 'no answer' }),
  });
  /** The PSP was last asked about the payout two minutes ago (past PAYOUT_ANSWER_WAIT_MS). */
  const askedLongAgo = (id: number) =>
    t.asOwner(async (tx) => {
      await tx.execute(
        sql`update withdrawals set payout_attempted_at = now() - interval '2 minutes' where id = ${id}`,
      );
    });

  it('failed: the money back to the member, once, audited; refusals write nothing', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '400');
    // Not sent to the PSP yet: nothing to end.
    expect(
      codeOf(
        await endPayout(finance, record.id, { outcome: 'failed', reason: 'stuck at the PSP' }),
      ),
    ).toBe('admin.payout.not.stuck');
    await withProvider(noAnswer, () => approve(finance, record.id));
    expect(await row(record.id)).toMatchObject({ status: 'approved', payout_attempts: 1 });
    const before = await row(record.id);
    for (const [who, body, status] of <Array<[OperatorAuth, Record<string, unknown>, number]>>[
      [support, { outcome: 'failed', reason: 'stuck' }, 403],
      [finance, { outcome: 'refunded', reason: 'stuck' }, 400],
      [finance, { outcome: 'failed', reason: '' }, 400],
      [finance, { outcome: 'failed' }, 400],
    ])
      expect((await endPayout(who, record.id, body)).status, JSON.stringify(body)).toBe(status);
    expect(
      codeOf(
        await endPayout(finance, 999_999_999, { outcome: 'failed', reason: 'stuck at the PSP' }),
      ),
    ).toBe('admin.withdrawal.not.found');
    // Asked a moment ago: that question may still be answered "created".
    expect(
      codeOf(await endPayout(finance, record.id, { outcome: 'failed', reason: 'too early' })),
    ).toBe('admin.payout.busy');
    expect(await row(record.id)).toEqual(before);
    expect(await available(w)).toBe(60_000n);

    // The PSP is asked once more and still does not answer: the operator's word ends it.
    await askedLongAgo(record.id);
    const ended = await withProvider(noAnswer, () =>
      endPayout(finance, record.id, { outcome: 'failed', reason: 'PSP confirmed no payout' }),
    );
    expect(ended.status).toBe(200);
    expect(
      (ended.body as { value: { status: string; failureReason: string } }).value,
    ).toMatchObject({ status: 'failed', failureReason: 'PSP confirmed no payout' });
    expect(await available(w)).toBe(100_000n);
    expect(await balanceOf(t.database, w)).toBe(100_000n);
    expect(codeOf(await endPayout(finance2, record.id, { outcome: 'paid', reason: 'again' }))).toBe(
      'admin.payout.not.stuck',
    );
    expect((await auditOf(record.id)).map((r) => r['action'])).toEqual([
      'withdrawal.approved',
      'withdrawal.payout_failed',
    ]);
    await expectLedgerClean(t.database);
  });

  it("paid: the money leaves as the PSP's paid would; the PSP's own answer wins when it comes first", async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '400');
    const before = await systemTotals();
    // The PSP creates the payout, but its answer is lost.
    await withProvider(
      (real) => ({
        createPayout: async (request) => {
          await real.createPayout(request);
          return { kind: 'unknown', reason: 'answer lost' };
        },
      }),
      () => approve(finance, record.id),
    );
    // Asked once more before the operator's word, the PSP answers: paying, not the operator's end.
    await askedLongAgo(record.id);
    expect(
      codeOf(await endPayout(finance, record.id, { outcome: 'failed', reason: 'no money seen' })),
    ).toBe('admin.payout.answered');
    const paying = await row(record.id);
    expect(paying).toMatchObject({ status: 'paying', psp: 'paygate' });
    expect(await available(w)).toBe(60_000n);

    // Still pending at the PSP; the operator saw the money arrive at the payee's bank.
    await askedLongAgo(record.id);
    const ended = await endPayout(finance, record.id, {
      outcome: 'paid',
      reason: 'bank statement shows the transfer',
    });
    expect(ended.status).toBe(200);
    expect(await statusOf(record.id)).toBe('paid');
    expect(await balanceOf(t.database, w)).toBe(60_000n);
    expect(await available(w)).toBe(60_000n);
    const after = await systemTotals();
    expect(after.clearing - before.clearing).toBe(39_600n);
    expect(after.house - before.house).toBe(400n);
    // The PSP's own paid callback comes later: nothing moves again, nothing is flagged.
    const late = signed({
      eventId: `EVT${record.id}late`,
      kind: 'payout',
      transactionId: String(paying.psp_payout_id),
      reference: payoutReferenceOf(record.id),
      merchantAccountId: paygate.accountId,
      status: 'paid',
      amount: '39600',
      currency: 'PHP',
      occurredAt: new Date().toISOString(),
      sandbox: true,
    });
    expect((await postCallback(late.body, late.headers)).statusCode).toBe(200);
    expect(await row(record.id)).toMatchObject({ status: 'paid', review_reason: null });
    expect(await systemTotals()).toEqual(after);
    expect((await auditOf(record.id)).map((r) => r['action'])).toEqual([
      'withdrawal.approved',
      'withdrawal.payout_paid',
    ]);
    await expectLedgerClean(t.database);
  });

  it("a payout the PSP creates after the operator's failed is flagged, not lost", async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '400');
    await withProvider(noAnswer, () => approve(finance, record.id));
    // The payouts job asks the PSP, which is slow: while it works, the operator ends the payout
    // (the job's question looks older than it is: a PSP slower than PAYOUT_ANSWER_WAIT_MS).
    let ended: { status: number } | null = null;
    await withProvider(
      (real) => {
        let first = true;
        return {
          createPayout: async (request) => {
            if (!first) return { kind: 'unknown', reason: 'no answer' };
            first = false;
            await askedLongAgo(record.id);
            ended = await endPayout(finance, record.id, {
              outcome: 'failed',
              reason: 'PSP says nothing was sent',
            });
            return real.createPayout(request);
          },
        };
      },
      () => service().dispatch(w.merchantId, record.id),
    );
    expect(ended).toMatchObject({ status: 200 });
    // The member has the money back; the payout the PSP created shows in the queue's review flag.
    expect(await available(w)).toBe(100_000n);
    const after = await row(record.id);
    expect(after.status).toBe('failed');
    expect(after.review_reason).toMatch(/^PSP paygate created payout \S+ for a failed withdrawal$/);
    await expectLedgerClean(t.database);
  });

  it('C2C switched on later never takes a withdrawal a PSP was asked to pay', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '400');
    await withProvider(noAnswer, () => approve(finance, record.id));
    const settings = (changes: Record<string, unknown>) =>
      asOperator(t.app, owner).ok(adminSettings.value, 'PUT', '/admin/api/settings', { changes });
    await settings({ withdrawC2cEnabled: true, withdrawPenaltyPercent: 5 });
    try {
      expect(await t.app.services.c2c.takeApproved(w.merchantId, record.id)).toBe(false);
      await withProvider(noAnswer, () => service().reconcilePayouts({ olderThanMs: 0 }));
      expect(await row(record.id)).toMatchObject({ status: 'approved', psp: 'paygate' });
      expect(await available(w)).toBe(60_000n);
    } finally {
      await settings({ withdrawC2cEnabled: false });
    }
  });
});

describe('the payout reconciliation', () => {
  it('a paying withdrawal whose callback does not come is looked up and paid once', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '500');
    await paygate.control('/sandbox/callbacks/hold', { hold: true });
    try {
      await approve(finance, record.id);
      const payoutId = (await row(record.id)).psp_payout_id;
      await paygate.control(`/sandbox/payouts/${payoutId}/pay`);
      // Callbacks are held: nothing reaches the server until the job asks.
      expect(await statusOf(record.id)).toBe('paying');
      // Not yet due: asked less than PAYOUT_RECHECK_MS ago.
      await service().reconcilePayouts();
      expect(await statusOf(record.id)).toBe('paying');
      await service().reconcilePayouts({ olderThanMs: 0 });
      expect(await statusOf(record.id)).toBe('paid');
    } finally {
      await paygate.control('/sandbox/callbacks/hold', { hold: false });
    }
    expect(await balanceOf(t.database, w)).toBe(50_000n);
    expect(await available(w)).toBe(50_000n);
    const { rows } = await t.database.query(
      `select count(*)::int as n from journal where kind = 'withdrawal.payout' and memo->>'withdrawalId' = $1`,
      [String(record.id)],
    );
    expect(rows[0]?.['n']).toBe(1);
    await expectLedgerClean(t.database);
  });

  it('a failed payout found by the look-up releases the hold', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '500');
    await paygate.control('/sandbox/callbacks/hold', { hold: true });
    try {
      await approve(finance, record.id);
      await paygate.control(`/sandbox/payouts/${(await row(record.id)).psp_payout_id}/fail`);
      await service().checkPayout(w.merchantId, record.id);
      expect(await statusOf(record.id)).toBe('failed');
    } finally {
      await paygate.control('/sandbox/callbacks/hold', { hold: false });
    }
    expect(await available(w)).toBe(100_000n);
    await expectLedgerClean(t.database);
  });

  it('an approval with no PSP waits and may still be rejected', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '400');
    const psp = t.app.services.psp;
    const bindings = psp.bindings;
    psp.bindings = () => [];
    try {
      await approve(finance, record.id);
    } finally {
      psp.bindings = bindings;
    }
    expect(await row(record.id)).toMatchObject({
      status: 'approved',
      payout_attempts: 0,
      psp: null,
    });
    const rejected = await asOperator(t.app, finance).ok(
      adminItem,
      'POST',
      `/admin/api/withdrawals/${record.id}/reject`,
      { reason: 'No payout channel' },
    );
    expect(rejected.status).toBe('rejected');
    expect(await available(w)).toBe(100_000n);
    await expectLedgerClean(t.database);
  });

  it('asks about the least recently asked first: rows the PSP keeps not answering starve no one', async () => {
    const w = await withdrawer(t, 100_000n);
    const older = await withdrawOk(t, w, '100');
    const newer = await withdrawOk(t, w, '100');
    const psp = t.app.services.psp;
    const bindings = psp.bindings;
    psp.bindings = () => [];
    try {
      await approve(finance, older.id);
      await approve(finance, newer.id);
    } finally {
      psp.bindings = bindings;
    }
    // The older one was asked about an hour ago (and got no answer); the newer one never.
    await t.asOwner(async (tx) => {
      await tx.execute(
        sql`update withdrawals set payout_attempts = 1, payout_attempted_at = now() - interval '1 hour' where id = ${older.id}`,
      );
    });
    const asked: string[] = [];
    await withProvider(
      () => ({
        createPayout: async (request) => {
          asked.push(request.payoutReference);
          return { kind: 'unknown', reason: 'no answer' };
        },
      }),
      async () => {
        await service().reconcilePayouts({ limit: 1 });
        await service().reconcilePayouts({ limit: 1 });
        // Both were just asked: not due again before PAYOUT_RECHECK_MS.
        await service().reconcilePayouts({ limit: 1 });
      },
    );
    expect(asked).toEqual([payoutReferenceOf(newer.id), payoutReferenceOf(older.id)]);
  });

  it("a callback from another PSP than the withdrawal's moves nothing", async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '300');
    await approve(finance, record.id);
    const r = await row(record.id);
    const binding = t.app.services.psp.bindings()[0];
    if (!binding) throw new Error('no PSP binding');
    await service().onPayout(
      { ...binding, code: 'otherpsp' },
      {
        eventId: `EVT${record.id}other`,
        kind: 'payout',
        transactionId: r.psp_payout_id ?? '',
        reference: payoutReferenceOf(record.id),
        merchantAccountId: paygate.accountId,
        status: 'paid',
        amount: '29700',
        currency: 'PHP',
        occurredAt: new Date().toISOString(),
        sandbox: true,
      },
    );
    expect(await statusOf(record.id)).toBe('paying');
    expect(await available(w)).toBe(70_000n);
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
