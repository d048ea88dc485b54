import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pspCallback } from '@monsoon/contracts/psp/callbacks';
import type { Behaviour } from '@/server/test/callback-receiver.ts';
import { CallbackReceiver } from '@/server/test/callback-receiver.ts';
import type { Harness } from '@/server/test/harness.ts';
import { SECRET, createPayment, startHarness } from '@/server/test/harness.ts';

let h: Harness;
let receiver: CallbackReceiver;
let callbackUrl: string;

beforeEach(async () => {
  receiver = new CallbackReceiver(SECRET);
  callbackUrl = await receiver.start();
  h = await startHarness({}, { realClock: true });
});
afterEach(async () => {
  await h.close();
  await receiver.stop();
});

const control = (url: string, payload: Record<string, unknown> = {}) =>
  h.app.inject({ method: 'POST', url, payload });
const deliveries = (transactionId: string) => h.app.paygate.callbacks.ofTransaction(transactionId);

describe('signed callbacks against a real HTTP receiver', () => {
  it('retries a drop, a 500 and a timeout with growing back-off until acknowledged, then stops', async () => {
    receiver.plan = ['drop', 'http500', 'hang', 'ack'];
    const p = await createPayment(h, { callbackUrl });
    expect(
      (await control(`/sandbox/payments/${p.id}/pay`, { paidAmount: '9000' })).statusCode,
    ).toBe(200);
    await expect.poll(() => deliveries(p.id)[0]?.status).toBe('delivered');

    const [delivery] = deliveries(p.id);
    expect(delivery).toMatchObject({ attempts: 4, lastOutcome: 'HTTP 200' });
    // The waits doubled: 40, 80, 160 ms (base 40).
    expect(delivery?.delays).toEqual([40, 80, 160]);
    const got = receiver.received;
    expect(got.map((r) => r.behaviour)).toEqual(['drop', 'http500', 'hang', 'ack']);
    // Every attempt carried the same bytes under a valid signature of its own.
    expect(new Set(got.map((r) => r.raw)).size).toBe(1);
    expect(got.every((r) => r.verdict.ok)).toBe(true);
    // Never earlier than the back-off allows.
    got.slice(1).forEach((r, i) => {
      expect(r.at - (got[i]?.at ?? 0)).toBeGreaterThanOrEqual(delivery?.delays[i] ?? Infinity);
    });
    // The hang held the third attempt for the whole 1,500 ms timeout before its 160 ms wait (the
    // sender's timer starts a moment before the receiver sees the request, hence not 1,660).
    expect(got[3]!.at - got[2]!.at).toBeGreaterThanOrEqual(1_500);

    const acked = receiver.acknowledged();
    expect(acked).toHaveLength(1);
    expect(acked[0]).toEqual(
      pspCallback.parse({
        eventId: acked[0]?.eventId,
        kind: 'payment',
        transactionId: p.id,
        reference: acked[0]?.reference,
        merchantAccountId: 'monsoon-test',
        status: 'paid',
        amount: '10000',
        paidAmount: '9000',
        currency: 'CNY',
        occurredAt: acked[0]?.occurredAt,
        sandbox: true,
      }),
    );
    // Acknowledged: further passes of the loop send nothing more.
    h.app.paygate.ticker.runOnce();
    await h.app.paygate.callbacks.drain();
    expect(receiver.received).toHaveLength(4);
  });

  it('delivers each of many events exactly once', async () => {
    receiver.plan = ['http500', 'drop', 'http500'];
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const p = await createPayment(h, { callbackUrl });
      ids.push(p.id);
      await control(`/sandbox/payments/${p.id}/${i % 2 ? 'fail' : 'pay'}`);
    }
    await expect
      .poll(() => ids.every((id) => deliveries(id)[0]?.status === 'delivered'))
      .toBe(true);
    const acked = receiver.acknowledged();
    expect(acked.map((c) => c.transactionId).sort()).toEqual([...ids].sort());
    expect(new Set(acked.map((c) => c.eventId)).size).toBe(6);
    expect(
      acked.filter((c) => c.status === 'failed').every((c) => c.failureReason === 'DECLINED'),
    ).toBe(true);
  });

  it('resumes an unacknowledged callback from disk after a restart', async () => {
    // Down (HTTP 500) for as long as the first process runs.
    receiver.plan = Array<Behaviour>(10_000).fill('http500');
    const p = await createPayment(h, { callbackUrl });
    await control(`/sandbox/payments/${p.id}/pay`);
    await expect.poll(() => deliveries(p.id)[0]?.attempts ?? 0).toBeGreaterThanOrEqual(1);
    await h.app.close();
    expect(deliveries(p.id)[0]?.status).toBe('pending');
    const before = receiver.received.length;
    receiver.plan = [];

    const restarted = await h.restart();
    await expect
      .poll(() => restarted.paygate.callbacks.ofTransaction(p.id)[0]?.status)
      .toBe('delivered');
    expect(receiver.received).toHaveLength(before + 1);
    expect(new Set(receiver.received.map((r) => r.raw)).size).toBe(1);
    expect(receiver.acknowledged()).toHaveLength(1);
    // The payment itself came back from disk too.
    expect(restarted.paygate.payments.find(p.id)?.status).toBe('paid');
  });

  it('gives up after the give-up time, keeping the payment answerable by the status API', async () => {
    await h.app.close();
    h = await startHarness(
      { timing: { ...h.config.timing, callbackGiveUpMs: 60_000 } },
      { realClock: true },
    );
    receiver.plan = Array<Behaviour>(10_000).fill('http500');
    const p = await createPayment(h, { callbackUrl });
    await control(`/sandbox/payments/${p.id}/pay`);
    await expect.poll(() => deliveries(p.id)[0]?.attempts ?? 0).toBeGreaterThanOrEqual(1);
    h.advance(61_000);
    await expect.poll(() => deliveries(p.id)[0]?.status).toBe('abandoned');
    const sent = receiver.received.length;
    h.app.paygate.ticker.runOnce();
    await h.app.paygate.callbacks.drain();
    expect(receiver.received).toHaveLength(sent);
  });
});

