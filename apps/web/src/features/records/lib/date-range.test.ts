import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, rangeProblem } from './date-range';

describe('record date presets', () => {
  it('counts the last 7 and 30 days from the merchant today, today included', () => {
    expect(presetRange(7, '2026-03-15')).toEqual({
      startDate: '2026-03-09',
      endDate: '2026-03-15',
    });
    expect(presetRange(30, '2026-03-01')).toEqual({
      startDate: '2026-01-31',
      endDate: '2026-03-01',
    });
    expect(presetOf({ startDate: '2026-03-09', endDate: '2026-03-15' }, '2026-03-15')).toBe(7);
    expect(presetOf({ startDate: '2026-03-10', endDate: '2026-03-15' }, '2026-03-15')).toBeNull();
  });
  it('refuses reversed and too long ranges', () => {
    expect(rangeProblem({ startDate: '2026-03-10', endDate: '2026-03-09' })).toBe(true);
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2026-03-09' })).toBe(true);
    expect(rangeProblem({ startDate: '2026-03-09', endDate: '2026-03-09' })).toBe(false);
  });
});
