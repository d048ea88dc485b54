import { minorToWire } from '@monsoon/contracts/money';

/** The counter grows by 165.11 every 3000 ms (product spec §4, §9). */
export const JACKPOT_TICK_MS = 3_000;
const INCREMENT_MINOR = 16_511n;
/** Where a cycle starts: 10,000,000.00. */
const BASE_MINOR = 1_000_000_000n;
/** The counter starts over every 7 days (it would otherwise grow without bound: 4.7 million a day). */
const CYCLE_TICKS = (7 * 24 * 3600_000) / JACKPOT_TICK_MS;

/**
 * The rolling jackpot at a moment: a pure function of the clock (and the merchant, so merchants do not
 * show the same figure), so every process and every reload agree. `asOf` is the start of the tick.
 */
export function jackpotAt(nowMs: number, merchantId: number) {
  const tick = Math.floor(nowMs / JACKPOT_TICK_MS);
  const phase = (tick + merchantId * 7_919) % CYCLE_TICKS;
  return {
    amount: minorToWire(BASE_MINOR + BigInt(phase) * INCREMENT_MINOR, 2),
    asOf: tick * JACKPOT_TICK_MS,
    increment: minorToWire(INCREMENT_MINOR, 2),
    tickMs: JACKPOT_TICK_MS,
  };
}
