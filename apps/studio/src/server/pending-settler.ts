import type { FastifyBaseLogger } from 'fastify';
import type { RoundStore } from '@/server/round-store.ts';
import type { SlotService } from '@/server/slot-service.ts';

/**
 * The background loop of pending rounds: at start and every `everyMs`, re-sends each pending round's
 * calls (same ids, same bodies) until they are definitive. One pass at a time.
 */
export class PendingSettler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private closing = false;

  constructor(
    private readonly rounds: RoundStore,
    private readonly service: SlotService,
    private readonly everyMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Waits for the pass in flight, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over every pending round (also used by tests). */
  async runOnce(): Promise<void> {
    for (const round of this.rounds.pending()) {
      if (this.closing) break;
      // One attempt per pass: the loop itself is the retry.
      const outcome = await this.service.settlePending(round.roundId, round.seedKey, 1);
      if (outcome === 'pending') this.log.debug({ roundId: round.roundId }, 'round still pending');
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((err: unknown) => this.log.error({ err }, 'settling pending rounds failed'))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.everyMs);
        });
    }, delay);
    this.timer.unref();
  }
}
