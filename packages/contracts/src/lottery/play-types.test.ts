import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOTTERY_KINDS } from './model.ts';
import type { PlayType, Selection } from './play-types.ts';
import {
  PLAY_TYPES,
  betCount,
  findPlayType,
  playTypesOf,
  selectionSchemaFor,
  stakeUnitsPerBet,
  validateSelection,
} from './play-types.ts';

const play = (code: string): PlayType => {
  const playType = findPlayType(code);
  if (!playType) throw new Error(`unknown ${code}`);
  return playType;
};

describe('play-type catalogue', () => {
  it('has unique codes, each game kind some play types, and names in all seven languages', () => {
    expect(new Set(PLAY_TYPES.map((p) => p.code)).size).toBe(PLAY_TYPES.length);
    for (const kind of LOTTERY_KINDS) expect(playTypesOf(kind).length).toBeGreaterThan(0);
    for (const p of PLAY_TYPES) {
      expect(Object.keys(p.names).sort()).toEqual(['CN', 'EN', 'ID', 'MY', 'TH', 'TY', 'VI']);
      for (const name of Object.values(p.names)) expect(name.trim()).not.toBe('');
      for (const group of p.groups) expect(group.max).toBeLessThanOrEqual(group.options.length);
    }
  });

  it('uses the usual Vietnamese names', () => {
    expect(
      ['VN_LO2', 'VN_DE', 'VN_3CANG', 'VN_XIEN2', 'VN_DAU', 'VN_DUOI'].map((c) => play(c).names.VI),
    ).toEqual(['Lô 2 số', 'Đề', '3 càng', 'Xiên 2', 'Đầu', 'Đuôi']);
  });

  it('charges lô one unit per prize number of the region', () => {
    expect(stakeUnitsPerBet(play('VN_LO2'), 'NORTH')).toBe(27);
    expect(stakeUnitsPerBet(play('VN_LO2'), 'SOUTH')).toBe(18);
    expect(stakeUnitsPerBet(play('VN_LO2'), 'CENTRAL')).toBe(18);
    expect(stakeUnitsPerBet(play('VN_DE'), 'NORTH')).toBe(1);
  });
});

