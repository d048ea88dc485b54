import { z } from 'zod';
import { pspFailureReason } from '@monsoon/contracts/psp/common';
import { createPaymentRequest, PAYMENT_STATUSES } from '@monsoon/contracts/psp/payments';
import { RecordStore } from '@/server/record-store.ts';

/** A payment as stored: the request exactly as accepted, and its state. Times are epoch ms. */
export const paymentRecord = z.object({
  id: z.string(),
  accountId: z.string(),
  request: createPaymentRequest,
  /** Fingerprint of the request: a repeat with other fields is a conflict. */
  requestHash: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paidAmount: z.string().nullable(),
  failureReason: pspFailureReason.nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
  completedAt: z.number().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

const referenceKey = (accountId: string, reference: string) => `${accountId}\n${reference}`;

/** Payments by id and by (merchant account, order reference), in `payments.jsonl`. */
export class PaymentStore {
  private readonly store: RecordStore<PaymentRecord>;
  private readonly byReference = new Map<string, string>();

  constructor(dataDir: string) {
    this.store = new RecordStore(dataDir, 'payments', paymentRecord, (p) => p.id);
    for (const p of this.store.values())
      this.byReference.set(referenceKey(p.accountId, p.request.orderReference), p.id);
  }

  get(id: string): PaymentRecord | undefined {
    return this.store.get(id);
  }

  findByReference(accountId: string, reference: string): PaymentRecord | undefined {
    const id = this.byReference.get(referenceKey(accountId, reference));
    return id === undefined ? undefined : this.store.get(id);
  }

  put(record: PaymentRecord): PaymentRecord {
    this.store.put(record);
    this.byReference.set(referenceKey(record.accountId, record.request.orderReference), record.id);
    return record;
  }

  /** Pending payments whose expiry has come. */
  dueToExpire(now: number): PaymentRecord[] {
    return this.store.values().filter((p) => p.status === 'pending' && p.expiresAt <= now);
  }

  count(status: PaymentRecord['status']): number {
    return this.store.values().filter((p) => p.status === status).length;
  }
}
