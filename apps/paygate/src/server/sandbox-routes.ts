import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { minorAmount, pspId } from '@monsoon/contracts/psp/common';
import type { CallbackService } from '@/server/callback-service.ts';
import { CALLBACK_TRICKS } from '@/server/callback-service.ts';
import { issuesOf, sendError } from '@/server/http-errors.ts';
import { presentPayment } from '@/server/payment-presenter.ts';
import type { PaymentService } from '@/server/payment-service.ts';
import { presentPayout } from '@/server/payout-presenter.ts';
import type { PayoutService } from '@/server/payout-service.ts';
import type { Outcome } from '@/server/outcome.ts';
import type { PaymentRecord } from '@/server/payment-store.ts';

const parseEvent = (raw: string): unknown => JSON.parse(raw);

export interface SandboxRoutesDeps {
  payments: PaymentService;
  payouts: PayoutService;
  callbacks: CallbackService;
  publicUrl: string;
}

const payBody = z.strictObject({ paidAmount: minorAmount.optional() }).default({});
const trickBody = z.strictObject({ trick: z.enum(CALLBACK_TRICKS) });
const holdBody = z.strictObject({ hold: z.boolean() });
const releaseBody = z.strictObject({ eventIds: z.array(pspId).min(1).max(100) });
const listQuery = z.object({ transactionId: pspId });

/**
 * The sandbox control API for tests (PAYGATE_SANDBOX_CONTROLS=true only): complete payments and
 * payouts without a browser, and send misbehaving callbacks on purpose. Unsigned: never enable it on
 * an address others can reach.
 */
export async function sandboxRoutes(app: FastifyInstance, deps: SandboxRoutesDeps): Promise<void> {
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.post<{ Params: { id: string; action: string } }>(
    '/sandbox/payments/:id/:action',
    async (req, reply) => {
      const { id, action } = req.params;
      let outcome: Outcome<PaymentRecord>;
      if (action === 'pay') {
        const body = payBody.safeParse(req.body ?? undefined);
        if (!body.success) return sendError(reply, 'INVALID_REQUEST', issuesOf(body.error));
        const { paidAmount } = body.data;
        outcome = deps.payments.pay(id, {
          allowLate: true,
          ...(paidAmount === undefined ? {} : { paidAmount: BigInt(paidAmount) }),
        });
      } else if (action === 'fail') outcome = deps.payments.fail(id);
      else if (action === 'expire') outcome = deps.payments.expireNow(id);
      else return sendError(reply, 'NOT_FOUND', 'actions: pay, fail, expire');
      return outcome.ok
        ? presentPayment(outcome.value, deps.publicUrl)
        : sendError(reply, outcome.code, outcome.message);
    },
  );

  app.post<{ Params: { id: string; action: string } }>(
    '/sandbox/payouts/:id/:action',
    async (req, reply) => {
      const { id, action } = req.params;
      if (action !== 'pay' && action !== 'fail')
        return sendError(reply, 'NOT_FOUND', 'actions: pay, fail');
      const outcome = action === 'pay' ? deps.payouts.pay(id) : deps.payouts.fail(id);
      return outcome.ok
        ? presentPayout(outcome.value)
        : sendError(reply, outcome.code, outcome.message);
    },
  );

  /** The deliveries of one payment or payout: attempts, back-off, last outcome, the event sent. */
  app.get('/sandbox/callbacks', async (req, reply) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) return sendError(reply, 'INVALID_REQUEST', issuesOf(query.error));
    return deps.callbacks.ofTransaction(query.data.transactionId).map((d) => ({
      eventId: d.eventId,
      status: d.status,
      attempts: d.attempts,
      delays: d.delays,
      lastOutcome: d.lastOutcome,
      createdAt: new Date(d.createdAt).toISOString(),
      deliveredAt: d.deliveredAt === null ? null : new Date(d.deliveredAt).toISOString(),
      body: parseEvent(d.raw),
    }));
  });

  /** Sends an event once more, misbehaving: `duplicate`, `stale` (replayed old) or `tampered`. */
  app.post<{ Params: { eventId: string } }>(
    '/sandbox/callbacks/:eventId/send',
    async (req, reply) => {
      const body = trickBody.safeParse(req.body);
      if (!body.success) return sendError(reply, 'INVALID_REQUEST', issuesOf(body.error));
      const outcome = await deps.callbacks.sendTrick(req.params.eventId, body.data.trick);
      if (!outcome) return sendError(reply, 'NOT_FOUND', 'no such event');
      return outcome;
    },
  );

  /** While held, new events wait; releasing sends them in the order given (reordered callbacks). */
  app.post('/sandbox/callbacks/hold', async (req, reply) => {
    const body = holdBody.safeParse(req.body);
    if (!body.success) return sendError(reply, 'INVALID_REQUEST', issuesOf(body.error));
    deps.callbacks.hold(body.data.hold);
    return { hold: body.data.hold };
  });

  app.post('/sandbox/callbacks/release', async (req, reply) => {
    const body = releaseBody.safeParse(req.body);
    if (!body.success) return sendError(reply, 'INVALID_REQUEST', issuesOf(body.error));
    return { released: await deps.callbacks.releaseInOrder(body.data.eventIds) };
  });
}