describe('validateSelection and betCount', () => {
  it.each([
    ['VN_LO2', [['07', '23', '99']], 3],
    ['VN_DE', [['00']], 1],
    ['VN_3CANG', [['123', '007']], 2],
    ['VN_XIEN2', [['01', '02', '03', '04']], 6],
    ['VN_XIEN3', [['01', '02', '03', '04']], 4],
    ['VN_XIEN4', [['01', '02', '03', '04', '05']], 5],
    ['VN_DAU', [['0', '9']], 2],
    ['VN_DUOI', [['5']], 1],
    ['DICE3_SUM', [['3', '10', '18']], 3],
    ['DICE3_BIG_SMALL', [['BIG', 'SMALL']], 2],
    ['DICE3_ODD_EVEN', [['ODD']], 1],
    ['DICE3_TRIPLE_ANY', [['ALL']], 1],
    ['DICE3_TRIPLE', [['1', '6']], 2],
    ['DICE3_PAIR', [['2']], 1],
    ['DICE3_SINGLE', [['1', '2', '3']], 3],
    ['DIGIT5_POSITION', [['1'], [], ['2', '3'], [], ['9']], 4],
    ['DIGIT5_POSITION_BSOE', [['BIG', 'ODD'], [], [], [], ['SMALL']], 3],
    ['DIGIT5_SUM_BSOE', [['BIG', 'EVEN']], 2],
    ['DIGIT5_FRONT3', [['1', '2'], ['3'], ['4', '5', '6']], 6],
    ['DIGIT5_MIDDLE3', [['1'], ['1'], ['1']], 1],
    ['DIGIT5_BACK3', [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], ['0'], ['0']], 10],
    ['RACE10_POSITION', [['01', '10'], [], [], [], [], [], [], [], [], ['05']], 3],
    ['RACE10_FIRST_BSOE', [['BIG', 'SMALL', 'ODD', 'EVEN']], 4],
    ['RACE10_DRAGON_TIGER', [['DRAGON'], [], [], [], ['TIGER', 'DRAGON']], 3],
    ['RACE10_TOP2_SUM', [['3', '19']], 2],
    ['RACE10_TOP2_BSOE', [['BIG']], 1],
    ['PICK11X5_ANY1', [['01', '11']], 2],
    ['PICK11X5_ANY2', [['01', '02', '03']], 3],
    ['PICK11X5_ANY3', [['01', '02', '03', '04']], 4],
    ['PICK11X5_ANY4', [['01', '02', '03', '04']], 1],
    ['PICK11X5_ANY5', [['01', '02', '03', '04', '05', '06']], 6],
    ['PICK11X5_ANY6', [['01', '02', '03', '04', '05', '06', '07']], 7],
    ['PICK11X5_ANY7', [['01', '02', '03', '04', '05', '06', '07']], 1],
    ['PICK11X5_ANY8', [['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']], 165],
    ['PICK11X5_FIRST1', [['05']], 1],
    [
      'PICK11X5_FIRST2',
      [
        ['01', '02'],
        ['02', '03'],
      ],
      3,
    ],
    [
      'PICK11X5_FIRST3',
      [
        ['01', '02'],
        ['02', '03'],
        ['01', '03'],
      ],
      2,
    ],
  ])('%s %j makes %i bets', (code, selection, bets) => {
    expect(validateSelection(play(code), selection)).toEqual({ ok: true, bets });
  });

  it('covers every play type in the table above', () => {
    // A new play type needs a row here and in the payout tests.
    expect(PLAY_TYPES.length).toBe(37);
  });

  it.each([
    ['VN_LO2', 'not an array', 'lottery.selection.invalid'],
    ['VN_LO2', [[7]], 'lottery.selection.invalid'],
    ['VN_LO2', [], 'lottery.selection.invalid'],
    ['VN_LO2', [['07'], ['08']], 'lottery.selection.invalid'],
    ['VN_LO2', [['7']], 'lottery.selection.option'],
    ['VN_LO2', [['100']], 'lottery.selection.option'],
    ['VN_LO2', [['-1']], 'lottery.selection.option'],
    ['VN_LO2', [['07', '07']], 'lottery.selection.duplicate'],
    ['VN_LO2', [[]], 'lottery.selection.too.few'],
    ['VN_3CANG', [['12']], 'lottery.selection.option'],
    ['VN_XIEN2', [['01']], 'lottery.selection.too.few'],
    ['VN_XIEN4', [['01', '02', '03']], 'lottery.selection.too.few'],
    [
      'VN_XIEN2',
      [['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10']],
      'lottery.selection.too.many',
    ],
    ['VN_DAU', [['10']], 'lottery.selection.option'],
    ['DICE3_SUM', [['2']], 'lottery.selection.option'],
    ['DICE3_SUM', [['19']], 'lottery.selection.option'],
    ['DICE3_BIG_SMALL', [['ODD']], 'lottery.selection.option'],
    ['DICE3_TRIPLE', [['0']], 'lottery.selection.option'],
    ['DICE3_TRIPLE', [['7']], 'lottery.selection.option'],
    ['DIGIT5_POSITION', [[], [], [], [], []], 'lottery.selection.too.few'],
    ['DIGIT5_POSITION', [['1'], [], [], []], 'lottery.selection.invalid'],
    ['DIGIT5_FRONT3', [['1'], ['2'], []], 'lottery.selection.too.few'],
    ['DIGIT5_FRONT3', [['1'], ['2'], ['3', '3']], 'lottery.selection.duplicate'],
    ['RACE10_POSITION', [['00'], [], [], [], [], [], [], [], [], []], 'lottery.selection.option'],
    ['RACE10_POSITION', [['11'], [], [], [], [], [], [], [], [], []], 'lottery.selection.option'],
    ['RACE10_TOP2_SUM', [['2']], 'lottery.selection.option'],
    ['PICK11X5_ANY3', [['01', '02']], 'lottery.selection.too.few'],
    ['PICK11X5_ANY1', [['12']], 'lottery.selection.option'],
    ['PICK11X5_ANY1', [['00']], 'lottery.selection.option'],
    ['PICK11X5_FIRST2', [['01'], ['01']], 'lottery.selection.no.bets'],
    ['PICK11X5_FIRST3', [['01'], ['02']], 'lottery.selection.invalid'],
  ])('%s %j is refused with %s', (code, selection, errorCode) => {
    const check = validateSelection(play(code), selection);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.code).toBe(errorCode);
  });

  it('names the offending row', () => {
    expect(validateSelection(play('DIGIT5_FRONT3'), [['1'], ['x'], ['3']])).toEqual({
      ok: false,
      code: 'lottery.selection.option',
      group: 1,
    });
  });

  it('gives the error code through the zod schema', () => {
    const schema = selectionSchemaFor(play('VN_XIEN2'));
    expect(schema.safeParse([['01', '02']]).success).toBe(true);
    const refused = schema.safeParse([['01']]);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('lottery.selection.too.few');
  });
});

/** Brute force: every subset of `size`, or every tuple of one pick per row, counted directly. */
const subsets = (items: readonly string[], size: number): string[][] =>
  size === 0
    ? [[]]
    : items.flatMap((item, i) =>
        subsets(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
      );
const tuples = (rows: Selection): string[][] =>
  rows.reduce<string[][]>((acc, row) => acc.flatMap((t) => row.map((pick) => [...t, pick])), [[]]);

const bruteForceBets = (playType: PlayType, selection: Selection): number => {
  const c = playType.counting;
  if (c.kind === 'EACH') return selection.flat().length;
  if (c.kind === 'COMBINATION') return subsets(selection[0] ?? [], c.size).length;
  const all = tuples(selection);
  return c.kind === 'PRODUCT' ? all.length : all.filter((t) => new Set(t).size === t.length).length;
};

/** A random selection within each row's bounds (small, so brute force stays cheap). */
const selectionArb = (playType: PlayType): fc.Arbitrary<Selection> =>
  fc.tuple(
    ...playType.groups.map((g) =>
      fc.subarray([...g.options], { minLength: g.min, maxLength: Math.min(g.max, g.min + 4) }),
    ),
  );

describe('betCount against brute force', () => {
  it.each(PLAY_TYPES.map((p) => [p.code, p] as const))('%s', (_code, playType) => {
    fc.assert(
      fc.property(selectionArb(playType), (selection) => {
        const expected = bruteForceBets(playType, selection);
        expect(betCount(playType, selection)).toBe(expected);
        const check = validateSelection(playType, selection);
        if (selection.flat().length === 0) expect(check).toMatchObject({ ok: false });
        else if (expected === 0)
          expect(check).toEqual({ ok: false, code: 'lottery.selection.no.bets' });
        else expect(check).toEqual({ ok: true, bets: expected });
      }),
      { numRuns: 40 },
    );
  });
});
