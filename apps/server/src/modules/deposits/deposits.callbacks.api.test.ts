import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOrderSchema, type DepositOrder } from '@monsoon/contracts/deposits';
import { callbackHeaders } from '@monsoon/contracts/psp/signature';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import { buildMember, demoMerchant, loginAs } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { balanceOf, expectLedgerClean } from '@/test/money.ts';
import { startPaygate, type PaygateProcess } from '@/test/paygate-process.ts';
import { freePort } from '@/test/server-process.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

/**
 * design/money.md test 15, against the real sandbox PSP posting signed callbacks to a listening
 * server: callbacks duplicated, replayed, tampered, reordered, late, for another account, and
 * concurrent duplicates → each paid order credits exactly once and nothing else moves money.
 */
let paygate: PaygateProcess;
let t: TestApp;
beforeAll(async () => {
  paygate = await startPaygate();
  const port = await freePort();
  t = await createTestApp({
    env: {
      PAYGATE_SECRET: paygate.secret,
      PAYGATE_ACCOUNT: paygate.accountId,
      PAYGATE_URL: paygate.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await paygate?.stop();
});

/** What each member should have, computed here from what the PSP was told was paid. */
const expected = new Map<number, bigint>();
const expectCredit = (memberId: number, paidMinor: bigint, feeBps: number) =>
  expected.set(
    memberId,
    (expected.get(memberId) ?? 0n) + paidMinor - (paidMinor * BigInt(feeBps)) / 10_000n,
  );

async function member() {
  const m = await buildMember(t.database);
  const { token } = await loginAs(t.app, m.username, m.password);
  return { ...m, token };
}
type Member = Awaited<ReturnType<typeof member>>;

const deposit = (m: Member, url: string, payload: Record<string, unknown>) =>
  wire(t.app).ok(depositOrderSchema, 'POST', `/wps/relay/${url}`, { token: m.token, payload });
const orderOf = (m: Member, orderNo: string) =>
  wire(t.app).ok(depositOrderSchema, 'GET', `/wps/relay/MCSFE_getDepositOrder?orderNo=${orderNo}`, {
    token: m.token,
  });
const statusOf = async (m: Member, orderNo: string) => (await orderOf(m, orderNo)).status;

async function pspTxOf(orderNo: string): Promise<string> {
  const { rows } = await t.database.query(
    `select psp_tx_id from payment_orders where order_no = $1`,
    [orderNo],
  );
  return String(rows[0]?.['psp_tx_id']);
}
async function reviewOf(orderNo: string): Promise<string | null> {
  const { rows } = await t.database.query(
    `select review_reason from payment_orders where order_no = $1`,
    [orderNo],
  );
  return (rows[0]?.['review_reason'] as string | null) ?? null;
}
async function deliveries(txId: string) {
  const res = await fetch(`${paygate.url}/sandbox/callbacks?transactionId=${txId}`);
  return (await res.json()) as Array<{ eventId: string; status: string; body: PspCallback }>;
}
/** A callback body signed with the PSP's secret (or another), posted to the PSP's route. */
const postCallback = (body: string, secret = paygate.secret) =>
  t.app.inject({
    method: 'POST',
    url: '/psp/v1/paygate/callback',
    headers: { ...callbackHeaders(secret, body), 'content-type': 'application/json' },
    payload: body,
  });
async function outcomesOf(orderNo: string): Promise<unknown[]> {
  const { rows } = await t.database.query(
    `select outcome from payment_events e join payment_orders o on o.id = e.order_id
      where o.order_no = $1 order by e.id`,
    [orderNo],
  );
  return rows.map((r) => r['outcome']);
}
async function orderRow(orderNo: string) {
  const { rows } = await t.database.query(
    `select status, failure_reason, reconcile_checked_at from payment_orders where order_no = $1`,
    [orderNo],
  );
  return rows[0];
}
/** Changes an order as the owner, past its triggers (a state the server cannot reach on its own). */
const unguarded = (text: string) =>
  t.asOwner(async (db) => {
    await db.execute(sql`set local session_replication_role = replica`);
    await db.execute(sql.raw(text));
  });
const credits = async (orderNo: string) => {
  const { rows } = await t.database.query(
    `select count(*)::int as n from journal where kind = 'deposit.credit'
      and idem_key = (select id::text from payment_orders where order_no = $1)`,
    [orderNo],
  );
  return Number(rows[0]?.['n']);
};

describe('deposits paid through the sandbox PSP', () => {
  it('shows the QR, credits once on payment, and shrugs off duplicate, replayed and tampered callbacks', async () => {
    const m = await member();
    const order: DepositOrder = await deposit(m, 'MCSFE_depositByQRImageUrl', {
      amount: 500,
      bankType: 'PAYID',
      targetUsername: m.username,
    });
    expect(order).toMatchObject({ status: 'pending', amount: 500, fee: 0, sandbox: true });
    expect(order.action?.type).toBe('QR');
    if (order.action?.type === 'QR')
      expect(order.action.qrImageUrl).toMatch(/^data:image\/png;base64,/);
    const tx = await pspTxOf(order.orderNo);
    await paygate.control(`/sandbox/payments/${tx}/pay`);
    expectCredit(m.id, 50_000n, 0);
    await expect.poll(() => statusOf(m, order.orderNo), { timeout: 15_000 }).toBe('paid');
    const [event] = await deliveries(tx);
    expect(event).toBeDefined();
    for (const trick of ['duplicate', 'stale', 'tampered', 'duplicate'])
      await paygate.control(`/sandbox/callbacks/${event?.eventId}/send`, { trick });
    expect(await credits(order.orderNo)).toBe(1);
    expect(await balanceOf(t.database, m)).toBe(expected.get(m.id));
    expect(await orderOf(m, order.orderNo)).toMatchObject({
      status: 'paid',
      creditedAmount: 500,
      action: null,
    });
  });

  it('takes the channel fee from what was paid, and flags a payment that differs from the order', async () => {
    const m = await member();
    const full = await deposit(m, 'MCSFE_depositByLaunchUrl', { amount: 1000, bankType: 'GCASH' });
    expect(full).toMatchObject({ fee: 15, action: { type: 'EWALLET' } });
    const partial = await deposit(m, 'MCSFE_depositByLaunchUrl', {
      amount: '1,000.00',
      bankType: 'GCASH',
    });
    await paygate.control(`/sandbox/payments/${await pspTxOf(full.orderNo)}/pay`);
    await paygate.control(`/sandbox/payments/${await pspTxOf(partial.orderNo)}/pay`, {
      paidAmount: '50000',
    });
    expectCredit(m.id, 100_000n, 150);
    expectCredit(m.id, 50_000n, 150);
    await expect.poll(() => statusOf(m, partial.orderNo), { timeout: 15_000 }).toBe('paid');
    await expect.poll(() => statusOf(m, full.orderNo), { timeout: 15_000 }).toBe('paid');
    expect(await orderOf(m, partial.orderNo)).toMatchObject({ fee: 7.5, creditedAmount: 492.5 });
    expect(await reviewOf(partial.orderNo)).toBe('amount');
    expect(await reviewOf(full.orderNo)).toBeNull();
    expect(await balanceOf(t.database, m)).toBe(expected.get(m.id));
  });

  it('credits money that arrives after expiry once, flagged late, whatever order the events come in', async () => {
    const m = await member();
    await paygate.control('/sandbox/callbacks/hold', { hold: true });
    try {
      const reordered = await deposit(m, 'MCSFE_manualTransferByAccountName', {
        amount: 1500,
        bankType: 'BANK',
        payeeName: 'Juan Dela Cruz',
      });
      expect(reordered.action).toMatchObject({ type: 'BANK_TRANSFER' });
      const natural = await deposit(m, 'MCSFE_depositVirtualWallet', {
        amount: 2000,
        bankType: 'TRX',
      });
      expect(natural.action).toMatchObject({ type: 'CRYPTO', network: 'TRON', asset: 'USDT' });
      for (const o of [reordered, natural]) {
        const tx = await pspTxOf(o.orderNo);
        await paygate.control(`/sandbox/payments/${tx}/expire`);
        await paygate.control(`/sandbox/payments/${tx}/pay`);
      }
      expectCredit(m.id, 150_000n, 0);
      expectCredit(m.id, 200_000n, 50);
      const [failedA, paidA] = await deliveries(await pspTxOf(reordered.orderNo));
      const [failedB, paidB] = await deliveries(await pspTxOf(natural.orderNo));
      expect([failedA?.body.status, paidA?.body.status]).toEqual(['failed', 'paid']);
      // The payment first, then its expiry; and the expiry, then the late payment.
      await paygate.control('/sandbox/callbacks/release', {
        eventIds: [paidA?.eventId, failedA?.eventId],
      });
      await paygate.control('/sandbox/callbacks/release', {
        eventIds: [failedB?.eventId, paidB?.eventId],
      });
      await expect.poll(() => statusOf(m, reordered.orderNo), { timeout: 15_000 }).toBe('paid');
      await expect.poll(() => statusOf(m, natural.orderNo), { timeout: 15_000 }).toBe('paid');
      expect(await reviewOf(reordered.orderNo)).toBe('late');
      expect(await reviewOf(natural.orderNo)).toBe('late');
      expect(await credits(reordered.orderNo)).toBe(1);
      expect(await balanceOf(t.database, m)).toBe(expected.get(m.id));
    } finally {
      await paygate.control('/sandbox/callbacks/hold', { hold: false });
    }
  });

  it('moves no money for a signed callback that does not match its order, or another account', async () => {
    const m = await member();
    const order = await deposit(m, 'MCSFE_depositByQRImageUrl', { amount: 800, bankType: 'PAYID' });
    const tx = await pspTxOf(order.orderNo);
    const event = (over: Partial<PspCallback>): string =>
      JSON.stringify({
        eventId: `EVT${tx}x`,
        kind: 'payment',
        transactionId: tx,
        reference: order.orderNo,
        merchantAccountId: paygate.accountId,
        status: 'paid',
        amount: '80000',
        paidAmount: '80000',
        currency: 'PHP',
        occurredAt: new Date().toISOString(),
        sandbox: true,
        ...over,
      } satisfies PspCallback);
    const post = (body: string, secret = paygate.secret) =>
      t.app.inject({
        method: 'POST',
        url: '/psp/v1/paygate/callback',
        headers: { ...callbackHeaders(secret, body), 'content-type': 'application/json' },
        payload: body,
      });
    // Signed, but not what the order asked for: recorded, acknowledged, no money.
    for (const body of [
      event({ amount: '8000000', paidAmount: '8000000' }),
      event({ currency: 'USD' }),
      event({ transactionId: 'PGTsomeoneelse' }),
    ])
      expect((await post(body)).statusCode).toBe(200);
    // Another merchant account at the PSP, or another secret: refused before the database.
    expect((await post(event({ merchantAccountId: 'another-account' }))).statusCode).toBe(400);
    expect((await post(event({}), 'z'.repeat(32))).statusCode).toBe(401);
    expect(await credits(order.orderNo)).toBe(0);
    expect(await statusOf(m, order.orderNo)).toBe('pending');
    const { rows } = await t.database.query(
      `select outcome from payment_events e join payment_orders o on o.id = e.order_id
        where o.order_no = $1 order by e.id`,
      [order.orderNo],
    );
    expect(rows.map((r) => r['outcome'])).toEqual(['mismatch', 'mismatch', 'mismatch']);
    expect(await balanceOf(t.database, m)).toBe(0n);
  });

  it("records a callback carrying another order's transaction, for an order without one yet, as a mismatch", async () => {
    const m = await member();
    const lost = await deposit(m, 'MCSFE_depositByQRImageUrl', { amount: 300, bankType: 'PAYID' });
    const other = await deposit(m, 'MCSFE_depositByQRImageUrl', { amount: 300, bankType: 'PAYID' });
    const otherTx = await pspTxOf(other.orderNo);
    // The answer to the first create was lost: its order never learnt its PSP transaction.
    await unguarded(
      `update payment_orders set psp_tx_id = null where order_no = '${lost.orderNo}'`,
    );
    const body = JSON.stringify({
      eventId: `EVT${otherTx}w`,
      kind: 'payment',
      transactionId: otherTx,
      reference: lost.orderNo,
      merchantAccountId: paygate.accountId,
      status: 'paid',
      amount: '30000',
      paidAmount: '30000',
      currency: 'PHP',
      occurredAt: new Date().toISOString(),
      sandbox: true,
    } satisfies PspCallback);
    // Acknowledged (a retry would change nothing), recorded, no money, and the orders unchanged.
    expect((await postCallback(body)).statusCode).toBe(200);
    expect(await outcomesOf(lost.orderNo)).toEqual(['mismatch']);
    expect(await credits(lost.orderNo)).toBe(0);
    expect(await credits(other.orderNo)).toBe(0);
    expect(await statusOf(m, lost.orderNo)).toBe('pending');
    expect(await pspTxOf(lost.orderNo)).toBe('null');
    expect(await pspTxOf(other.orderNo)).toBe(otherTx);
    expect(await balanceOf(t.database, m)).toBe(0n);
  });

  it('credits once when the same paid callback arrives many times at once', async () => {
    const m = await member();
    const order = await deposit(m, 'MCSFE_depositByQRImageUrl', { amount: 250, bankType: 'PAYID' });
    const tx = await pspTxOf(order.orderNo);
    const body = JSON.stringify({
      eventId: `EVT${tx}c`,
      kind: 'payment',
      transactionId: tx,
      reference: order.orderNo,
      merchantAccountId: paygate.accountId,
      status: 'paid',
      amount: '25000',
      paidAmount: '25000',
      currency: 'PHP',
      occurredAt: new Date().toISOString(),
      sandbox: true,
    } satisfies PspCallback);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        fetch(`${t.app.listeningOrigin}/psp/v1/paygate/callback`, {
          method: 'POST',
          headers: { ...callbackHeaders(paygate.secret, body), 'content-type': 'application/json' },
          body,
        }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(16).fill(200));
    expectCredit(m.id, 25_000n, 0);
    expect(await credits(order.orderNo)).toBe(1);
    expect(await statusOf(m, order.orderNo)).toBe('paid');
    expect(await balanceOf(t.database, m)).toBe(expected.get(m.id));
  });

  it('reconciles an order whose callbacks never came through the status API, once', async () => {
    const m = await member();
    await paygate.control('/sandbox/callbacks/hold', { hold: true });
    let paid: DepositOrder;
    let expired: DepositOrder;
    try {
      paid = await deposit(m, 'MCSFE_depositByLaunchUrl', {
        amount: 600,
        bankType: 'ONLINE_BANKING',
      });
      expired = await deposit(m, 'MCSFE_depositByLaunchUrl', {
        amount: 700,
        bankType: 'ONLINE_BANKING',
      });
      expect(paid.action).toMatchObject({ type: 'REDIRECT' });
      await paygate.control(`/sandbox/payments/${await pspTxOf(paid.orderNo)}/pay`);
      await paygate.control(`/sandbox/payments/${await pspTxOf(expired.orderNo)}/expire`);
      expectCredit(m.id, 60_000n, 100);
      // Nothing arrived; the job runs after the orders' expiry (30 minutes) and its grace.
      expect(await statusOf(m, paid.orderNo)).toBe('pending');
      const result = await t.app.services.deposits.reconcile(new Date(Date.now() + 40 * 60_000));
      expect(result.applied).toBeGreaterThanOrEqual(2);
      expect(await statusOf(m, paid.orderNo)).toBe('paid');
      expect(await statusOf(m, expired.orderNo)).toBe('expired');
    } finally {
      await paygate.control('/sandbox/callbacks/hold', { hold: false });
    }
    // The held callbacks now arrive: duplicates of what the job applied.
    const tx = await pspTxOf(paid.orderNo);
    await expect
      .poll(async () => (await deliveries(tx)).map((d) => d.status), { timeout: 15_000 })
      .toEqual(['delivered']);
    expect(await credits(paid.orderNo)).toBe(1);
    expect(await balanceOf(t.database, m)).toBe(expected.get(m.id));
  });

  it('still reconciles newer orders when a whole batch of older ones stays open at the PSP', async () => {
    const m = await member();
    const later = new Date(Date.now() + 40 * 60_000);
    // What earlier tests left open is checked once now, so this test's orders are the unchecked ones.
    await t.app.services.deposits.reconcile(later);
    await paygate.control('/sandbox/callbacks/hold', { hold: true });
    let lost: DepositOrder;
    let stuck: DepositOrder[];
    try {
      // Two older orders the PSP still calls pending, then one paid whose callback never came.
      stuck = [
        await deposit(m, 'MCSFE_depositByQRImageUrl', { amount: 110, bankType: 'PAYID' }),
        await deposit(m, 'MCSFE_depositByQRImageUrl', { amount: 120, bankType: 'PAYID' }),
      ];
      lost = await deposit(m, 'MCSFE_depositByQRImageUrl', { amount: 130, bankType: 'PAYID' });
      await paygate.control(`/sandbox/payments/${await pspTxOf(lost.orderNo)}/pay`);
      expectCredit(m.id, 13_000n, 0);
      const first = await t.app.services.deposits.reconcile(later, { batch: 2 });
      expect(first).toEqual({ checked: 2, applied: 0 });
      expect(await statusOf(m, lost.orderNo)).toBe('pending');
      // The next run takes the order not checked yet instead of the same two again.
      const second = await t.app.services.deposits.reconcile(new Date(later.getTime() + 60_000), {
        batch: 2,
      });
      expect(second.applied).toBe(1);
      expect(await statusOf(m, lost.orderNo)).toBe('paid');
      for (const o of stuck) expect(await statusOf(m, o.orderNo)).toBe('pending');
      for (const o of stuck)
        expect((await orderRow(o.orderNo))?.['reconcile_checked_at']).not.toBeNull();
    } finally {
      await paygate.control('/sandbox/callbacks/hold', { hold: false });
    }
    const tx = await pspTxOf(lost.orderNo);
    await expect
      .poll(async () => (await deliveries(tx)).map((d) => d.status), { timeout: 15_000 })
      .toEqual(['delivered']);
    expect(await credits(lost.orderNo)).toBe(1);
    expect(await balanceOf(t.database, m)).toBe(expected.get(m.id));
  });

  it('expires an overdue order whose PSP is no longer configured instead of skipping it for ever', async () => {
    const m = await member();
    const order = await deposit(m, 'MCSFE_depositByQRImageUrl', { amount: 140, bankType: 'PAYID' });
    // As if the PSP's binding was removed from the server's configuration since.
    await unguarded(
      `update payment_orders set psp_code = 'retired' where order_no = '${order.orderNo}'`,
    );
    await t.app.services.deposits.reconcile(new Date(Date.now() + 40 * 60_000));
    expect(await orderRow(order.orderNo)).toMatchObject({
      status: 'expired',
      failure_reason: 'NO_PSP_BINDING',
    });
    expect(await credits(order.orderNo)).toBe(0);
  });

  it('leaves every member with what the PSP was paid minus fees, and a clean ledger', async () => {
    const merchantId = (await demoMerchant(t.database)).id;
    for (const [memberId, minor] of expected)
      expect(await balanceOf(t.database, { id: memberId, merchantId }), `member ${memberId}`).toBe(
        minor,
      );
    const { rows } = await t.database.query(
      `select count(*)::int as n from journal where kind = 'deposit.credit'`,
    );
    expect(Number(rows[0]?.['n'])).toBe(8);
    await expectLedgerClean(t.database);
  });

  it("refuses the server's own role any rewrite of payment history", async () => {
    const paid = `(select id from payment_orders where status = 'paid' order by id limit 1)`;
    for (const text of [
      `update payment_events set outcome = 'credited' where order_id = ${paid}`,
      `delete from payment_events where order_id = ${paid}`,
      `delete from payment_orders where id = ${paid}`,
      `update payment_orders set status = 'failed' where id = ${paid}`,
      `update payment_orders set paid_amount = paid_amount + 1 where id = ${paid}`,
      `update payment_orders set amount = amount + 1 where status = 'pending'`,
    ])
      await expect(t.database.query(text), text).rejects.toThrow();
    await expectLedgerClean(t.database);
  });

  it('makes the ledger check fail when a paid order and its credit disagree', async () => {
    const target = `(select id from payment_orders where status = 'paid' order by id limit 1)`;
    await unguarded(`update payment_orders set paid_amount = paid_amount + 1 where id = ${target}`);
    const report = await checkLedger(t.database.db);
    expect(report.problems.some((p) => p.startsWith('payment-order-journals:'))).toBe(true);
    await unguarded(`update payment_orders set paid_amount = paid_amount - 1 where id = ${target}`);
    await unguarded(
      `update payment_orders set journal_id = null, status = 'failed', paid_amount = null, fee_amount = null
        where id = ${target}`,
    );
    const orphan = await checkLedger(t.database.db);
    expect(orphan.problems.some((p) => p.startsWith('deposit-journal-owner:'))).toBe(true);
  });
});
