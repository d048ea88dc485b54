import { afterEach, describe, expect, it } from 'vitest';
import { pspCallback } from '@monsoon/contracts/psp/callbacks';
import { pspPayment } from '@monsoon/contracts/psp/payments';
import type { Harness } from '@/server/test/harness.ts';
import { ACCOUNT, createPayment, signedInject, startHarness } from '@/server/test/harness.ts';

let h: Harness;
afterEach(async () => h.close());

const post = (url: string) =>
  h.app.inject({
    method: 'POST',
    url,
    payload: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('a payment expires on time', () => {
  it('expires when its time comes: failed(EXPIRED) event, no buttons, the page can no longer pay', async () => {
    h = await startHarness();
    const expiresAt = new Date(h.now() + 2 * 60_000).toISOString();
    const p = await createPayment(h, { expiresAt });
    h.advance(2 * 60_000 - 1);
    h.app.paygate.ticker.runOnce();
    expect(h.app.paygate.payments.find(p.id)?.status).toBe('pending');

    h.advance(1);
    h.app.paygate.ticker.runOnce();
    const payment = h.app.paygate.payments.find(p.id);
    expect(payment).toMatchObject({
      status: 'expired',
      failureReason: 'EXPIRED',
      completedAt: h.now(),
    });
    const [event] = h.app.paygate.callbacks.ofTransaction(p.id);
    expect(JSON.parse(event?.raw ?? '{}')).toMatchObject({
      status: 'failed',
      failureReason: 'EXPIRED',
    });

    await post(`/pay/${p.id}/pay`);
    expect(h.app.paygate.payments.find(p.id)?.status).toBe('expired');
    const html = (await h.app.inject(`/pay/${p.id}`)).body;
    expect(html).toContain('This payment expired and can no longer be paid.');
    expect(html).not.toContain('>Pay</button>');
    const status = await signedInject(h.app, 'GET', `/api/v1/payments/${p.id}`);
    expect(pspPayment.parse(status.json()).status).toBe('expired');
  });

  it('expires at its time even when nothing ticked: the page and the API see it expired', async () => {
    h = await startHarness();
    const p = await createPayment(h, { expiresAt: new Date(h.now() + 90_000).toISOString() });
    h.advance(90_000);
    const res = await post(`/pay/${p.id}/pay`);
    expect(res.statusCode).toBe(303);
    expect(h.app.paygate.payments.find(p.id)?.status).toBe('expired');
    expect(h.app.paygate.callbacks.ofTransaction(p.id)).toHaveLength(1);
  });

  it('expires a payment whose time passed while the sandbox was down, on the first pass after restart', async () => {
    h = await startHarness();
    const p = await createPayment(h, { expiresAt: new Date(h.now() + 5 * 60_000).toISOString() });
    await h.app.close();
    h.advance(10 * 60_000);
    const restarted = await h.restart();
    // The loop's first pass runs at ready: no request needed.
    expect(restarted.paygate.payments.count('expired')).toBe(1);
    expect(restarted.paygate.callbacks.ofTransaction(p.id)).toHaveLength(1);
  });

  it('lets the control API pay an expired payment late (the money arrived after expiry)', async () => {
    h = await startHarness();
    const p = await createPayment(h);
    await h.app.inject({ method: 'POST', url: `/sandbox/payments/${p.id}/expire` });
    const late = await h.app.inject({
      method: 'POST',
      url: `/sandbox/payments/${p.id}/pay`,
      payload: { paidAmount: '10000' },
    });
    expect(pspPayment.parse(late.json())).toMatchObject({ status: 'paid', paidAmount: '10000' });
    const events = h.app.paygate.callbacks
      .ofTransaction(p.id)
      .map((d) => pspCallback.parse(JSON.parse(d.raw)).status);
    expect(events).toEqual(['failed', 'paid']);
    // A payment that is already paid or failed refuses a second outcome.
    const again = await h.app.inject({ method: 'POST', url: `/sandbox/payments/${p.id}/fail` });
    expect(again.statusCode).toBe(409);
  });
});

describe('payouts', () => {
  const createPayout = async () => {
    const body = {
      merchantAccountId: ACCOUNT,
      payoutReference: `W-${Math.random().toString(36).slice(2, 10)}`,
      amount: '7000',
      currency: 'VND',
      payee: { type: 'CRYPTO', network: 'TRON', address: 'TXYZabcdefghijkmnopqrstuvwxyz12345' },
      callbackUrl: 'http://127.0.0.1:9/psp/callback',
    };
    const res = await signedInject(h.app, 'POST', '/api/v1/payouts', JSON.stringify(body));
    return res.json<{ id: string }>().id;
  };

  it('complete by themselves after PAYGATE_AUTO_PAYOUT_MS', async () => {
    h = await startHarness({ autoPayoutMs: 30_000 });
    const id = await createPayout();
    h.advance(29_999);
    h.app.paygate.ticker.runOnce();
    expect(h.app.paygate.payouts.find(id)?.status).toBe('pending');
    h.advance(1);
    h.app.paygate.ticker.runOnce();
    expect(h.app.paygate.payouts.find(id)?.status).toBe('paid');
    const [event] = h.app.paygate.callbacks.ofTransaction(id);
    expect(JSON.parse(event?.raw ?? '{}')).toMatchObject({
      kind: 'payout',
      status: 'paid',
      amount: '7000',
    });
  });

  it('wait for the sandbox otherwise, and complete through the control API', async () => {
    h = await startHarness();
    const id = await createPayout();
    h.advance(86_400_000);
    h.app.paygate.ticker.runOnce();
    expect(h.app.paygate.payouts.find(id)?.status).toBe('pending');
    const res = await h.app.inject({ method: 'POST', url: `/sandbox/payouts/${id}/fail` });
    expect(res.json()).toMatchObject({ status: 'failed', failureReason: 'PAYEE_REJECTED' });
    expect(
      (await h.app.inject({ method: 'POST', url: `/sandbox/payouts/${id}/pay` })).statusCode,
    ).toBe(409);
  });
});

describe('the sandbox control API', () => {
  it('exists only when PAYGATE_SANDBOX_CONTROLS is on', async () => {
    h = await startHarness({ sandboxControls: false });
    const p = await createPayment(h);
    for (const url of [`/sandbox/payments/${p.id}/pay`, '/sandbox/callbacks/hold']) {
      const res = await h.app.inject({ method: 'POST', url, payload: { hold: true } });
      expect(res.statusCode).toBe(404);
    }
    expect((await h.app.inject('/payouts')).statusCode).toBe(404);
    expect(h.app.paygate.payments.find(p.id)?.status).toBe('pending');
    expect((await h.app.inject('/healthz')).json()).toMatchObject({ sandboxControls: false });
  });

  it('refuses an unknown action and a bad paid amount', async () => {
    h = await startHarness();
    const p = await createPayment(h);
    expect(
      (await h.app.inject({ method: 'POST', url: `/sandbox/payments/${p.id}/refund` })).statusCode,
    ).toBe(404);
    const bad = await h.app.inject({
      method: 'POST',
      url: `/sandbox/payments/${p.id}/pay`,
      payload: { paidAmount: '1.5' },
    });
    expect(bad.statusCode).toBe(400);
    expect(h.app.paygate.payments.find(p.id)?.status).toBe('pending');
  });
});
