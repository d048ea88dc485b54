import type { LotteryKind, VnRegion } from './model.ts';
import { VN_PRIZE_STRUCTURE } from './model.ts';
import type { PlayType } from './play-type-def.ts';
import { DIGIT5_PLAY_TYPES, PICK11X5_PLAY_TYPES, RACE10_PLAY_TYPES } from './play-types-fast.ts';
import { DICE3_PLAY_TYPES, VN_PLAY_TYPES } from './play-types-vn-dice.ts';

/**
 * Play types (issue 5): what a player may pick in each game kind, and how many unit bets a pick makes.
 * A selection is plain JSON, `string[][]`: one array of picks per pick group of the play type, each
 * pick an option string of that group ('07', 'BIG', '3'). Winning rules and odds live on the server
 * (apps/server/src/modules/lottery/rules); this file is the shared, wire-safe half. The shape is in
 * play-type-def.ts, the lists in play-types-vn-dice.ts and play-types-fast.ts.
 */

export { OPTIONS } from './play-type-def.ts';
export type {
  BetCounting,
  PickGroup,
  PlayType,
  PlayTypeLanguage,
  PlayTypeNames,
} from './play-type-def.ts';

/** Every play type, by kind in the order pickers show them. */
export const PLAY_TYPES: readonly PlayType[] = [
  ...VN_PLAY_TYPES,
  ...DICE3_PLAY_TYPES,
  ...DIGIT5_PLAY_TYPES,
  ...RACE10_PLAY_TYPES,
  ...PICK11X5_PLAY_TYPES,
];

const byCode = new Map(PLAY_TYPES.map((p) => [p.code, p]));

/** The play type with this code, or undefined for an unknown code. */
export const findPlayType = (code: string): PlayType | undefined => byCode.get(code);

/** The play types of one game kind. */
export const playTypesOf = (kind: LotteryKind): PlayType[] =>
  PLAY_TYPES.filter((p) => p.kind === kind);

/** Prize numbers of a Vietnamese draw in a region (north 27, central/south 18). */
export const vnPrizeNumberCount = (region: VnRegion): number =>
  Object.values(VN_PRIZE_STRUCTURE[region === 'NORTH' ? 'NORTH' : 'CENTRAL_SOUTH']).reduce(
    (sum, tier) => sum + tier.count,
    0,
  );

/** Stake units one bet of this play type costs (lô: the region's prize-number count). */
export const stakeUnitsPerBet = (playType: PlayType, region?: VnRegion): number =>
  playType.costPerBet === 'PRIZE_NUMBERS' ? vnPrizeNumberCount(region ?? 'NORTH') : 1;

export {
  SELECTION_ERRORS,
  betCount,
  selectionSchema,
  selectionSchemaFor,
  validateSelection,
} from './play-selection.ts';
export type { Selection, SelectionCheck, SelectionError } from './play-selection.ts';
