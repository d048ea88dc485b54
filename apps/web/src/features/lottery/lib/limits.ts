import { LOTTERY_STAKE_LIMITS } from '@monsoon/contracts/lottery/betting';
import { MAX_BET_CONTENTS } from '@monsoon/contracts/lottery/lgw';
import type { VnRegion } from '@monsoon/contracts/lottery/model';
import { formatMoney } from '@monsoon/contracts/money';
import type { TFunction } from 'i18next';
import { lineTotalMinor, slipTotals, type SlipLine } from '@/features/lottery/lib/slip';

/**
 * What the server would refuse for its stake limits (contracts `LOTTERY_STAKE_LIMITS`, `MAX_BET_CONTENTS`),
 * found before sending: a unit stake under the minimum, a ticket or a slip above the maximum, too many lines.
 * `amount` is in minor units; the caller translates (`limits.<key>`).
 */
export type StakeProblem =
  | { key: 'unitBelowMin'; amount: bigint }
  | { key: 'ticketAboveMax'; amount: bigint }
  | { key: 'orderAboveMax'; amount: bigint }
  | { key: 'tooManyLines'; count: number };

/** A unit stake under the smallest one (the stake of one bet at multiple 1, per stake unit for lô). */
export function unitProblem(unitMinor: bigint | null): StakeProblem | null {
  const min = LOTTERY_STAKE_LIMITS.minUnitMinor;
  return unitMinor !== null && unitMinor < min ? { key: 'unitBelowMin', amount: min } : null;
}

/** A line's problem: its unit stake, or its total on one draw (one ticket) above the ticket maximum. */
export function lineProblem(
  line: Pick<SlipLine, 'playType' | 'bets' | 'multiple' | 'unitMinor'>,
  region?: VnRegion | null,
): StakeProblem | null {
  const unit = unitProblem(line.unitMinor);
  if (unit) return unit;
  const max = LOTTERY_STAKE_LIMITS.maxTicketMinor;
  return lineTotalMinor(line, region) > max ? { key: 'ticketAboveMax', amount: max } : null;
}

/** The slip's first problem: a line's, too many lines for one request, or a total above the order maximum. */
export function slipProblem(
  lines: readonly SlipLine[],
  region?: VnRegion | null,
): StakeProblem | null {
  for (const line of lines) {
    const problem = lineProblem(line, region);
    if (problem) return problem;
  }
  if (lines.length > MAX_BET_CONTENTS) return { key: 'tooManyLines', count: MAX_BET_CONTENTS };
  const max = LOTTERY_STAKE_LIMITS.maxOrderMinor;
  return slipTotals(lines, region).totalMinor > max ? { key: 'orderAboveMax', amount: max } : null;
}

/** A stake problem in the site's language. */
export function problemText(t: TFunction<'lottery'>, problem: StakeProblem): string {
  return problem.key === 'tooManyLines'
    ? t('limits.tooManyLines', { count: problem.count })
    : t(`limits.${problem.key}`, { amount: formatMoney(problem.amount) });
}
