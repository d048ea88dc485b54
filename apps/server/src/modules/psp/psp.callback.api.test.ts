import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import { callbackHeaders } from '@monsoon/contracts/psp/signature';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ModuleContext } from '@/services.ts';
import { createPaygateProvider } from './paygate.client.ts';
import { registerPspModule } from './psp.routes.ts';
import { createPspService, type CallbackOutcome } from './psp.service.ts';

/**
 * `POST /psp/v1/{psp}/callback`: the signature is checked before anything else, the event goes to the
 * handler of its kind, and the PSP is acknowledged only when the handler has applied it.
 */
const secret = randomBytes(24).toString('hex');
let app: FastifyInstance;
const seen: PspCallback[] = [];
let nextOutcome: CallbackOutcome = { ack: true };
// The route and the PSP service alone, with a handler of this test's own (the server's composition
// registers the deposits module's; deposits.callbacks.api.test.ts tests it through the real app).
beforeAll(async () => {
  const psp = createPspService({
    clock: { now: () => new Date() },
    bindings: [
      {
        code: 'paygate',
        accountId: 'acct-1',
        sandbox: true,
        callbackUrl: 'http://127.0.0.1/psp/v1/paygate/callback',
        provider: createPaygateProvider({
          baseUrl: 'http://127.0.0.1:9',
          accountId: 'acct-1',
          secret,
          now: () => Date.now(),
        }),
      },
    ],
  });
  psp.onEvent('payment', async (_psp, event) => {
    seen.push(event);
    return nextOutcome;
  });
  app = Fastify();
  await registerPspModule(app, { services: { psp } } as unknown as ModuleContext);
  await app.ready();
});
afterAll(async () => app.close());

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
  app.inject({ method: 'POST', url: `/psp/v1/${psp}/callback`, headers, payload: body });

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

  it('asks for a retry while the handler has not applied it, or while no module takes the kind', async () => {
    nextOutcome = { ack: false };
    const body = JSON.stringify(event());
    expect((await post(body, callbackHeaders(secret, body))).statusCode).toBe(503);
    nextOutcome = { ack: true };
    expect((await post(body, callbackHeaders(secret, body))).statusCode).toBe(200);
    // This service has no payout handler (the app's withdrawals module registers one; see
    // withdrawals-payouts.api.test.ts): the PSP is asked to retry rather than told it was applied.
    const payout = JSON.stringify(event({ kind: 'payout' }));
    expect((await post(payout, callbackHeaders(secret, payout))).statusCode).toBe(503);
  });
});
