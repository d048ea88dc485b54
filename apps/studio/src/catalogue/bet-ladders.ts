import type { TitleDef } from '@/games/slots/engine/types.ts';

/**
 * How one catalogue game's play differs from its title's defaults: its bet ladder and, for a few line
 * games, fewer paylines. Games not listed here play their title as it is (its `betStepsMinor`).
 *
 * Money stays exact: the engine pays a line or way win as `pay × bet / betUnits` (betUnits = the number
 * of lines, 50 for the ways titles), so every step is a multiple of the game's bet units and no win is
 * ever rounded (checked when the catalogue is built). A line game whose minimum goes below its lines'
 * count plays the title's first N paylines instead (betUnits = N). Every line sees the same reels, so a
 * line's expected pay is the same for all lines, scatters pay on the total bet and free spins are
 * triggered by scatters anywhere: the RTP of N lines is the title's RTP. Fewer lines do make a spin more
 * volatile; `volatility` is the label measured for that many lines (σ of a round's return per unit bet,
 * the thresholds of bench/slots/report.ts: low < 3.5 ≤ medium < 7.5 ≤ high).
 */
export interface GameBets {
  /** Allowed total bets in minor units, ascending; the first is the default and the feed's minBetMinor. */
  steps: readonly number[];
  /** Lines titles only: play the title's first `count` paylines, with the volatility measured for them. */
  paylines?: { count: number; volatility: TitleDef['volatility'] };
}

/**
 * Ladders by catalogue game id (feed gameId). The site's minimum-bet filter offers 0.01, 0.05, 0.10, 0.50
 * and 0.75; each has games here. Measured σ of the line variants: MS006 on 1 line 7.34 (exact, all stops),
 * MS001 on 5 lines 6.2, MS005 on 5 lines 3.96, MS008 on 5 lines 6.8 (10M simulated rounds, 3 seeds).
 */
export const GAME_BETS: Readonly<Record<string, GameBets>> = {
  // 0.01: Lucky Sevens on its centre line (1 minor unit per line).
  ST0002: { steps: [1, 2, 5, 10, 20, 50, 100], paylines: { count: 1, volatility: 'medium' } },
  MX0002: { steps: [1, 2, 5, 10, 25, 50, 100], paylines: { count: 1, volatility: 'medium' } },
  // 0.05: 5-reel line titles on their first 5 lines (the three rows and the two Vs).
  ST0001: {
    steps: [5, 10, 25, 50, 100, 250, 500, 1000],
    paylines: { count: 5, volatility: 'medium' },
  },
  MX0001: { steps: [5, 10, 25, 50, 100, 250, 500], paylines: { count: 5, volatility: 'medium' } },
  TM0002: {
    steps: [5, 10, 25, 50, 100, 250, 500, 1000],
    paylines: { count: 5, volatility: 'medium' },
  },
  // 0.10: Koi Garden's 10 lines at 1 minor unit each.
  TP0002: { steps: [10, 20, 50, 100, 200, 500, 1000] },
  SQ0001: { steps: [10, 20, 50, 100, 200, 500, 1000] },
  // 0.20 to 0.50: 20 and 40 lines, and the ways titles (bet units of 50).
  SQ0002: { steps: [20, 40, 100, 200, 500, 1000, 2000] },
  MS011: { steps: [40, 80, 200, 400, 1000, 2000, 4000, 10000] },
  SQ0003: { steps: [40, 80, 200, 400, 1000, 2000, 4000] },
  MS007: { steps: [50, 100, 200, 500, 1000, 2000, 5000] },
  MX0003: { steps: [50, 100, 200, 500, 1000, 2000, 5000] },
  MS010: { steps: [50, 100, 250, 500, 1000, 2500, 5000, 10000] },
  CY0001: { steps: [50, 100, 250, 500, 1000, 2500, 5000] },
  // 0.60 and 0.75: 20 and 25 lines.
  TP0003: { steps: [60, 100, 200, 500, 1000, 2000, 5000] },
  MS012: { steps: [75, 150, 250, 500, 1000, 2500, 5000, 10000] },
  ST0003: { steps: [75, 150, 300, 750, 1500, 3000, 7500] },
  TM0003: { steps: [75, 150, 250, 500, 1000, 2500, 5000] },
  // 1.00 and up. Moon Festival's own ladder starts at 1.00, not a multiple of its 40 lines: its games
  // all have ladders here. CY0002 is the high-stakes one.
  TP0004: { steps: [120, 200, 400, 1000, 2000, 4000, 10000] },
  CY0002: { steps: [200, 500, 1000, 2500, 5000, 10000] },
};
