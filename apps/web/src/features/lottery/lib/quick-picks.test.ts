import {
  findPlayType,
  validateSelection,
  type PlayType,
} from '@monsoon/contracts/lottery/play-types';
import { describe, expect, it } from 'vitest';
import { applyQuickPick, quickPicksFor, randomSelection } from './quick-picks';

const play = (code: string): PlayType => {
  const p = findPlayType(code);
  if (!p) throw new Error(code);
  return p;
};
const firstRow = (code: string) => {
  const row = play(code).groups[0];
  if (!row) throw new Error(code);
  return row;
};

describe('quick picks', () => {
  it('splits numeric rows into big/small halves and odd/even', () => {
    const digits = firstRow('DIGIT5_POSITION');
    expect(applyQuickPick(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(applyQuickPick(digits, 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(applyQuickPick(digits, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(applyQuickPick(digits, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(applyQuickPick(digits, 'all')).toHaveLength(10);
    expect(applyQuickPick(digits, 'clear')).toEqual([]);
    // Dice sums 3..18: big is 11..18, as the game calls it.
    expect(applyQuickPick(firstRow('DICE3_SUM'), 'big')).toEqual([
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
    ]);
  });

  it('offers only the picks a row can hold', () => {
    expect(quickPicksFor(firstRow('DIGIT5_POSITION'))).toEqual([
      'all',
      'big',
      'small',
      'odd',
      'even',
      'clear',
    ]);
    // Xiên takes at most 10 numbers: no quick pick but clear fits.
    expect(quickPicksFor(firstRow('VN_XIEN2'))).toEqual(['clear']);
    // Words, not numbers: no big/small halves of BIG/SMALL/ODD/EVEN.
    expect(quickPicksFor(firstRow('DIGIT5_SUM_BSOE'))).toEqual(['all', 'clear']);
    expect(quickPicksFor(firstRow('DICE3_BIG_SMALL'))).toEqual(['clear']);
  });

  it('makes a valid random selection for every kind of play, distinct where a straight needs it', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (const code of [
      'VN_LO2',
      'VN_XIEN4',
      'DICE3_SUM',
      'DIGIT5_FRONT3',
      'RACE10_POSITION',
      'PICK11X5_FIRST3',
      'PICK11X5_ANY5',
    ]) {
      const playType = play(code);
      for (let i = 0; i < 20; i += 1) {
        const selection = randomSelection(playType, random);
        expect(
          validateSelection(playType, selection),
          `${code} ${JSON.stringify(selection)}`,
        ).toMatchObject({ ok: true });
      }
    }
  });
});
