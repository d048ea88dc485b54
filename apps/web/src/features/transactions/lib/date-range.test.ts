import { describe, expect, it } from 'vitest';
import { addDays, presetOf, presetRange } from './date-range';

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
});
