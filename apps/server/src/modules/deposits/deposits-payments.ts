import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import type { Clock } from '@/lib/clock.ts';
import { sha256 } from '@/lib/ids.ts';
import type { CallbackOutcome, PspBinding } from '@/modules/psp/psp.service.ts';
import { IdempotencyReplay } from '@/modules/wallet/ledger.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { createDepositsRepository } from './deposits.repository.ts';

/** The journal kind and idempotency scope of a deposit's credit (key: the order's id). */
export const DEPOSIT_CREDIT = 'deposit.credit';
/** The system account the PSP's money arrives from, and the one deposit fees go to. */
export const PSP_CLEARING_ACCOUNT = 'psp_clearing';
export const DEPOSIT_FEE_ACCOUNT = 'deposit_fee';

/** The fee of a paid amount: basis points, rounded down (the member never pays more than the rate). */
export const feeOf = (paid: bigint, feeBps: number): bigint => (paid * BigInt(feeBps)) / 10_000n;

/** A PSP event as the order's handler applies it (a verified callback, or a status read). */
export interface PaymentEvent {
  source: 'callback' | 'reconcile';
  eventId: string | null;
  transactionId: string;
  reference: string;
  merchantAccountId: string;
  status: 'paid' | 'failed';
  amount: string;
  paidAmount?: string | undefined;
  failureReason?: string | undefined;
  currency: string;
  occurredAt: string;
}

/** What applying an event did to its order (stored with the event). */
export type EventOutcome = 'credited' | 'duplicate' | 'failed' | 'ignored' | 'mismatch' | 'unknown';

/**
 * The PSP side of deposits (design/money.md §11): a verified callback or a reconciliation read is
 * applied to its order in one transaction, and a paid event credits the member once (the ledger key is
 * the order), whatever duplicates, reorders or late events arrive.
 */
