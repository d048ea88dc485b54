/**
 * The slot engine's data model. A title is data (symbols, strips, paytable, layout, theme); the engine
 * is one pure function `playRound(title, betMinor, random)` shared by the game server, the verification
 * view and the RTP simulation in bench/.
 */

/** The languages the site offers (wire codes). */
export const LANGUAGE_CODES = ['CN', 'EN', 'ID', 'MY', 'TH', 'TY', 'VI'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export type Localized = Record<LanguageCode, string>;

/** A source of uniformly random 32-bit unsigned integers (provably fair stream or a fast simulation PRNG). */
export interface RandomSource {
  nextUint32(): number;
}

export type SymbolKind = 'regular' | 'wild' | 'scatter';

export interface SymbolDef {
  /** Short id used in strips and grids, e.g. "DR", "A", "W", "S". */
  id: string;
  /** The drawing in the art library (games/slots/art) that shows this symbol. */
  art: string;
  kind: SymbolKind;
  name: Localized;
  /**
   * Pays by count of the symbol on a line / way (3, 4, 5 of a kind), in bet units: a line or way win
   * is `pay * betMinor / title.betUnits`. Scatters pay `pay * betMinor` (times the total bet).
   */
  pays: Partial<Record<2 | 3 | 4 | 5, number>>;
}

export type Evaluation =
  /** Paylines: each line lists a row index per reel; wins count left to right from reel 1. */
  | { kind: 'lines'; lines: readonly (readonly number[])[] }
  /** All ways: adjacent reels from the left, each matching position multiplies the ways. */
  | { kind: 'ways' };

export interface TitleDef {
  /** Vendor game code, e.g. "MS001". */
  code: string;
  name: Localized;
  /** One sentence of theme text per language, shown in the rules. */
  tagline: Localized;
  reels: number;
  rows: number;
  evaluation: Evaluation;
  /** Divides the total bet into line/way units (the number of lines, or a fixed unit for ways). */
  betUnits: number;
  symbols: readonly SymbolDef[];
  /** Reel strips of the base game and of the free spins, one array of symbol ids per reel. */
  baseStrips: readonly (readonly string[])[];
  freeStrips: readonly (readonly string[])[];
  /** Free spins awarded by the number of scatters anywhere (3, 4, 5); retriggers add to the count. */
  freeSpinsByScatters: Partial<Record<3 | 4 | 5, number>>;
  /** Wins during free spins are multiplied by this. */
  freeSpinMultiplier: number;
  /** Allowed total bets in minor units, ascending; the first is the default. */
  betStepsMinor: readonly number[];
  /** Reported by the simulation; the rules page shows it. */
  volatility: 'low' | 'medium' | 'high';
  /** RTP measured by bench/slots (percent, two decimals), shown in the rules. */
  rtpPercent: number;
}

export interface Position {
  reel: number;
  row: number;
}

export interface SpinWin {
  kind: 'line' | 'ways' | 'scatter';
  symbol: string;
  /** Number of reels (line/ways) or scatter symbols counted. */
  count: number;
  /** Payline index (lines only). */
  line?: number;
  /** Ways count (ways only). */
  ways?: number;
  positions: Position[];
  /** Win of this item in bet units times the spin's multiplier (exact integer arithmetic upstream). */
  winMinor: bigint;
}

export interface SpinOutcome {
  /** grid[reel][row] = symbol id. */
  grid: string[][];
  /** Reel stop positions (index into the strip of each reel), for verification. */
  stops: number[];
  wins: SpinWin[];
  winMinor: bigint;
  freeSpinsAwarded: number;
  /** 1 in the base game, title.freeSpinMultiplier in free spins. */
  multiplier: number;
}

/** A round: one stake, the base spin and every free spin it triggered, one total payout. */
export interface RoundOutcome {
  titleCode: string;
  betMinor: bigint;
  base: SpinOutcome;
  freeSpins: SpinOutcome[];
  totalWinMinor: bigint;
}
