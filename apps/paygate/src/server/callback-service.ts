import type { FastifyBaseLogger } from 'fastify';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import { SIGNATURE_MAX_SKEW_MS } from '@monsoon/contracts/psp/signature';
import type { PaygateTiming } from '@/config.ts';
import type { CallbackStore, DeliveryRecord } from '@/server/callback-store.ts';
import type { SendOutcome } from '@/server/callback-sender.ts';
import { sendCallback } from '@/server/callback-sender.ts';
import { newId } from '@/server/ids.ts';

/** At most this many callback attempts in flight at once. */
const MAX_IN_FLIGHT = 8;

/** Misbehaviours the sandbox can send on purpose, once, to test a receiver. */
export const CALLBACK_TRICKS = ['duplicate', 'stale', 'tampered'] as const;
export type CallbackTrick = (typeof CALLBACK_TRICKS)[number];

export interface CallbackServiceDeps {
  store: CallbackStore;
  secretOf: (accountId: string) => string | undefined;
  timing: PaygateTiming;
  clock: () => number;
  log: FastifyBaseLogger;
}

/** A URL as logs show it: origin and path, never a query that might carry a token. */
const logUrl = (url: string): string => {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '(invalid url)';
  }
};

/**
 * The callback outbox: each event is written before it is sent, then sent until the receiver answers
 * HTTP 200, waiting base × 2^(n-1) (capped) after the n-th failed attempt, so a restart or an outage
 * of the receiver only delays it. Gives up after `callbackGiveUpMs` (the status API still answers).
 */
export class CallbackService {
  private readonly inFlight = new Map<string, Promise<void>>();
  /** While true, new events wait (status held) until released: the sandbox's way to reorder them. */
  private holding = false;

  constructor(private readonly deps: CallbackServiceDeps) {}

  /** Writes a new event to the outbox; the loop sends it. */
  enqueue(accountId: string, url: string, callback: Omit<PspCallback, 'eventId'>): DeliveryRecord {
    const now = this.deps.clock();
    const eventId = newId('EVT');
    const body: PspCallback = { eventId, ...callback };
    const record = this.deps.store.put({
      deliveryId: newId('DLV'),
      eventId,
      accountId,
      kind: callback.kind,
      transactionId: callback.transactionId,
      url,
      raw: JSON.stringify(body),
      createdAt: now,
      status: this.holding ? 'held' : 'pending',
      attempts: 0,
      nextAttemptAt: now,
      delays: [],
      lastOutcome: null,
      deliveredAt: null,
    });
    this.deps.log.info(
      {
        eventId,
        transactionId: callback.transactionId,
        status: callback.status,
        held: this.holding,
      },
      'callback queued',
    );
    return record;
  }

  /** Starts an attempt for every due delivery (bounded); attempts run in the background. */
  dispatchDue(): void {
    for (const delivery of this.deps.store.due(this.deps.clock())) {
      if (this.inFlight.size >= MAX_IN_FLIGHT) return;
      if (this.inFlight.has(delivery.deliveryId)) continue;
      void this.attempt(delivery.deliveryId);
    }
  }

  /** Waits for the attempts in flight (graceful shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.all(this.inFlight.values());
  }

  /** One attempt of a delivery; the result is written before the next one is considered. */
  attempt(deliveryId: string): Promise<void> {
    const running = this.inFlight.get(deliveryId);
    if (running) return running;
    const task = this.runAttempt(deliveryId).finally(() => this.inFlight.delete(deliveryId));
    this.inFlight.set(deliveryId, task);
    return task;
  }

  private async runAttempt(deliveryId: string): Promise<void> {
    const delivery = this.deps.store.get(deliveryId);
    if (!delivery || delivery.status !== 'pending') return;
    const secret = this.deps.secretOf(delivery.accountId);
    const outcome: SendOutcome = secret
      ? await sendCallback(
          delivery.url,
          secret,
          delivery.raw,
          this.deps.clock(),
          this.deps.timing.callbackTimeoutMs,
        )
      : { acknowledged: false, httpStatus: null, reason: 'unknown merchant account' };
    this.record(delivery, outcome);
  }

