import { findPlayType } from '@monsoon/contracts/lottery/play-types';
import { describe, expect, it } from 'vitest';
import { lineProblem, slipProblem, unitProblem } from './limits';
import type { SlipLine } from './slip';

const playType = findPlayType('DICE3_BIG_SMALL');
if (!playType) throw new Error('no DICE3_BIG_SMALL');
const line = (over: Partial<SlipLine> = {}): SlipLine => ({
  id: 'l',
  playType,
  selection: [['BIG']],
  bets: 1,
  multiple: 1,
  unitMinor: 100n,
  ...over,
});

describe('stake limits', () => {
  it('refuses a unit stake under the minimum and takes the minimum itself', () => {
    expect(unitProblem(99n)).toEqual({ key: 'unitBelowMin', amount: 100n });
    expect(unitProblem(100n)).toBeNull();
    expect(unitProblem(null)).toBeNull();
  });

  it('refuses a ticket above the maximum, counting bets and the multiple', () => {
    expect(lineProblem(line({ unitMinor: 10_000_000n }))).toBeNull();
    expect(lineProblem(line({ unitMinor: 5_000_000n, multiple: 3 }))).toEqual({
      key: 'ticketAboveMax',
      amount: 10_000_000n,
    });
  });

  it('refuses a slip above the order maximum or with too many lines', () => {
    const big = line({ unitMinor: 10_000_000n });
    expect(slipProblem([big, big, big, big, big])).toBeNull();
    expect(slipProblem([big, big, big, big, big, big])).toEqual({
      key: 'orderAboveMax',
      amount: 50_000_000n,
    });
    expect(slipProblem(Array.from({ length: 101 }, () => line()))).toEqual({
      key: 'tooManyLines',
      count: 100,
    });
  });
});
