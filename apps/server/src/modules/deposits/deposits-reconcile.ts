import { addMinutes, type Clock } from '@/lib/clock.ts';
import type { PspService } from '@/modules/psp/psp.service.ts';
import type { DepositsRepository, PaymentOrderRow } from './deposits.repository.ts';
import type { EventOutcome, PaymentEvent } from './deposits-payments.ts';

/** How long past its expiry an open order waits for its callback before reconciliation asks the PSP. */
export const RECONCILE_GRACE_MINUTES = 2;
/** How many overdue orders one run of the reconciliation job looks at. */
const RECONCILE_BATCH = 100;

/**
 * Reconciliation of deposits (design/money.md §11, decision 0044): open orders past their expiry are
 * asked about at their PSP, and what the PSP answers goes through the same handler as a callback.
 */
export function createDepositReconciler(deps: {
  repo: DepositsRepository;
  clock: Clock;
  psp: PspService;
  applyEvent: (pspCode: string, event: PaymentEvent) => Promise<EventOutcome>;
  log?: { warn(obj: object, msg: string): void } | undefined;
}) {
  const { repo, clock, psp, applyEvent } = deps;

  /** One overdue order at reconciliation; true when it was settled (credited, failed or expired). */
  async function reconcileOne(order: PaymentOrderRow, now: Date): Promise<boolean> {
    const binding = psp.binding(order.pspCode);
    if (!binding) {
      // Nobody can ask this PSP any more, nor can its callbacks be verified.
      await repo.markFailed(order.id, 'expired', 'NO_PSP_BINDING', now);
      return true;
    }
    if (order.pspTxId === null) {
      await repo.markFailed(order.id, 'expired', 'NO_PSP_ANSWER', now);
      return true;
    }
    const answer = await binding.provider.getPayment(order.pspTxId);
    if (answer.kind !== 'ok') return false;
    const p = answer.value;
    if (p.status === 'pending') return false;
    const outcome = await applyEvent(binding.code, {
      source: 'reconcile',
      eventId: null,
      transactionId: p.id,
      reference: p.orderReference,
      merchantAccountId: p.merchantAccountId,
      status: p.status === 'paid' ? 'paid' : 'failed',
      amount: p.amount,
      paidAmount: p.paidAmount ?? undefined,
      failureReason: p.status === 'expired' ? 'EXPIRED' : (p.failureReason ?? undefined),
      currency: p.currency,
      occurredAt: p.completedAt ?? now.toISOString(),
    });
    return outcome === 'credited' || outcome === 'failed';
  }

  return {
    /**
     * The reconciliation job: asks the PSP about open orders past their expiry and applies what it
     * answers through the same path as a callback. An order the PSP never acknowledged, or whose PSP
     * is no longer configured, expires (money that still arrives credits, flagged late). An order left
     * open (the PSP still says pending, or did not answer) is stamped checked and waits behind the
     * orders not yet checked, so a batch of stuck orders cannot starve the newer ones.
     */
    async reconcile(
      now: Date = clock.now(),
      opts: { batch?: number } = {},
    ): Promise<{ checked: number; applied: number }> {
      const due = await repo.overdue(
        addMinutes(now, -RECONCILE_GRACE_MINUTES),
        opts.batch ?? RECONCILE_BATCH,
      );
      let applied = 0;
      for (const order of due) {
        let settled = false;
        try {
          settled = await reconcileOne(order, now);
        } catch (err) {
          // One order that cannot be applied must not stop the rest of the batch, now or later.
          deps.log?.warn({ orderNo: order.orderNo, err }, 'reconciling a payment order failed');
        }
        if (settled) applied++;
        // Left open: behind every order not checked yet (a no-op if a callback settled it meanwhile).
        else await repo.markChecked(order.id, now);
      }
      return { checked: due.length, applied };
    },
  };
}
