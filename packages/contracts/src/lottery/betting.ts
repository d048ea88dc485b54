import { findPlayType, PLAY_TYPES, type PlayType } from './play-types.ts';

/**
 * How a bet line names its play type and picks on the wire (`playId`, `bettingContent` of lgw.ts), and
 * the stake limits; shared by the site (which writes them) and the server (which reads them).
 */

/**
 * Every play type's wire id. Ids are stable forever (tickets keep them): add new ids, never renumber. The
 * hundreds name the kind: 1xx Vietnamese, 2xx dice, 3xx five digits, 4xx race, 5xx 11x5.
 */
export const PLAY_IDS: Readonly<Record<string, number>> = {
  VN_LO2: 101,
  VN_DE: 102,
  VN_3CANG: 103,
  VN_XIEN2: 104,
  VN_XIEN3: 105,
  VN_XIEN4: 106,
  VN_DAU: 107,
  VN_DUOI: 108,
  DICE3_SUM: 201,
  DICE3_BIG_SMALL: 202,
  DICE3_ODD_EVEN: 203,
  DICE3_TRIPLE_ANY: 204,
  DICE3_TRIPLE: 205,
  DICE3_PAIR: 206,
  DICE3_SINGLE: 207,
  DIGIT5_POSITION: 301,
  DIGIT5_POSITION_BSOE: 302,
  DIGIT5_SUM_BSOE: 303,
  DIGIT5_FRONT3: 304,
  DIGIT5_MIDDLE3: 305,
  DIGIT5_BACK3: 306,
  RACE10_POSITION: 401,
  RACE10_FIRST_BSOE: 402,
  RACE10_DRAGON_TIGER: 403,
  RACE10_TOP2_SUM: 404,
  RACE10_TOP2_BSOE: 405,
  PICK11X5_ANY1: 501,
  PICK11X5_ANY2: 502,
  PICK11X5_ANY3: 503,
  PICK11X5_ANY4: 504,
  PICK11X5_ANY5: 505,
  PICK11X5_ANY6: 506,
  PICK11X5_ANY7: 507,
  PICK11X5_ANY8: 508,
  PICK11X5_FIRST1: 509,
  PICK11X5_FIRST2: 510,
  PICK11X5_FIRST3: 511,
};

const byPlayId = new Map(Object.entries(PLAY_IDS).map(([code, id]) => [id, code]));

/** A play type's wire id; throws for a play type without one (a data error the unit tests catch). */
export function playIdOf(playType: Pick<PlayType, 'code'>): number {
  const id = PLAY_IDS[playType.code];
  if (id === undefined) throw new Error(`play type ${playType.code} has no playId`);
  return id;
}

/** The play type a wire id names, or undefined. */
export const playTypeByPlayId = (playId: number): PlayType | undefined => {
  const code = byPlayId.get(playId);
  return code === undefined ? undefined : findPlayType(code);
};

/** Every play type has an id (checked by the unit tests; kept here so the list reads as the source). */
export const playTypesWithoutId = (): string[] =>
  PLAY_TYPES.filter((p) => PLAY_IDS[p.code] === undefined).map((p) => p.code);

/**
 * The picks in the wire's notation: pick rows joined by `_`, several picks of a row by `,`, an empty row
 * left empty (`07,12` one row; `3_5_` a two-row pick with an empty third row).
 */
export const formatBettingContent = (selection: readonly (readonly string[])[]): string =>
  selection.map((row) => row.join(',')).join('_');

/**
 * Reads `bettingContent` back into a selection for a play type with `rows` pick rows, or null when the
 * text has another number of rows. Picks are trimmed; whether they are valid options is
 * `validateSelection`'s job.
 */
export function parseBettingContent(text: string, rows: number): string[][] | null {
  const parts = text.split('_');
  if (parts.length !== rows) return null;
  return parts.map((part) =>
    part.trim() === '' ? [] : part.split(',').map((pick) => pick.trim()),
  );
}

/**
 * Stake limits, minor units of the member's currency (ours; a merchant's odds configuration will override
 * them): the smallest stake of one bet at multiple 1 (`singleBetPrice`, per stake unit for lô), the
 * largest stake of one ticket (one line on one draw) and of one betting request.
 */
export const LOTTERY_STAKE_LIMITS = {
  minUnitMinor: 100n,
  maxTicketMinor: 10_000_000n,
  maxOrderMinor: 50_000_000n,
} as const;
