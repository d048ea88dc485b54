import type { FastifyBaseLogger } from 'fastify';
import type { CreatePaymentRequest } from '@monsoon/contracts/psp/payments';
import type { CallbackService } from '@/server/callback-service.ts';
import { fingerprint, newId } from '@/server/ids.ts';
import type { Outcome } from '@/server/outcome.ts';
import { ok, refuse } from '@/server/outcome.ts';
import type { PaymentRecord, PaymentStore } from '@/server/payment-store.ts';

/** A payment must stay payable at least this long, and can be open at most this long. */
const MIN_OPEN_MS = 60_000;
const MAX_OPEN_MS = 7 * 86_400_000;
/** A different amount paid may be at most this many times the amount asked (typing mistakes). */
const MAX_PAID_FACTOR = 100n;

export interface PaymentServiceDeps {
  payments: PaymentStore;
  callbacks: CallbackService;
  clock: () => number;
  log: FastifyBaseLogger;
}

/** How a payment gets paid: from the hosted page, or by the control API (which may pay late). */
export interface PayOptions {
  /** What was paid, when it differs from the amount asked. */
  paidAmount?: bigint;
  /** A payment that already expired may still be paid (money arriving late), control API only. */
  allowLate?: boolean;
}

/** Payments: creation (idempotent per account and order reference), payer actions, expiry. */
export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  /** Creates a payment, or answers the existing one for a repeat with the same fields. */
  create(
    accountId: string,
    request: CreatePaymentRequest,
  ): Outcome<{ payment: PaymentRecord; created: boolean }> {
    if (request.merchantAccountId !== accountId)
      return refuse('INVALID_REQUEST', 'merchantAccountId differs from the signing account');
    const requestHash = fingerprint(request);
    const existing = this.deps.payments.findByReference(accountId, request.orderReference);
    if (existing) {
      return existing.requestHash === requestHash
        ? ok({ payment: existing, created: false })
        : refuse('IDEMPOTENCY_CONFLICT', 'this order reference was used with other fields');
    }
    const now = this.deps.clock();
    const expiresAt = Date.parse(request.expiresAt);
    if (expiresAt < now + MIN_OPEN_MS || expiresAt > now + MAX_OPEN_MS)
      return refuse('INVALID_REQUEST', 'expiresAt must be between 1 minute and 7 days ahead');
    const payment = this.deps.payments.put({
      id: newId('PGT'),
      accountId,
      request,
      requestHash,
      status: 'pending',
      paidAmount: null,
      failureReason: null,
      createdAt: now,
      expiresAt,
      completedAt: null,
    });
    this.deps.log.info(
      {
        transactionId: payment.id,
        orderReference: request.orderReference,
        channel: request.channel,
      },
      'payment created',
    );
    return ok({ payment, created: true });
  }

  /** A payment of this account (another account's payment is not found). */
  get(accountId: string, id: string): PaymentRecord | undefined {
    const payment = this.find(id);
    return payment?.accountId === accountId ? payment : undefined;
  }

  /** How many payments are in this status (health, tests). */
  count(status: PaymentRecord['status']): number {
    return this.deps.payments.count(status);
  }

  /** A payment by id, expired first if its time has come (the hosted page and the control API). */
  find(id: string): PaymentRecord | undefined {
    const payment = this.deps.payments.get(id);
    if (payment?.status === 'pending' && payment.expiresAt <= this.deps.clock())
      return this.expire(payment);
    return payment;
  }

  /** The payer paid (the whole amount, or `paidAmount`). */
  pay(id: string, options: PayOptions = {}): Outcome<PaymentRecord> {
    const payment = this.find(id);
    if (!payment) return refuse('NOT_FOUND', 'no such payment');
    const late = payment.status === 'expired' && options.allowLate === true;
    if (payment.status !== 'pending' && !late)
      return refuse('INVALID_STATE', `the payment is ${payment.status}`);
    const asked = BigInt(payment.request.amount);
    const paid = options.paidAmount ?? asked;
    if (paid <= 0n || paid > asked * MAX_PAID_FACTOR)
      return refuse(
        'INVALID_REQUEST',
        'the amount paid must be above zero and at most 100 times the amount',
      );
    return ok(
      this.complete(payment, { status: 'paid', paidAmount: paid.toString(), failureReason: null }),
    );
  }

  /** The payer's bank declined (the sandbox's Fail). */
  fail(id: string): Outcome<PaymentRecord> {
    const payment = this.find(id);
    if (!payment) return refuse('NOT_FOUND', 'no such payment');
    if (payment.status !== 'pending')
      return refuse('INVALID_STATE', `the payment is ${payment.status}`);
    return ok(
      this.complete(payment, { status: 'failed', paidAmount: null, failureReason: 'DECLINED' }),
    );
  }

  /** Expires a pending payment now (the control API; the loop expires them on time by itself). */
  expireNow(id: string): Outcome<PaymentRecord> {
    const payment = this.find(id);
    if (!payment) return refuse('NOT_FOUND', 'no such payment');
    if (payment.status !== 'pending')
      return refuse('INVALID_STATE', `the payment is ${payment.status}`);
    return ok(this.expire(payment));
  }

  /** Expires every pending payment whose time has come (the background loop). */
  expireDue(): number {
    const due = this.deps.payments.dueToExpire(this.deps.clock());
    for (const payment of due) this.expire(payment);
    return due.length;
  }

  private expire(payment: PaymentRecord): PaymentRecord {
    return this.complete(payment, {
      status: 'expired',
      paidAmount: null,
      failureReason: 'EXPIRED',
    });
  }

  /** Writes the final state, then the callback event (so an event never precedes its state). */
  private complete(
    payment: PaymentRecord,
    change: Pick<PaymentRecord, 'status' | 'paidAmount' | 'failureReason'>,
  ): PaymentRecord {
    const completedAt = this.deps.clock();
    const done = this.deps.payments.put({ ...payment, ...change, completedAt });
    const { request } = done;
    this.deps.callbacks.enqueue(done.accountId, request.callbackUrl, {
      kind: 'payment',
      transactionId: done.id,
      reference: request.orderReference,
      merchantAccountId: done.accountId,
      status: done.status === 'paid' ? 'paid' : 'failed',
      amount: request.amount,
      ...(done.paidAmount === null ? {} : { paidAmount: done.paidAmount }),
      ...(done.failureReason === null ? {} : { failureReason: done.failureReason }),
      currency: request.currency,
      occurredAt: new Date(completedAt).toISOString(),
      sandbox: true,
    });
    this.deps.log.info(
      {
        transactionId: done.id,
        from: payment.status,
        to: done.status,
        paidAmount: done.paidAmount,
      },
      'payment completed',
    );
    return done;
  }
}
