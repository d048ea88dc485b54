import type { DrawResult } from '@monsoon/contracts/lottery/model';
import type { PlayType, Selection } from '@monsoon/contracts/lottery/play-types';
import { validateSelection } from '@monsoon/contracts/lottery/play-types';
import { choose } from '@monsoon/contracts/lottery/play-selection';
import { BPS, oddsOf } from './odds.ts';
import type { OddsBps, OddsTable } from './odds.ts';
import { judgeOf } from './judges.ts';

/**
 * Settling one selection against a draw (issue 5), in exact integers. The ticket pays
 * `payoutAmount(unitStake, settlement.payoutBps)`; the odds representation is described in odds.ts.
 */
export interface SelectionSettlement {
  /** Unit bets the selection made. */
  bets: number;
  /** Unit bets that won. */
  winningBets: number;
  /** Paid hits: a winning bet counts once per hit (lô pays each occurrence, the dice single each die). */
  wins: number;
  /** What the selection returns per unit of stake on each bet, in basis points (0n when all lose). */
  payoutBps: OddsBps;
}

/** Per-row counts of picks that hit (a straight wins by one hitting pick in every row). */
const hitCounts = (playType: PlayType, selection: Selection, result: DrawResult): number[] => {
  const judge = judgeOf(playType.code);
  return selection.map(
    (picks, row) => picks.filter((pick) => judge.hits(pick, row, result) > 0).length,
  );
};

/** Settles EACH play types: every pick is a bet paying its own odds per hit. */
const settleEach = (
  playType: PlayType,
  selection: Selection,
  result: DrawResult,
  odds: OddsTable,
) => {
  const judge = judgeOf(playType.code);
  const region = result.kind === 'VN' ? result.region : undefined;
  let winningBets = 0;
  let wins = 0;
  let payoutBps = 0n;
  selection.forEach((picks, row) => {
    for (const pick of picks) {
      const hits = judge.hits(pick, row, result);
      if (hits === 0) continue;
      winningBets += 1;
      wins += hits;
      payoutBps += BigInt(hits) * oddsOf(odds, playType.code, pick, region);
    }
  });
  return { winningBets, wins, payoutBps };
};

/** Combinations of `size` among n picks with h hitting that hold at least `need` hitting picks. */
const winningCombinations = (n: number, h: number, size: number, need: number): number => {
  let count = 0;
  for (let j = need; j <= Math.min(h, size); j++) count += choose(h, j) * choose(n - h, size - j);
  return count;
};

/** The settlement of a valid selection; throws on an invalid one (bets are validated when placed). */
export const settleSelection = (
  playType: PlayType,
  selection: Selection,
  result: DrawResult,
  odds: OddsTable,
): SelectionSettlement => {
  const check = validateSelection(playType, selection);
  if (!check.ok) throw new Error(`cannot settle an invalid selection: ${check.code}`);
  if (result.kind !== playType.kind)
    throw new Error(`a ${result.kind} draw cannot settle ${playType.code}`);
  const counting = playType.counting;
  if (counting.kind === 'EACH')
    return { bets: check.bets, ...settleEach(playType, selection, result, odds) };

  const hits = hitCounts(playType, selection, result);
  const winningBets =
    counting.kind === 'COMBINATION'
      ? winningCombinations(
          selection[0]?.length ?? 0,
          hits[0] ?? 0,
          counting.size,
          judgeOf(playType.code).need ?? counting.size,
        )
      : hits.reduce((product, h) => product * h, 1);
  const region = result.kind === 'VN' ? result.region : undefined;
  const unitOdds = oddsOf(odds, playType.code, '', region);
  return {
    bets: check.bets,
    winningBets,
    wins: winningBets,
    payoutBps: BigInt(winningBets) * unitOdds,
  };
};

/** Money paid for a settlement: unit stake (minor units) × payout, rounded down to the minor unit. */
export const payoutAmount = (unitStakeMinor: bigint, payoutBps: OddsBps): bigint =>
  (unitStakeMinor * payoutBps) / BPS;
