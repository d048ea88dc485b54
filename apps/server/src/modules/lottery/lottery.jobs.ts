import type { JobDefinition } from '@/jobs/boss.ts';
import type { Clock } from '@/lib/clock.ts';
import type { DrawsService } from './draws/draws.service.ts';
import type { SettleReport, SettlementService } from './settlement/settlement.service.ts';

/** How often each process runs the draw tick: a 1-minute game's result shows within this of its draw. */
export const DRAW_TICK_MS = 5_000;

type DrawTicker = Pick<DrawsService, 'ensureUpcoming' | 'drawDue'>;
type Settler = Pick<SettlementService, 'settleDue'>;

/**
 * One tick: reveal what is due, create what is coming, then pay what was drawn. Idempotent and safe on
 * several processes. Settlement goes last: a large draw can take seconds to pay, and a failing one must
 * not keep the next draws from being created (a settlement failure is thrown after them, to be logged).
 */
export async function drawTick(
  draws: DrawTicker,
  clock: Clock,
  settlement: Settler,
): Promise<{ drawn: number; created: number; settled: SettleReport }> {
  const now = clock.now();
  const drawn = await draws.drawDue(now);
  const created = await draws.ensureUpcoming(now);
  const settled = await settlement.settleDue(now);
  return { drawn, created, settled };
}

/**
 * Every minute through pg-boss, a backstop for the process loop below: pg-boss schedules by cron, whose
 * smallest step is a minute, too coarse for 1-minute games on its own.
 */
export const lotteryDrawsJob = (
  draws: DrawTicker,
  clock: Clock,
  settlement: Settler,
): JobDefinition => ({
  name: 'lottery-draws',
  cron: '* * * * *',
  run: async () => {
    await drawTick(draws, clock, settlement);
  },
});

/**
 * Runs the draw tick every `intervalMs` in this process (started from main.ts with the jobs). Ticks never
 * overlap within a process; across processes the tick's statements are idempotent. Answers a stop
 * function that waits for a tick in progress (so the database can close after it).
 */
export function startDrawLoop(opts: {
  draws: DrawTicker;
  settlement: Settler;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
  intervalMs?: number;
}): () => Promise<void> {
  let current: Promise<void> | null = null;
  const tick = () => {
    current ??= drawTick(opts.draws, opts.clock, opts.settlement)
      .then(() => undefined)
      .catch((err: unknown) => opts.log.error({ err }, 'lottery draw tick failed'))
      .finally(() => {
        current = null;
      });
  };
  tick();
  const timer = setInterval(tick, opts.intervalMs ?? DRAW_TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
