import {
  formatBettingContent,
  LOTTERY_STAKE_LIMITS,
  parseBettingContent,
  playTypeByPlayId,
} from '@monsoon/contracts/lottery/betting';
import { lotteryGameById, type LotteryGame } from '@monsoon/contracts/lottery/games';
import { MAX_CHASE_DRAWS, type LgwBetContent } from '@monsoon/contracts/lottery/lgw';
import {
  stakeUnitsPerBet,
  validateSelection,
  type PlayType,
} from '@monsoon/contracts/lottery/play-types';
import { MoneyError, wireToMinor } from '@monsoon/contracts/money';
import { AppError } from '@/lib/errors.ts';
import {
  bettingDraw,
  drawByNumero,
  nextDraw,
  type ScheduledDraw,
} from '@/modules/lottery/draws/schedule.ts';

/**
 * Reads a betting request into priced tickets before anything is written (issue 5, decision 0026): each
 * line's game, play type, picks and stake, and each chased draw. Every refusal is an `AppError` with its
 * own code, so a bad request writes nothing. Pure apart from the clock's `now` it is given.
 */

/** Lottery money is fiat with two decimals (the member's merchant currency; trial accounts cannot bet). */
export const LOTTERY_MONEY_SCALE = 2;

/** One ticket to be: one line on one draw. */
export interface PricedTicket {
  draw: ScheduledDraw;
  multiple: number;
  /** singleBetPrice × betCount × multiple, minor units. */
  stake: bigint;
}

/** One request line, checked and priced, with a ticket per chased draw (in the request's order). */
export interface PricedLine {
  game: LotteryGame;
  playType: PlayType;
  playId: number;
  content: string;
  selection: string[][];
  betCount: number;
  /** Price of one bet at multiple 1, and of one stake unit (they differ for lô: 27 or 18 units a bet). */
  singleBetPrice: bigint;
  unitStake: bigint;
  winStop: boolean;
  tickets: PricedTicket[];
}

export interface PricedOrder {
  lines: PricedLine[];
  total: bigint;
}

/** singleBetPrice in minor units; a price that is not whole cents (or too large to be exact) is refused. */
function priceOf(singleBetPrice: number): bigint {
  try {
    return wireToMinor(singleBetPrice, LOTTERY_MONEY_SCALE);
  } catch (err) {
    if (err instanceof MoneyError) throw new AppError('lottery.stake.invalid');
    throw err;
  }
}

/**
 * The latest draw a chase may reach: the MAX_CHASE_DRAWS-th draw from the one on sale. Without it a
 * client could make us create draw rows (and seeds) for any date in the future.
 */
function chaseHorizon(game: LotteryGame, now: Date): number {
  let draw = bettingDraw(game, now);
  for (let i = 1; i < MAX_CHASE_DRAWS; i++) draw = nextDraw(game, draw.drawAt);
  return draw.drawAt.getTime();
}

/** The draw a numero names, if it still takes bets at `now`. */
function openDraw(
  game: LotteryGame,
  numero: string,
  now: Date,
  horizon: () => number,
): ScheduledDraw {
  const draw = drawByNumero(game, numero);
  if (!draw) throw new AppError('lottery.draw.not.found');
  // Bets are taken while now < closeAt (the draw job's reveal is re-checked under lock when posting).
  if (draw.closeAt.getTime() <= now.getTime()) throw new AppError('lottery.draw.closed');
  if (draw.drawAt.getTime() > horizon()) throw new AppError('lottery.draw.not.found');
  return draw;
}

/** Checks and prices one line; `horizons` caches each game's chase horizon for the request. */
function priceLine(line: LgwBetContent, now: Date, horizons: Map<string, number>): PricedLine {
  const game = lotteryGameById(line.gameId);
  if (!game) throw new AppError('lottery.game.not.found');
  const playType = playTypeByPlayId(line.playId);
  if (!playType || playType.kind !== game.kind) throw new AppError('lottery.play.not.found');
  const selection = parseBettingContent(line.bettingContent, playType.groups.length);
  if (!selection) throw new AppError('lottery.selection.invalid');
  const check = validateSelection(playType, selection);
  if (!check.ok) throw new AppError(check.code);

  const singleBetPrice = priceOf(line.singleBetPrice);
  const units = BigInt(stakeUnitsPerBet(playType, game.kind === 'VN' ? game.region : undefined));
  if (singleBetPrice % units !== 0n || singleBetPrice / units < LOTTERY_STAKE_LIMITS.minUnitMinor)
    throw new AppError('lottery.stake.invalid');

  const horizon = (): number => {
    const known = horizons.get(game.code);
    if (known !== undefined) return known;
    const computed = chaseHorizon(game, now);
    horizons.set(game.code, computed);
    return computed;
  };
  const tickets = line.numero.map(({ numero, multiple }) => {
    const stake = singleBetPrice * BigInt(check.bets) * BigInt(multiple);
    if (stake > LOTTERY_STAKE_LIMITS.maxTicketMinor) throw new AppError('lottery.stake.limit');
    return { draw: openDraw(game, numero, now, horizon), multiple, stake };
  });
  return {
    game,
    playType,
    playId: line.playId,
    // The picks as read (trimmed, one form), not the raw text: every ticket of a chase stores it.
    content: formatBettingContent(selection),
    selection,
    betCount: check.bets,
    singleBetPrice,
    unitStake: singleBetPrice / units,
    winStop: line.winStop,
    tickets,
  };
}

/** Checks and prices every line of a request at `now`; refuses an order above the order limit. */
export function priceOrder(contents: readonly LgwBetContent[], now: Date): PricedOrder {
  const horizons = new Map<string, number>();
  const lines = contents.map((line) => priceLine(line, now, horizons));
  const total = lines.reduce((sum, line) => line.tickets.reduce((s, t) => s + t.stake, sum), 0n);
  if (total > LOTTERY_STAKE_LIMITS.maxOrderMinor) throw new AppError('lottery.stake.limit');
  return { lines, total };
}
