/** Jackpot counter arithmetic (product spec §4, §9), in minor units so no float drift accumulates. */

/** One tick every 3000 ms. */
export const jackpotTickMs = 3000;
/** Each tick adds 165.11. */
export const jackpotIncrementMinor = 16_511;
/** The pot at the start of each cycle: 10,000,000.00. */
export const jackpotBaseMinor = 1_000_000_000;
/** The pot restarts every 30 days (so it never grows without bound). */
export const jackpotCycleMs = 30 * 24 * 60 * 60 * 1000;

/** The pot at `now`: base plus one increment per whole tick since the current cycle began. */
export function jackpotAt(now: number): number {
  const sinceCycle = ((now % jackpotCycleMs) + jackpotCycleMs) % jackpotCycleMs;
  return jackpotBaseMinor + Math.floor(sinceCycle / jackpotTickMs) * jackpotIncrementMinor;
}

/** The pot after `ticks` more ticks. */
export const jackpotAfter = (minor: number, ticks = 1): number =>
  minor + ticks * jackpotIncrementMinor;

/** The server's jackpot (VIS_getJackpot): the pot at `asOf` and its growth, in minor units. */
export interface JackpotSeed {
  amountMinor: number;
  asOf: number;
  incrementMinor: number;
  tickMs: number;
}

/** A decimal amount of the wire in minor units (2 decimals). */
export const toMinor = (amount: number): number => Math.round(amount * 100);

/** The seed of a VIS_getJackpot answer; null when it cannot drive a counter (no positive tick). */
export function jackpotSeed(value: {
  amount: number;
  asOf: number;
  increment: number;
  tickMs: number;
}): JackpotSeed | null {
  if (
    !Number.isFinite(value.amount) ||
    !Number.isFinite(value.asOf) ||
    !(value.tickMs > 0) ||
    !(value.increment >= 0)
  )
    return null;
  return {
    amountMinor: toMinor(value.amount),
    asOf: value.asOf,
    incrementMinor: toMinor(value.increment),
    tickMs: value.tickMs,
  };
}

/**
 * The seed on the browser's clock: the server's pot is the pot at `asOf` on the server's clock, which
 * may be minutes or hours away from the browser's (a skewed device, a test clock). Counting from the
 * moment the answer arrived keeps the counter rolling whatever the skew.
 */
export const anchorSeed = (seed: JackpotSeed, receivedAt: number): JackpotSeed => ({
  ...seed,
  asOf: receivedAt,
});

/** The pot at `now` from a server seed: its amount plus one increment per whole tick since `asOf`. */
export function seededJackpotAt(seed: JackpotSeed, now: number): number {
  const ticks = Math.max(0, Math.floor((now - seed.asOf) / seed.tickMs));
  return seed.amountMinor + ticks * seed.incrementMinor;
}

/** Milliseconds from `now` to just after the next tick boundary (`origin` + n × `tickMs`). */
export function msToNextTick(now: number, tickMs: number, origin = 0): number {
  const into = (((now - origin) % tickMs) + tickMs) % tickMs;
  // A few ms past the boundary, so that the value read then is the new one.
  return tickMs - into + 5;
}
