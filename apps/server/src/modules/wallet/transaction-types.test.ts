import { transactionTypes } from '@monsoon/contracts/transactions';
import { describe, expect, it } from 'vitest';
import { filterOfType, journalKindTypes, transactionTypeOf } from './transaction-types.ts';

describe('journal kinds in the member history', () => {
  it('maps every known kind, and an unknown one to OTHER', () => {
    expect(transactionTypeOf('game.bet', -100n)).toBe('GAME_BET');
    expect(transactionTypeOf('lottery.payout', 500n)).toBe('LOTTERY_PAYOUT');
    expect(transactionTypeOf('something.new', 5n)).toBe('OTHER');
  });

  it('filters each type to exactly the kinds that map to it', () => {
    for (const type of transactionTypes) {
      const filter = filterOfType(type);
      if ('unknownKindsBesides' in filter) {
        expect(type).toBe('OTHER');
        expect(filter.unknownKindsBesides.sort()).toEqual(Object.keys(journalKindTypes).sort());
        continue;
      }
      for (const { kind, direction } of filter.kinds) {
        if (direction !== 'debit') expect(transactionTypeOf(kind, 1n)).toBe(type);
        if (direction !== 'credit') expect(transactionTypeOf(kind, -1n)).toBe(type);
      }
    }
    expect(filterOfType('GAME_WIN')).toEqual({ kinds: [{ kind: 'game.win', direction: 'both' }] });
  });
});