  private record(delivery: DeliveryRecord, outcome: SendOutcome): void {
    const now = this.deps.clock();
    const attempts = delivery.attempts + 1;
    const ids = { eventId: delivery.eventId, transactionId: delivery.transactionId, attempts };
    if (outcome.acknowledged) {
      this.deps.store.put({
        ...delivery,
        status: 'delivered',
        attempts,
        deliveredAt: now,
        lastOutcome: 'HTTP 200',
      });
      this.deps.log.info(ids, 'callback acknowledged');
      return;
    }
    const { callbackBaseDelayMs, callbackMaxDelayMs, callbackGiveUpMs } = this.deps.timing;
    const delay = Math.min(callbackBaseDelayMs * 2 ** (attempts - 1), callbackMaxDelayMs);
    const giveUp = now - delivery.createdAt >= callbackGiveUpMs;
    this.deps.store.put({
      ...delivery,
      status: giveUp ? 'abandoned' : 'pending',
      attempts,
      nextAttemptAt: now + delay,
      delays: giveUp ? delivery.delays : [...delivery.delays, delay],
      lastOutcome: outcome.reason,
    });
    this.deps.log.warn(
      {
        ...ids,
        url: logUrl(delivery.url),
        reason: outcome.reason,
        retryInMs: giveUp ? null : delay,
      },
      giveUp ? 'callback abandoned' : 'callback not acknowledged',
    );
  }

  /**
   * Sends an event's bytes once more, now, misbehaving on purpose: `duplicate` (same bytes, fresh
   * signature), `stale` (signed with a timestamp past the 5-minute window: a replay), `tampered`
   * (an amount changed after signing). Not retried. Answers what the receiver said.
   */
  async sendTrick(eventId: string, trick: CallbackTrick): Promise<SendOutcome | undefined> {
    const original = this.deps.store.ofEvent(eventId)[0];
    const secret = original && this.deps.secretOf(original.accountId);
    if (!original || !secret) return undefined;
    const now = this.deps.clock();
    const timestamp = trick === 'stale' ? now - SIGNATURE_MAX_SKEW_MS - 5 * 60_000 : now;
    const raw = trick === 'tampered' ? tamper(original.raw) : original.raw;
    const outcome = await sendCallback(
      original.url,
      secret,
      raw,
      timestamp,
      this.deps.timing.callbackTimeoutMs,
      original.raw,
    );
    this.deps.log.info(
      { eventId, trick, httpStatus: outcome.httpStatus },
      'sandbox callback trick',
    );
    return outcome;
  }

  /** Holds new events (true) or releases every held one (false). */
  hold(on: boolean): void {
    this.holding = on;
    if (!on) for (const d of this.deps.store.withStatus('held')) this.release(d);
  }

  /**
   * Releases held events in the order given, sending each one's first attempt before the next one's,
   * so the receiver sees them in exactly that order. Answers the event ids that were held.
   */
  async releaseInOrder(eventIds: readonly string[]): Promise<string[]> {
    const released: string[] = [];
    for (const eventId of eventIds) {
      for (const d of this.deps.store.ofEvent(eventId)) {
        if (d.status !== 'held') continue;
        this.release(d);
        released.push(eventId);
        await this.attempt(d.deliveryId);
      }
    }
    return released;
  }

  private release(delivery: DeliveryRecord): void {
    this.deps.store.put({ ...delivery, status: 'pending', nextAttemptAt: this.deps.clock() });
  }

  /** The deliveries of a payment or payout, oldest first. */
  ofTransaction(transactionId: string): DeliveryRecord[] {
    return this.deps.store.ofTransaction(transactionId);
  }

  /** Deliveries not yet acknowledged (health). */
  pendingCount(): number {
    return this.deps.store.withStatus('pending').length + this.deps.store.withStatus('held').length;
  }
}

/** The same event with its amount multiplied by ten (what a forger would try). */
function tamper(raw: string): string {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return `${raw} `;
  const amount = 'amount' in value && typeof value.amount === 'string' ? value.amount : '1';
  return JSON.stringify({ ...value, amount: `${amount}0` });
}
