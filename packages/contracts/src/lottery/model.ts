/**
 * The lottery's shared vocabulary (issue 5): the kinds of game, their draw results and the prize modes.
 * Server (draws, betting, settlement) and site (pickers, bet slip, results) speak these types; the
 * game list and play types build on them (games.ts, play-types.ts).
 */

/** Kinds of lottery game: Vietnamese lottery and four fast e-lottery families. */
export const LOTTERY_KINDS = ['VN', 'DICE3', 'DIGIT5', 'RACE10', 'PICK11X5'] as const;
export type LotteryKind = (typeof LOTTERY_KINDS)[number];

/** Prize modes (spec §9: Lott, ZY, Elott, SEA; wire §7 also writes LOTT / ELOTT). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Vietnamese lottery regions; north draws one station a day, central and south several. */
export const VN_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** Prize tiers of a Vietnamese draw, special prize (giải đặc biệt) first; north has no G8. */
export const VN_TIERS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type VnTier = (typeof VN_TIERS)[number];

/** How many numbers of how many digits each tier draws, per region (the usual structure). */
export const VN_PRIZE_STRUCTURE: Readonly<
  Record<
    'NORTH' | 'CENTRAL_SOUTH',
    Readonly<Partial<Record<VnTier, { count: number; digits: number }>>>
  >
> = {
  // Miền Bắc: 27 numbers.
  NORTH: {
    DB: { count: 1, digits: 5 },
    G1: { count: 1, digits: 5 },
    G2: { count: 2, digits: 5 },
    G3: { count: 6, digits: 5 },
    G4: { count: 4, digits: 4 },
    G5: { count: 6, digits: 4 },
    G6: { count: 3, digits: 3 },
    G7: { count: 4, digits: 2 },
  },
  // Miền Trung and Miền Nam: 18 numbers per station.
  CENTRAL_SOUTH: {
    DB: { count: 1, digits: 6 },
    G1: { count: 1, digits: 5 },
    G2: { count: 1, digits: 5 },
    G3: { count: 2, digits: 5 },
    G4: { count: 7, digits: 5 },
    G5: { count: 1, digits: 4 },
    G6: { count: 3, digits: 4 },
    G7: { count: 1, digits: 3 },
    G8: { count: 1, digits: 2 },
  },
};

/** A Vietnamese draw: every tier's numbers as digit strings (leading zeros kept), in draw order. */
export interface VnResult {
  kind: 'VN';
  region: VnRegion;
  prizes: Partial<Record<VnTier, string[]>>;
}

/** Three dice, each 1..6, in draw order. */
export interface Dice3Result {
  kind: 'DICE3';
  dice: [number, number, number];
}

/** Five digits 0..9, in position order (ten-thousands first). */
export interface Digit5Result {
  kind: 'DIGIT5';
  digits: [number, number, number, number, number];
}

/** The finishing order of cars 1..10: `order[0]` is the car that finished first (a permutation). */
export interface Race10Result {
  kind: 'RACE10';
  order: number[];
}

/** Five distinct numbers from 1..11, in draw order. */
export interface Pick11x5Result {
  kind: 'PICK11X5';
  numbers: [number, number, number, number, number];
}

export type DrawResult = VnResult | Dice3Result | Digit5Result | Race10Result | Pick11x5Result;
