import { describe, expect, it } from 'vitest';
import { PLAY_IDS } from '@monsoon/contracts/lottery/betting';
import { lotteryGameByCode } from '@monsoon/contracts/lottery/games';
import { MAX_CHASE_DRAWS, type LgwBetContent } from '@monsoon/contracts/lottery/lgw';
import { AppError } from '@/lib/errors.ts';
import { bettingDraw, nextDraw } from '@/modules/lottery/draws/schedule.ts';
import { priceOrder } from './order-pricing.ts';

// Monday 2026-03-02 15:30:20 in Vietnam.
const now = new Date('2026-03-02T08:30:20Z');

function game(code: string) {
  const g = lotteryGameByCode(code);
  if (!g) throw new Error(code);
  return g;
}

const line = (
  code: string,
  play: string,
  content: string,
  price: number,
  numeros: string[],
  multiple = 1,
): LgwBetContent => ({
  gameId: game(code).gameId,
  playId: PLAY_IDS[play] ?? 0,
  bettingContent: content,
  singleBetPrice: price,
  bettingApproach: 1,
  winStop: false,
  numero: numeros.map((numero) => ({ numero, multiple })),
});

/** The code a refused order throws. */
function refusal(contents: LgwBetContent[], at = now): string {
  try {
    priceOrder(contents, at);
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return 'accepted';
}

/** The first `n` draws of a game from the one on sale. */
function draws(code: string, n: number): string[] {
  const out: string[] = [];
  for (let d = bettingDraw(game(code), now); out.length < n; d = nextDraw(game(code), d.drawAt))
    out.push(d.numero);
  return out;
}

describe('priceOrder', () => {
  it('prices lô per unit of the region’s prize numbers and multiplies bets by multiples', () => {
    const [north] = draws('VN_NORTH', 1);
    const order = priceOrder([line('VN_NORTH', 'VN_LO2', '07,12,99', 54, [north ?? ''], 2)], now);
    expect(order.lines[0]).toMatchObject({ betCount: 3, singleBetPrice: 5_400n, unitStake: 200n });
    expect(order.total).toBe(5_400n * 3n * 2n);
  });

  it('chases up to MAX_CHASE_DRAWS draws ahead, not one more', () => {
    const all = draws('K3_1', MAX_CHASE_DRAWS + 1);
    expect(refusal([line('K3_1', 'DICE3_SUM', '4', 1, all.slice(0, MAX_CHASE_DRAWS))])).toBe(
      'accepted',
    );
    expect(refusal([line('K3_1', 'DICE3_SUM', '4', 1, all.slice(-1))])).toBe(
      'lottery.draw.not.found',
    );
  });

  it('closes a draw at its close time exactly', () => {
    const draw = bettingDraw(game('K3_1'), now);
    const body = [line('K3_1', 'DICE3_SUM', '4', 1, [draw.numero])];
    expect(refusal(body, new Date(draw.closeAt.getTime() - 1))).toBe('accepted');
    expect(refusal(body, draw.closeAt)).toBe('lottery.draw.closed');
  });

  it('takes a ticket exactly at the ticket limit, and refuses one cent more per order', () => {
    const [numero = ''] = draws('K3_1', 1);
    expect(refusal([line('K3_1', 'DICE3_SUM', '4', 100_000, [numero])])).toBe('accepted');
    const fiveAtLimit = Array.from({ length: 5 }, () =>
      line('K3_1', 'DICE3_SUM', '4', 100_000, [numero]),
    );
    expect(refusal(fiveAtLimit)).toBe('accepted');
    expect(refusal([...fiveAtLimit, line('K3_1', 'DICE3_SUM', '4', 1, [numero])])).toBe(
      'lottery.stake.limit',
    );
  });
});
