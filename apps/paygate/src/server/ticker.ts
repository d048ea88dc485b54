import type { FastifyBaseLogger } from 'fastify';
import type { CallbackService } from '@/server/callback-service.ts';
import type { PaymentService } from '@/server/payment-service.ts';
import type { PayoutService } from '@/server/payout-service.ts';

/**
 * The background loop: every `everyMs` it expires payments whose time has come, pays automatic
 * payouts that are due, and starts the callback attempts that are due. Everything it acts on is read
 * from the stores, so after a restart the first tick resumes where the last process stopped.
 */
export class Ticker {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly parts: {
      payments: PaymentService;
      payouts: PayoutService;
      callbacks: CallbackService;
    },
    private readonly everyMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.runOnce(), this.everyMs);
    this.timer.unref();
    this.runOnce();
  }

  /** Stops the loop and waits for the callback attempts in flight. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.parts.callbacks.drain();
  }

  /** One pass (also used by tests). */
  runOnce(): void {
    try {
      this.parts.payments.expireDue();
      this.parts.payouts.autoPayDue();
      this.parts.callbacks.dispatchDue();
    } catch (err) {
      this.log.error({ err }, 'background pass failed');
    }
  }
}
