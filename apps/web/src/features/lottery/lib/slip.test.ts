import { findPlayType, type PlayType } from '@monsoon/contracts/lottery/play-types';
import { lgwBetBodySchema } from '@monsoon/contracts/lottery/lgw';
import { describe, expect, it } from 'vitest';
import {
  betBody,
  lineTotalMinor,
  selectionBets,
  singleBetMinor,
  slipTotals,
  type SlipLine,
} from './slip';

const play = (code: string): PlayType => {
  const p = findPlayType(code);
  if (!p) throw new Error(code);
  return p;
};
const line = (
  code: string,
  selection: string[][],
  multiple: number,
  unitMinor: bigint,
  id = code,
): SlipLine => {
  const playType = play(code);
  return { id, playType, selection, bets: selectionBets(playType, selection), multiple, unitMinor };
};

describe('bet slip', () => {
  it('counts bets with the contracts and refuses incomplete picks', () => {
    expect(selectionBets(play('VN_XIEN2'), [['01', '02', '03', '04']])).toBe(6);
    expect(selectionBets(play('VN_XIEN2'), [['01']])).toBe(0);
    expect(selectionBets(play('DIGIT5_FRONT3'), [['1', '2'], ['3'], ['4', '5', '6']])).toBe(6);
  });

  it("prices lô by the region's prize numbers and everything else by the unit", () => {
    expect(singleBetMinor(play('VN_LO2'), 100n, 'NORTH')).toBe(2_700n);
    expect(singleBetMinor(play('VN_LO2'), 100n, 'SOUTH')).toBe(1_800n);
    expect(singleBetMinor(play('VN_DE'), 150n, 'NORTH')).toBe(150n);
    expect(lineTotalMinor(line('VN_LO2', [['11', '22']], 3, 100n), 'NORTH')).toBe(16_200n);
  });

  it('totals every line exactly in minor units', () => {
    const lines = [
      line('DIGIT5_FRONT3', [['1', '2'], ['3'], ['4']], 3, 250n, 'a'),
      line('DIGIT5_SUM_BSOE', [['BIG', 'ODD']], 1, 1n, 'b'),
    ];
    // 2 bets × 3 × 2.50 = 15.00; 2 bets × 1 × 0.01 = 0.02.
    expect(slipTotals(lines)).toEqual({ bets: 8, totalMinor: 1_502n });
    expect(slipTotals([])).toEqual({ bets: 0, totalMinor: 0n });
  });

  it('writes the betting request the contract accepts', () => {
    const body = betBody(
      [line('VN_LO2', [['07']], 2, 100n)],
      { gameId: 1, numero: '20260101', region: 'NORTH' },
      'Lott',
    );
    expect(lgwBetBodySchema.parse(body)).toMatchObject({
      prizeMode: 'LOTT',
      contents: [
        {
          gameId: 1,
          playId: 101,
          bettingContent: '07',
          singleBetPrice: 27,
          numero: [{ numero: '20260101', multiple: 2 }],
        },
      ],
    });
  });
});
