import { describe, expect, it } from 'vitest';
import { addDays, addYears, businessDayOf, dayRange, isCalendarDay } from './business-day.ts';

const dayIn = (timeZone: string, instant: Date) => businessDayOf(instant, timeZone);
const dayStart = (timeZone: string, day: string) => dayRange(day, timeZone).start;

describe('merchant days', () => {
  it('reads the day an instant falls on in the zone', () => {
    const instant = new Date('2025-03-01T17:30:00Z');
    expect(dayIn('UTC', instant)).toBe('2025-03-01');
    // 01:30 the next morning in Manila (UTC+8).
    expect(dayIn('Asia/Manila', instant)).toBe('2025-03-02');
    expect(dayIn('America/New_York', new Date('2025-03-02T03:00:00Z'))).toBe('2025-03-01');
  });

  it('finds the instant a day starts at, across offset changes', () => {
    expect(dayStart('Asia/Manila', '2025-03-02').toISOString()).toBe('2025-03-01T16:00:00.000Z');
    expect(dayStart('UTC', '2025-03-02').toISOString()).toBe('2025-03-02T00:00:00.000Z');
    // New York: EST (UTC-5) before 9 March 2025, EDT (UTC-4) from then on.
    expect(dayStart('America/New_York', '2025-03-09').toISOString()).toBe(
      '2025-03-09T05:00:00.000Z',
    );
    expect(dayStart('America/New_York', '2025-03-10').toISOString()).toBe(
      '2025-03-10T04:00:00.000Z',
    );
  });

  it('checks calendar days and moves them', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2023-13-01')).toBe(false);
    expect(isCalendarDay('2023-1-01')).toBe(false);
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addYears('2025-06-15', -21)).toBe('2004-06-15');
    expect(addYears('2024-02-29', -21)).toBe('2003-02-28');
  });
});
