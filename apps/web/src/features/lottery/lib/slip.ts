import type { CallBodyInput } from '@monsoon/contracts/call';
import type { VnRegion } from '@monsoon/contracts/lottery/model';
import type { lgwBetting } from '@monsoon/contracts/lottery/lgw';
import { formatBettingContent, playIdOf } from '@monsoon/contracts/lottery/betting';
import {
  stakeUnitsPerBet,
  validateSelection,
  type PlayType,
} from '@monsoon/contracts/lottery/play-types';
import { minorToWire } from '@monsoon/contracts/money';

/** One line of the bet slip: a play type's picks on the game's next draw. */
export interface SlipLine {
  id: string;
  playType: PlayType;
  selection: string[][];
  /** Unit bets the picks make (`betCount`). */
  bets: number;
  multiple: number;
  /** Stake of one unit, minor units. */
  unitMinor: bigint;
}

/** Unit bets a selection makes, 0 while it is not a valid bet. */
export function selectionBets(
  playType: PlayType,
  selection: readonly (readonly string[])[],
): number {
  const check = validateSelection(playType, selection);
  return check.ok ? check.bets : 0;
}

/**
 * The stake of one bet at multiple 1 (the wire's `singleBetPrice`), minor units: the unit stake times the
 * play's stake units (lô costs as many units as the region draws prize numbers, `stakeUnitsPerBet`).
 */
export const singleBetMinor = (
  playType: PlayType,
  unitMinor: bigint,
  region?: VnRegion | null,
): bigint => unitMinor * BigInt(stakeUnitsPerBet(playType, region ?? undefined));

/** singleBetPrice × bets × multiple, minor units (the ticket's `betAmount`). */
export const lineTotalMinor = (
  line: Pick<SlipLine, 'playType' | 'bets' | 'multiple' | 'unitMinor'>,
  region?: VnRegion | null,
): bigint =>
  singleBetMinor(line.playType, line.unitMinor, region) * BigInt(line.bets) * BigInt(line.multiple);

/** The slip's bet count and total stake. */
export function slipTotals(
  lines: readonly SlipLine[],
  region?: VnRegion | null,
): { bets: number; totalMinor: bigint } {
  return lines.reduce(
    (sum, line) => ({
      bets: sum.bets + line.bets * line.multiple,
      totalMinor: sum.totalMinor + lineTotalMinor(line, region),
    }),
    { bets: 0, totalMinor: 0n },
  );
}

/** The betting request for every slip line on the draw now on sale. */
export function betBody(
  lines: readonly SlipLine[],
  draw: { gameId: number; numero: string; region?: VnRegion | null },
  prizeMode: string,
): CallBodyInput<typeof lgwBetting> {
  return {
    prizeMode,
    device: 'WEB',
    contents: lines.map((line) => ({
      gameId: draw.gameId,
      playId: playIdOf(line.playType),
      bettingContent: formatBettingContent(line.selection),
      singleBetPrice: minorToWire(singleBetMinor(line.playType, line.unitMinor, draw.region)),
      bettingApproach: 1,
      winStop: false,
      numero: [{ numero: draw.numero, multiple: line.multiple }],
    })),
  };
}