describe('misbehaving callbacks sent on purpose', () => {
  const settled = async () => {
    const p = await createPayment(h, { callbackUrl });
    await control(`/sandbox/payments/${p.id}/pay`);
    await expect.poll(() => deliveries(p.id)[0]?.status).toBe('delivered');
    return { id: p.id, eventId: deliveries(p.id)[0]?.eventId ?? '' };
  };
  const trick = (eventId: string, name: string) =>
    control(`/sandbox/callbacks/${eventId}/send`, { trick: name });

  it('sends a duplicate (valid, same event), a replayed old one and a tampered one (both refused)', async () => {
    const { eventId } = await settled();
    const duplicate = await trick(eventId, 'duplicate');
    expect(duplicate.json()).toMatchObject({ acknowledged: true, httpStatus: 200 });
    expect(receiver.deliveriesOf(eventId)).toHaveLength(2);

    const stale = await trick(eventId, 'stale');
    expect(stale.json()).toMatchObject({ acknowledged: false, httpStatus: 401 });
    const tampered = await trick(eventId, 'tampered');
    expect(tampered.json()).toMatchObject({ acknowledged: false, httpStatus: 401 });
    const refused = receiver.received.slice(-2);
    expect(refused.map((r) => r.verdict)).toEqual([
      { ok: false, reason: 'INVALID_SIGNATURE' },
      { ok: false, reason: 'INVALID_SIGNATURE' },
    ]);
    // The stale one carries the original bytes; the tampered one an amount ten times larger.
    expect(refused[0]?.raw).toBe(receiver.received[0]?.raw);
    expect(refused[1]?.raw).toContain('"amount":"100000"');
    expect((await trick('EVTNOPE', 'duplicate')).statusCode).toBe(404);
  });

  it('holds events and releases them in the order asked (reordered callbacks)', async () => {
    const p = await createPayment(h, { callbackUrl });
    await control('/sandbox/callbacks/hold', { hold: true });
    await control(`/sandbox/payments/${p.id}/expire`);
    // Money arriving after expiry: the control API may still pay it (a late payment).
    const late = await control(`/sandbox/payments/${p.id}/pay`);
    expect(late.json()).toMatchObject({ status: 'paid', failureReason: null });
    const [expired, paid] = deliveries(p.id);
    expect([expired?.status, paid?.status]).toEqual(['held', 'held']);
    h.app.paygate.ticker.runOnce();
    expect(receiver.received).toHaveLength(0);

    const released = await control('/sandbox/callbacks/release', {
      eventIds: [paid?.eventId, expired?.eventId],
    });
    expect(released.json()).toEqual({ released: [paid?.eventId, expired?.eventId] });
    const order = receiver.acknowledged().map((c) => [c.status, c.failureReason ?? null]);
    expect(order).toEqual([
      ['paid', null],
      ['failed', 'EXPIRED'],
    ]);
    await control('/sandbox/callbacks/hold', { hold: false });
  });

  it('lists the deliveries of a payment', async () => {
    const { id, eventId } = await settled();
    const res = await h.app.inject(`/sandbox/callbacks?transactionId=${id}`);
    expect(res.json()).toEqual([
      expect.objectContaining({
        eventId,
        status: 'delivered',
        attempts: 1,
        body: expect.objectContaining({ transactionId: id }),
      }),
    ]);
  });
});
