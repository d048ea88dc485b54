import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import type { CreatePayoutRequest } from '@monsoon/contracts/psp/payouts';
import type { CallbackOutcome, PspBinding } from '@/modules/psp/psp.service.ts';
import { payoutPayeeOf } from './withdraw-banks.ts';
import { createPayoutSettlement } from './withdrawal-settlement.ts';
import { createWithdrawalsRepository, type WithdrawalRow } from './withdrawals.repository.ts';
import { PAYOUT_RETRIES_REASON, releaseAs, type WithdrawalsDeps } from './withdrawals.shared.ts';

/** The payouts job asks the PSP again about an approved or paying withdrawal after this long. */
export const PAYOUT_RECHECK_MS = 2 * 60_000;
/**
 * Attempts at creating a payout without a clear answer (no answer, a refusal that does not prove
 * nothing was created, another payout's answer) after which the withdrawal is flagged for the back
 * office (`review_reason` = PAYOUT_RETRIES_REASON): about 20 minutes at the job's pace. It keeps its
 * hold, and the job keeps asking, every PAYOUT_SLOW_RECHECK_MS (decision 0056).
 */
export const PAYOUT_ATTEMPTS_BEFORE_REVIEW = 10;
/** How often a payout flagged for its retries is asked for again. */
export const PAYOUT_SLOW_RECHECK_MS = 60 * 60_000;
export { PAYOUT_RETRIES_REASON };
/**
 * PSP refusals that prove no payout was created (the request was never valid), final only on the
 * first attempt: a retry of a payout an earlier unanswered attempt created may be refused for other
 * reasons (429, 409 IDEMPOTENCY_CONFLICT / INVALID_STATE, 401 from clock skew), and releasing the
 * hold then would pay the member twice.
 */
const FINAL_REFUSALS: ReadonlySet<string> = new Set(['INVALID_REQUEST']);

/** The payout reference of a withdrawal at the PSP (unique: withdrawal ids are global). */
export const payoutReferenceOf = (id: number): string => `wd-${id}`;
const idOfReference = (reference: string): number | null => {
  const m = /^wd-(\d{1,15})$/.exec(reference);
  return m ? Number(m[1]) : null;
};

/**
 * Payouts of approved withdrawals (design/money.md §12, decision 0048): the PSP is asked for the
 * payout after approval and again by the payouts job until it answers; its signed callback or a
 * look-up captures the hold (paid) or releases it (failed), once.
 */
