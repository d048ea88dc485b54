import type { FastifyBaseLogger } from 'fastify';
import type { CreatePayoutRequest } from '@monsoon/contracts/psp/payouts';
import type { CallbackService } from '@/server/callback-service.ts';
import { fingerprint, newId } from '@/server/ids.ts';
import type { Outcome } from '@/server/outcome.ts';
import { ok, refuse } from '@/server/outcome.ts';
import type { PayoutRecord, PayoutStore } from '@/server/payout-store.ts';

export interface PayoutServiceDeps {
  payouts: PayoutStore;
  callbacks: CallbackService;
  clock: () => number;
  /** Null: payouts wait for the sandbox page or the control API. */
  autoPayoutMs: number | null;
  log: FastifyBaseLogger;
}

/** Payouts: creation (idempotent per account and payout reference) and completion. */
export class PayoutService {
  constructor(private readonly deps: PayoutServiceDeps) {}

  /** Creates a payout, or answers the existing one for a repeat with the same fields. */
  create(
    accountId: string,
    request: CreatePayoutRequest,
  ): Outcome<{ payout: PayoutRecord; created: boolean }> {
    if (request.merchantAccountId !== accountId)
      return refuse('INVALID_REQUEST', 'merchantAccountId differs from the signing account');
    const requestHash = fingerprint(request);
    const existing = this.deps.payouts.findByReference(accountId, request.payoutReference);
    if (existing) {
      return existing.requestHash === requestHash
        ? ok({ payout: existing, created: false })
        : refuse('IDEMPOTENCY_CONFLICT', 'this payout reference was used with other fields');
    }
    const now = this.deps.clock();
    const payout = this.deps.payouts.put({
      id: newId('PGO'),
      accountId,
      request,
      requestHash,
      status: 'pending',
      failureReason: null,
      createdAt: now,
      completedAt: null,
      autoPayAt: this.deps.autoPayoutMs === null ? null : now + this.deps.autoPayoutMs,
    });
    this.deps.log.info(
      { transactionId: payout.id, payoutReference: request.payoutReference },
      'payout created',
    );
    return ok({ payout, created: true });
  }

  /** A payout of this account (another account's payout is not found). */
  get(accountId: string, id: string): PayoutRecord | undefined {
    const payout = this.deps.payouts.get(id);
    return payout?.accountId === accountId ? payout : undefined;
  }

  find(id: string): PayoutRecord | undefined {
    return this.deps.payouts.get(id);
  }

  latest(limit: number): PayoutRecord[] {
    return this.deps.payouts.latest(limit);
  }

  /** The money reached the payee. */
  pay(id: string): Outcome<PayoutRecord> {
    return this.complete(id, 'paid');
  }

  /** The payee's bank or wallet refused it. */
  fail(id: string): Outcome<PayoutRecord> {
    return this.complete(id, 'failed');
  }

  /** Pays every payout whose automatic time has come (the background loop). */
  autoPayDue(): number {
    const due = this.deps.payouts.dueToAutoPay(this.deps.clock());
    for (const payout of due) this.complete(payout.id, 'paid');
    return due.length;
  }

  private complete(id: string, status: 'paid' | 'failed'): Outcome<PayoutRecord> {
    const payout = this.deps.payouts.get(id);
    if (!payout) return refuse('NOT_FOUND', 'no such payout');
    if (payout.status !== 'pending')
      return refuse('INVALID_STATE', `the payout is ${payout.status}`);
    const completedAt = this.deps.clock();
    const failureReason = status === 'failed' ? 'PAYEE_REJECTED' : null;
    const done = this.deps.payouts.put({ ...payout, status, failureReason, completedAt });
    const { request } = done;
    this.deps.callbacks.enqueue(done.accountId, request.callbackUrl, {
      kind: 'payout',
      transactionId: done.id,
      reference: request.payoutReference,
      merchantAccountId: done.accountId,
      status,
      amount: request.amount,
      ...(failureReason === null ? {} : { failureReason }),
      currency: request.currency,
      occurredAt: new Date(completedAt).toISOString(),
      sandbox: true,
    });
    this.deps.log.info({ transactionId: done.id, status }, 'payout completed');
    return ok(done);
  }
}
