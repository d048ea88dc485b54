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
export const jackpotAfter = (minor: number, ticks = 1): number => minor + ticks * jackpotIncrementMinor;