export function createWithdrawalPayouts(deps: WithdrawalsDeps) {
  const { db, clock, log, wallet, psp } = deps;
  const repo = createWithdrawalsRepository(db);

  /** The PSP of a withdrawal: the one frozen on it, else (never asked yet) the first configured. */
  const bindingOf = (w: WithdrawalRow): PspBinding | null =>
    w.psp === null ? (psp.bindings()[0] ?? null) : psp.binding(w.psp);

  /** The payout request, from values frozen on the withdrawal only: every retry is byte-identical. */
  const payoutRequestOf = (w: WithdrawalRow, binding: PspBinding): CreatePayoutRequest => ({
    merchantAccountId: binding.accountId,
    payoutReference: payoutReferenceOf(w.id),
    amount: String(w.amount - w.fee),
    currency: w.asset,
    payee: payoutPayeeOf({
      type: w.payeeType,
      bankCode: w.payeeBankCode,
      accountName: w.payeeAccountName,
      accountNumber: w.payeeAccountNumber,
    }),
    callbackUrl: binding.callbackUrl,
  });

  const { settle } = createPayoutSettlement(deps);

  /**
   * An attempt the PSP did not clearly answer: from the PAYOUT_ATTEMPTS_BEFORE_REVIEW-th on, the
   * withdrawal is flagged for the back office (the first reason stays). The hold stays: the payout
   * may exist, so only the PSP's answer ends it.
   */
  const unanswered = async (id: number, attempt: number): Promise<void> => {
    if (attempt < PAYOUT_ATTEMPTS_BEFORE_REVIEW) return;
    if (attempt === PAYOUT_ATTEMPTS_BEFORE_REVIEW)
      log.error(
        { withdrawalId: id, attempt },
        'payout still unanswered: flagged for review, asked again less often',
      );
    await repo.flagForReview(id, PAYOUT_RETRIES_REASON);
  };

  const payouts = {
    /**
     * Asks the PSP to pay an approved withdrawal (the payee's part: amount less fee), idempotent on the
     * payout reference, built from values frozen on the row (a retry is the same request, and the PSP
     * answers the payout an unanswered attempt created). Created: paying. A refusal proving nothing
     * was created (INVALID_REQUEST on the first attempt): failed, hold released. Anything else (no
     * answer, 429, 409, 401): it stays approved and the payouts job asks again.
     */
    async dispatch(merchantId: number, id: number): Promise<void> {
      if (deps.c2cTakes && (await deps.c2cTakes(merchantId, id))) return;
      const w = await repo.findAny(id);
      if (!w || w.merchantId !== merchantId || w.status !== 'approved') return;
      const binding = bindingOf(w);
      if (!binding) {
        log.error({ withdrawalId: id, psp: w.psp }, 'no PSP to pay the withdrawal');
        return;
      }
      const attempt = await repo.markPayoutAttempt(id, 'approved', clock.now(), binding.code);
      if (attempt === null) return;
      const request = payoutRequestOf(w, binding);
      const result = await binding.provider.createPayout(request);
      if (result.kind === 'unknown') {
        log.warn({ withdrawalId: id, attempt, reason: result.reason }, 'payout not created yet');
        return unanswered(id, attempt);
      }
      if (result.kind === 'refused' && !(attempt === 1 && FINAL_REFUSALS.has(result.code))) {
        log.error(
          { withdrawalId: id, attempt, code: result.code, message: result.message },
          'payout refused, but it may exist: the hold stays until the PSP tells',
        );
        return unanswered(id, attempt);
      }
      if (
        result.kind === 'ok' &&
        (result.value.payoutReference !== request.payoutReference ||
          result.value.amount !== request.amount ||
          result.value.currency !== request.currency)
      ) {
        log.error({ withdrawalId: id, payout: result.value }, 'the PSP answered another payout');
        return unanswered(id, attempt);
      }
      await wallet.ledger.run(async (tx) => {
        const r = createWithdrawalsRepository(tx);
        const row = await r.lock(merchantId, id);
        if (!row) return;
        if (row.status !== 'approved') {
          // The PSP created a payout for a withdrawal that ended meanwhile (an operator's "failed",
          // decision 0064): it may pay it, so it must show.
          if (result.kind === 'ok' && ['failed', 'rejected', 'cancelled'].includes(row.status)) {
            log.error(
              { withdrawalId: id, status: row.status, payout: result.value },
              'the PSP created a payout for an ended withdrawal: flagged for review',
            );
            await r.flagForReview(
              id,
              `PSP ${binding.code} created payout ${result.value.id} for a ${row.status} withdrawal`,
              PAYOUT_RETRIES_REASON,
            );
          }
          return;
        }
        const now = clock.now();
        if (result.kind === 'refused') {
          await releaseAs(deps, tx, row, 'failed', {
            actor: `psp:${binding.code}`,
            note: result.code,
          });
          return;
        }
        await r.transition(id, 'approved', {
          status: 'paying',
          pspPayoutId: result.value.id,
          updatedAt: now,
        });
        await r.event({
          withdrawalId: id,
          fromStatus: 'approved',
          toStatus: 'paying',
          actor: `psp:${binding.code}`,
          note: result.value.id,
          createdAt: now,
        });
      });
      // A retry may meet a payout that is done already: apply it as its callback would.
      if (result.kind === 'ok' && result.value.status !== 'pending')
        await settle(binding, w, {
          transactionId: result.value.id,
          status: result.value.status,
          amount: result.value.amount,
          currency: result.value.currency,
          failureReason: result.value.failureReason,
        });
    },

    /** Asks the PSP what became of a paying withdrawal's payout and applies a final answer. */
    async checkPayout(merchantId: number, id: number): Promise<void> {
      const w = await repo.findAny(id);
      if (!w || w.merchantId !== merchantId || w.status !== 'paying' || w.pspPayoutId === null)
        return;
      const binding = bindingOf(w);
      if (!binding) {
        log.error({ withdrawalId: id, psp: w.psp }, 'the PSP of the withdrawal is gone');
        return;
      }
      if ((await repo.markPayoutAttempt(id, 'paying', clock.now(), binding.code)) === null) return;
      const result = await binding.provider.getPayout(w.pspPayoutId);
      if (result.kind !== 'ok') {
        log.warn({ withdrawalId: id, result }, 'payout look-up without an answer');
        return;
      }
      const p = result.value;
      if (p.payoutReference !== payoutReferenceOf(id)) {
        log.error({ withdrawalId: id, payout: p }, 'payout look-up answered another payout');
        return;
      }
      if (p.status === 'pending') return;
      await settle(binding, w, {
        transactionId: p.id,
        status: p.status,
        amount: p.amount,
        currency: p.currency,
        failureReason: p.failureReason,
      });
    },

    /**
     * The payouts job: approved withdrawals are asked for again (same request), paying ones looked up,
     * each at most every `olderThanMs`, least recently asked first; approved ones asked
     * PAYOUT_ATTEMPTS_BEFORE_REVIEW times already (flagged) only every PAYOUT_SLOW_RECHECK_MS.
     */
    async reconcilePayouts(opts: { olderThanMs?: number; limit?: number } = {}): Promise<number> {
      const now = clock.now().getTime();
      const rows = await repo.payoutsDue(
        {
          before: new Date(now - (opts.olderThanMs ?? PAYOUT_RECHECK_MS)),
          slowBefore: new Date(now - Math.max(PAYOUT_SLOW_RECHECK_MS, opts.olderThanMs ?? 0)),
          slowFromAttempt: PAYOUT_ATTEMPTS_BEFORE_REVIEW,
        },
        opts.limit ?? 50,
      );
      for (const r of rows) {
        try {
          if (r.status === 'approved') await payouts.dispatch(r.merchantId, r.id);
          else await payouts.checkPayout(r.merchantId, r.id);
        } catch (err) {
          log.error({ err, withdrawalId: r.id }, 'payout reconciliation failed');
        }
      }
      return rows.length;
    },

    /**
     * A verified payout callback (`psp.onEvent('payout')`): applied like a look-up's answer. Events for
     * no withdrawal are acknowledged; a contradiction is flagged for review, never applied.
     */
    async onPayout(binding: PspBinding, event: PspCallback): Promise<CallbackOutcome> {
      const id = idOfReference(event.reference);
      const found = id === null ? null : await repo.findAny(id);
      if (!found) {
        log.warn({ reference: event.reference }, 'payout callback for no withdrawal');
        return { ack: true };
      }
      await settle(binding, found, {
        transactionId: event.transactionId,
        status: event.status === 'paid' ? 'paid' : 'failed',
        amount: event.amount,
        currency: event.currency,
        failureReason: event.failureReason,
      });
      return { ack: true };
    },
  };
  return payouts;
}
