import { z } from 'zod';
import { pspFailureReason } from '@monsoon/contracts/psp/common';
import { createPayoutRequest, PAYOUT_STATUSES } from '@monsoon/contracts/psp/payouts';
import { RecordStore } from '@/server/record-store.ts';

/** A payout as stored. Times are epoch ms. */
export const payoutRecord = z.object({
  id: z.string(),
  accountId: z.string(),
  request: createPayoutRequest,
  requestHash: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  failureReason: pspFailureReason.nullable(),
  createdAt: z.number(),
  completedAt: z.number().nullable(),
  /** When the sandbox pays it by itself (PAYGATE_AUTO_PAYOUT_MS), or null. */
  autoPayAt: z.number().nullable(),
});
export type PayoutRecord = z.infer<typeof payoutRecord>;

const referenceKey = (accountId: string, reference: string) => `${accountId}\n${reference}`;

/** Payouts by id and by (merchant account, payout reference), in `payouts.jsonl`. */
export class PayoutStore {
  private readonly store: RecordStore<PayoutRecord>;
  private readonly byReference = new Map<string, string>();

  constructor(dataDir: string) {
    this.store = new RecordStore(dataDir, 'payouts', payoutRecord, (p) => p.id);
    for (const p of this.store.values())
      this.byReference.set(referenceKey(p.accountId, p.request.payoutReference), p.id);
  }

  get(id: string): PayoutRecord | undefined {
    return this.store.get(id);
  }

  findByReference(accountId: string, reference: string): PayoutRecord | undefined {
    const id = this.byReference.get(referenceKey(accountId, reference));
    return id === undefined ? undefined : this.store.get(id);
  }

  put(record: PayoutRecord): PayoutRecord {
    this.store.put(record);
    this.byReference.set(referenceKey(record.accountId, record.request.payoutReference), record.id);
    return record;
  }

  /** Pending payouts the sandbox pays by itself now. */
  dueToAutoPay(now: number): PayoutRecord[] {
    return this.store
      .values()
      .filter((p) => p.status === 'pending' && p.autoPayAt !== null && p.autoPayAt <= now);
  }

  /** The newest payouts first (the sandbox's payout list). */
  latest(limit: number): PayoutRecord[] {
    return this.store
      .values()
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, limit);
  }
}
