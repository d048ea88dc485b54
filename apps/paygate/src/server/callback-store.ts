import { z } from 'zod';
import { RecordStore } from '@/server/record-store.ts';

/** Kept for the sandbox's delivery log this long after delivery; pending ones are always kept. */
const DELIVERED_RETENTION_MS = 7 * 86_400_000;

/**
 * One delivery of a callback event to its URL. `raw` is the body exactly as first serialised: every
 * attempt sends these bytes (with a fresh timestamp and signature). Times are epoch ms.
 */
export const deliveryRecord = z.object({
  deliveryId: z.string(),
  eventId: z.string(),
  accountId: z.string(),
  kind: z.enum(['payment', 'payout']),
  transactionId: z.string(),
  url: z.string(),
  raw: z.string(),
  createdAt: z.number(),
  /** pending: sent until acknowledged; held: waits for a sandbox release; abandoned: gave up. */
  status: z.enum(['pending', 'held', 'delivered', 'abandoned']),
  attempts: z.number().int(),
  nextAttemptAt: z.number(),
  /** The wait scheduled after each failed attempt, in order (the back-off). */
  delays: z.array(z.number()),
  lastOutcome: z.string().nullable(),
  deliveredAt: z.number().nullable(),
});
export type DeliveryRecord = z.infer<typeof deliveryRecord>;

/** The callback outbox, `callbacks.jsonl`: a restart resumes every delivery not yet acknowledged. */
export class CallbackStore {
  private readonly store: RecordStore<DeliveryRecord>;

  constructor(dataDir: string, now: number) {
    this.store = new RecordStore(
      dataDir,
      'callbacks',
      deliveryRecord,
      (d) => d.deliveryId,
      (d) => d.status !== 'delivered' || (d.deliveredAt ?? 0) > now - DELIVERED_RETENTION_MS,
    );
  }

  get(deliveryId: string): DeliveryRecord | undefined {
    return this.store.get(deliveryId);
  }

  put(record: DeliveryRecord): DeliveryRecord {
    return this.store.put(record);
  }

  /** Deliveries whose next attempt is due, oldest first. */
  due(now: number): DeliveryRecord[] {
    return this.store
      .values()
      .filter((d) => d.status === 'pending' && d.nextAttemptAt <= now)
      .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
  }

  /** Every delivery of an event (its first delivery first). */
  ofEvent(eventId: string): DeliveryRecord[] {
    return this.store
      .values()
      .filter((d) => d.eventId === eventId)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  ofTransaction(transactionId: string): DeliveryRecord[] {
    return this.store
      .values()
      .filter((d) => d.transactionId === transactionId)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  withStatus(status: DeliveryRecord['status']): DeliveryRecord[] {
    return this.store.values().filter((d) => d.status === status);
  }
}
