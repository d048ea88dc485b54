import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [-5_000, '00:00'],
    [Number.NaN, '00:00'],
    [1, '00:01'],
    [999, '00:01'],
    [1_000, '00:01'],
    [59_000, '00:59'],
    [60_000, '01:00'],
    [61_500, '01:02'],
    [3_599_000, '59:59'],
    [3_600_000, '01:00:00'],
    [3_661_000, '01:01:01'],
    [86_399_000, '23:59:59'],
    [86_400_000, '1d 00:00:00'],
    [26 * 3_600_000 + 5_000, '1d 02:00:05'],
    [108 * 3_600_000 + 3 * 60_000 + 49_000, '4d 12:03:49'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('names the days of a far draw with the given words', () => {
    expect(formatCountdown(2 * 86_400_000 + 61_000, (days, clock) => `${days} ngày ${clock}`)).toBe(
      '2 ngày 00:01:01',
    );
  });
});