export function createDepositPayments(deps: {
  clock: Clock;
  wallet: WalletService;
  log?: { warn(obj: object, msg: string): void } | undefined;
}) {
  const { clock, wallet } = deps;

  /**
   * Applies one PSP event to its order in one transaction: the order's row lock serialises duplicates;
   * a paid event credits once (the ledger key is the order), anything else moves no money.
   */
  async function applyEvent(pspCode: string, event: PaymentEvent): Promise<EventOutcome> {
    return wallet.ledger.run(async (tx) => {
      const r = createDepositsRepository(tx);
      const order = await r.lockByOrderNo(event.reference);
      if (!order) {
        deps.log?.warn({ reference: event.reference }, 'PSP event for no order');
        return 'unknown';
      }
      const record = (outcome: EventOutcome) =>
        r.insertEvent({
          merchantId: order.merchantId,
          orderId: order.id,
          source: event.source,
          eventId: event.eventId,
          pspTxId: event.transactionId,
          status: event.status,
          amount: BigInt(event.amount),
          paidAmount: event.paidAmount === undefined ? null : BigInt(event.paidAmount),
          currency: event.currency,
          outcome,
        });
      const mismatch =
        order.pspCode !== pspCode ||
        order.pspAccountId !== event.merchantAccountId ||
        order.asset !== event.currency ||
        order.amount !== BigInt(event.amount) ||
        (order.pspTxId !== null && order.pspTxId !== event.transactionId);
      // An order whose create answer was lost has no transaction yet: the event's may not be another
      // order's (storing it would break the unique index and fail the callback for ever).
      const taken =
        !mismatch &&
        order.pspTxId === null &&
        ((await r.orderIdByTransaction(pspCode, event.transactionId)) ?? order.id) !== order.id;
      if (mismatch || taken) {
        await record('mismatch');
        return 'mismatch';
      }
      if (event.status === 'failed') {
        if (order.status === 'paid') {
          // The PSP expired the payment before it was paid (the events crossed): money arrived late.
          const reasons = new Set(order.reviewReason?.split(',') ?? []);
          if (event.failureReason === 'EXPIRED' && !reasons.has('late'))
            await r.flagReview(order.id, ['late', ...reasons].join(','));
          await record('ignored');
          return 'ignored';
        }
        if (order.status === 'failed' || order.status === 'expired') {
          await record('duplicate');
          return 'duplicate';
        }
        if (order.pspTxId === null) await r.setTransaction(order.id, event.transactionId);
        const expired = event.failureReason === 'EXPIRED';
        await r.markFailed(
          order.id,
          expired ? 'expired' : 'failed',
          event.failureReason ?? 'DECLINED',
          clock.now(),
        );
        await record('failed');
        return 'failed';
      }
      if (order.status === 'paid') {
        await record('duplicate');
        return 'duplicate';
      }
      const paid = BigInt(event.paidAmount ?? event.amount);
      if (paid <= 0n) {
        await record('mismatch');
        return 'mismatch';
      }
      const fee = feeOf(paid, order.feeBps);
      const net = paid - fee;
      const late =
        order.status === 'failed' ||
        order.status === 'expired' ||
        Date.parse(event.occurredAt) > order.expiresAt.getTime();
      const reasons = [late ? 'late' : null, paid !== order.amount ? 'amount' : null].filter(
        (x): x is string => x !== null,
      );
      // Account ids come from the wallet's cache after the first use (read in this transaction otherwise).
      const ref = { merchantId: order.merchantId, memberId: order.memberId };
      const memberAccount = await wallet.memberAccountId(ref, order.asset, tx);
      const clearing = await wallet.systemAccountId(
        order.merchantId,
        PSP_CLEARING_ACCOUNT,
        order.asset,
        tx,
      );
      const legs = [
        { accountId: memberAccount, asset: order.asset, amount: net, system: false },
        { accountId: clearing, asset: order.asset, amount: -paid, system: true },
      ];
      if (fee > 0n) {
        const feeAccount = await wallet.systemAccountId(
          order.merchantId,
          DEPOSIT_FEE_ACCOUNT,
          order.asset,
          tx,
        );
        legs.push({ accountId: feeAccount, asset: order.asset, amount: fee, system: true });
      }
      let journalId: number;
      try {
        const posted = await wallet.ledger.post(tx, {
          merchantId: order.merchantId,
          kind: DEPOSIT_CREDIT,
          scope: DEPOSIT_CREDIT,
          key: String(order.id),
          requestHash: sha256(`${order.id}:${order.memberId}:${order.asset}:${paid}:${fee}`),
          // A fee of the whole amount leaves the member nothing: no leg of zero.
          legs: legs.filter((l) => l.amount !== 0n),
          memo: { orderNo: order.orderNo, pspTxId: event.transactionId },
        });
        journalId = posted.journalId;
      } catch (err) {
        if (!(err instanceof IdempotencyReplay)) throw err;
        await record('duplicate');
        return 'duplicate';
      }
      if (order.pspTxId === null) await r.setTransaction(order.id, event.transactionId);
      await r.markPaid(order.id, {
        paidAmount: paid,
        feeAmount: fee,
        journalId,
        completedAt: clock.now(),
        reviewReason: reasons.length > 0 ? reasons.join(',') : null,
      });
      await record('credited');
      return 'credited';
    });
  }

  return {
    applyEvent,

    /** The handler of verified payment callbacks (registered with `psp.onEvent('payment', …)`). */
    async onPaymentCallback(binding: PspBinding, event: PspCallback): Promise<CallbackOutcome> {
      await applyEvent(binding.code, {
        source: 'callback',
        eventId: event.eventId,
        transactionId: event.transactionId,
        reference: event.reference,
        merchantAccountId: event.merchantAccountId,
        status: event.status,
        amount: event.amount,
        paidAmount: event.paidAmount,
        failureReason: event.failureReason,
        currency: event.currency,
        occurredAt: event.occurredAt,
      });
      // Applied, a duplicate, or nothing to apply (a mismatch is recorded): retrying changes nothing.
      return { ack: true };
    },
  };
}
export type DepositPayments = ReturnType<typeof createDepositPayments>;
