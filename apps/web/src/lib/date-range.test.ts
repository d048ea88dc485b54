import { describe, expect, it } from 'vitest';
import { addDays, presetOf, presetRange, rangeProblem } from './date-range';

describe('date presets', () => {
  it('count back from today, today included', () => {
    expect(presetRange(7, '2025-03-02')).toEqual({
      startDate: '2025-02-24',
      endDate: '2025-03-02',
    });
    expect(presetRange(30, '2025-03-02')).toEqual({
      startDate: '2025-02-01',
      endDate: '2025-03-02',
    });
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('recognise a preset range, and nothing else', () => {
    expect(presetOf('2025-02-24', '2025-03-02', '2025-03-02')).toBe(7);
    expect(presetOf('2025-02-01', '2025-03-02', '2025-03-02')).toBe(30);
    expect(presetOf('2025-02-25', '2025-03-02', '2025-03-02')).toBeNull();
    expect(presetOf('2025-02-23', '2025-03-01', '2025-03-02')).toBeNull();
  });

  it('refuses reversed ranges and ranges longer than the limit', () => {
    expect(rangeProblem({ startDate: '2026-03-10', endDate: '2026-03-09' }, 93)).toBe(true);
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-04-03' }, 93)).toBe(false);
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-04-04' }, 93)).toBe(true);
    expect(rangeProblem({ startDate: '2026-03-09', endDate: '2026-03-09' }, 93)).toBe(false);
  });
});
