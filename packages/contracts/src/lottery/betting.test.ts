import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBettingContent,
  parseBettingContent,
  PLAY_IDS,
  playIdOf,
  playTypeByPlayId,
  playTypesWithoutId,
} from './betting.ts';
import { PLAY_TYPES } from './play-types.ts';

describe('play ids', () => {
  it('gives every play type one id, no id twice, and maps each id back to its play type', () => {
    expect(playTypesWithoutId()).toEqual([]);
    expect(new Set(Object.values(PLAY_IDS)).size).toBe(Object.keys(PLAY_IDS).length);
    for (const playType of PLAY_TYPES)
      expect(playTypeByPlayId(playIdOf(playType))?.code).toBe(playType.code);
    expect(Object.keys(PLAY_IDS).sort()).toEqual(PLAY_TYPES.map((p) => p.code).sort());
  });

  it('knows no play type for an unknown id', () => {
    expect(playTypeByPlayId(0)).toBeUndefined();
    expect(playTypeByPlayId(999)).toBeUndefined();
    expect(() => playIdOf({ code: 'NOPE' })).toThrow(/no playId/);
  });
});

describe('bettingContent', () => {
  it('writes rows joined by _ and picks by , and reads them back for the same row count', () => {
    expect(formatBettingContent([['07', '12']])).toBe('07,12');
    expect(formatBettingContent([['3'], ['5'], []])).toBe('3_5_');
    expect(parseBettingContent('3_5_', 3)).toEqual([['3'], ['5'], []]);
    expect(parseBettingContent(' 07 , 12 ', 1)).toEqual([['07', '12']]);
    const pick = fc.stringMatching(/^[0-9A-Z]{1,4}$/);
    fc.assert(
      fc.property(
        fc.array(fc.array(pick, { maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (selection) => {
          expect(parseBettingContent(formatBettingContent(selection), selection.length)).toEqual(
            selection,
          );
        },
      ),
    );
  });

  it('refuses another number of rows', () => {
    expect(parseBettingContent('1_2', 1)).toBeNull();
    expect(parseBettingContent('1', 2)).toBeNull();
  });
});
