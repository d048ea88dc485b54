import type { LotteryKind } from './model.ts';

/**
 * The shape of a play type and the helpers its definitions share. The lists are in
 * play-types-vn-dice.ts and play-types-fast.ts; play-types.ts is the catalogue every caller imports.
 */

/** The site's seven languages (packages/i18n `siteLanguages`); every play type is named in each. */
export type PlayTypeLanguage = 'CN' | 'EN' | 'ID' | 'MY' | 'TH' | 'TY' | 'VI';
export type PlayTypeNames = Readonly<Record<PlayTypeLanguage, string>>;

/** One row of a picker: the options offered and how many of them a selection may take. */
export interface PickGroup {
  /** Stable key of the row, e.g. 'NUMBERS', 'POS1', 'FIRST'. */
  key: string;
  /** Every pick allowed in this row, as the exact strings a selection carries. */
  options: readonly string[];
  /** Fewest and most picks in this row (0 lets the row stay empty). */
  min: number;
  max: number;
}

/**
 * How picks become unit bets:
 * EACH – every pick is one bet; COMBINATION – every `size`-subset of the single row is one bet;
 * PRODUCT – one pick from every row makes a bet (repeats allowed, e.g. digits 7-7-1);
 * PRODUCT_DISTINCT – one pick from every row, all different (11x5 and race straights).
 */
export type BetCounting =
  | { kind: 'EACH' }
  | { kind: 'COMBINATION'; size: number }
  | { kind: 'PRODUCT' }
  | { kind: 'PRODUCT_DISTINCT' };

export interface PlayType {
  code: string;
  kind: LotteryKind;
  names: PlayTypeNames;
  groups: readonly PickGroup[];
  counting: BetCounting;
  /**
   * Stake units one bet costs. 'PRIZE_NUMBERS' (lô): as many units as the draw has prize numbers
   * (north 27, central/south 18), the Vietnamese "1 điểm = 27" convention; odds then pay per hit per unit.
   */
  costPerBet: 1 | 'PRIZE_NUMBERS';
}

export const range = (from: number, to: number, width = 1): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

/** Option sets shared by several play types. */
export const OPTIONS = {
  twoDigits: range(0, 99, 2),
  threeDigits: range(0, 999, 3),
  digits: range(0, 9),
  diceFaces: range(1, 6),
  diceSums: range(3, 18),
  cars: range(1, 10, 2),
  top2Sums: range(3, 19),
  elevenBalls: range(1, 11, 2),
  bigSmall: ['BIG', 'SMALL'],
  oddEven: ['ODD', 'EVEN'],
  bigSmallOddEven: ['BIG', 'SMALL', 'ODD', 'EVEN'],
  dragonTiger: ['DRAGON', 'TIGER'],
  tripleAny: ['ALL'],
} as const satisfies Record<string, readonly string[]>;

export const one = (
  key: string,
  options: readonly string[],
  min = 1,
  max = options.length,
): PickGroup[] => [{ key, options, min, max }];
export const rows = (
  keys: readonly string[],
  options: readonly string[],
  min: number,
): PickGroup[] => keys.map((key) => ({ key, options, min, max: options.length }));
export const positions = (count: number): string[] => range(1, count).map((p) => `POS${p}`);
export const each = { kind: 'EACH' } as const;

type Def = Omit<PlayType, 'costPerBet'> & { costPerBet?: PlayType['costPerBet'] };
export const def = (d: Def): PlayType => ({ costPerBet: 1, ...d });
