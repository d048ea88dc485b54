import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import { callbackHeaders } from '@monsoon/contracts/psp/signature';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import type { CallbackOutcome } from './psp.service.ts';

/**
 * `POST /psp/v1/{psp}/callback`: the signature is checked before anything else, the event goes to the
 * handler of its kind, and the PSP is acknowledged only when the handler has applied it.
 */
const secret = randomBytes(24).toString('hex');
let t: TestApp;
const seen: PspCallback[] = [];
let nextOutcome: CallbackOutcome = { ack: true };
beforeAll(async () => {
  t = await createTestApp({ env: { PAYGATE_SECRET: secret, PAYGATE_ACCOUNT: 'acct-1' } });
  t.app.services.psp.onEvent('payment', async (_psp, event) => {
    seen.push(event);
    return nextOutcome;
  });
});
afterAll(async () => t.close());

const event = (over: Partial<PspCallback> = {}): PspCallback => ({
  eventId: `EVT${randomBytes(6).toString('hex')}`,
  kind: 'payment',
  transactionId: 'PGT1',
  reference: 'order-1',
  merchantAccountId: 'acct-1',
  status: 'paid',
  amount: '10000',
  paidAmount: '10000',
  currency: 'PHP',
  occurredAt: new Date().toISOString(),
  sandbox: true,
  ...over,
});

const post = (body: string, headers: Record<string, string>, psp = 'paygate') =>
  t.app.inject({ method: 'POST', url: `/psp/v1/${psp}/callback`, headers, payload: body });

describe('PSP callbacks', () => {
  it('hands a signed event to its handler and acknowledges it', async () => {
    const body = JSON.stringify(event());
    const res = await post(body, callbackHeaders(secret, body));
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)?.reference).toBe('order-1');
  });

  it('refuses a tampered, unsigned, stale or foreign event before the handler sees it', async () => {
    const before = seen.length;
    const body = JSON.stringify(event());
    const headers = callbackHeaders(secret, body);
    expect((await post(body.replace('10000', '99999'), headers)).statusCode).toBe(401);
    expect((await post(body, { 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await post(body, callbackHeaders(secret, body, Date.now() - 600_000))).statusCode).toBe(
      401,
    );
    expect((await post(body, callbackHeaders('y'.repeat(32), body))).statusCode).toBe(401);
    const foreign = JSON.stringify(event({ merchantAccountId: 'acct-2' }));
    expect((await post(foreign, callbackHeaders(secret, foreign))).statusCode).toBe(400);
    const junk = '{"kind":"payment"}';
    expect((await post(junk, callbackHeaders(secret, junk))).statusCode).toBe(400);
    expect((await post(body, headers, 'nobody')).statusCode).toBe(404);
    const huge = JSON.stringify(event({ reference: 'r' })).replace(
      '"r"',
      `"${'r'.repeat(70 * 1024)}"`,
    );
    expect((await post(huge, callbackHeaders(secret, huge))).statusCode).toBe(400);
    expect(seen.length).toBe(before);
  });

  it('asks for a retry while the handler has not applied it; payouts go to the withdrawals module', async () => {
    nextOutcome = { ack: false };
    const body = JSON.stringify(event());
    expect((await post(body, callbackHeaders(secret, body))).statusCode).toBe(503);
    nextOutcome = { ack: true };
    expect((await post(body, callbackHeaders(secret, body))).statusCode).toBe(200);
    // The withdrawals module takes payouts: one naming no withdrawal is acknowledged, moving nothing.
    const payout = JSON.stringify(event({ kind: 'payout' }));
    expect((await post(payout, callbackHeaders(secret, payout))).statusCode).toBe(200);
  });
});
