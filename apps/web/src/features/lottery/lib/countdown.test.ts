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
    [26 * 3_600_000 + 5_000, '26:00:05'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
