import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDayOf,
  dayRange,
  isTimeZone,
  periodOf,
  periodOfDay,
  previousPeriod,
} from './business-day.ts';

const hours = (r: { start: Date; end: Date }) => (r.end.getTime() - r.start.getTime()) / 3_600_000;

describe('business days', () => {
  it('a day without daylight saving (Asia/Manila, UTC+8): midnight to midnight, 24 hours', () => {
    expect(businessDayOf(new Date('2026-11-25T15:59:59.999Z'), 'Asia/Manila')).toBe('2026-11-25');
    expect(businessDayOf(new Date('2026-11-25T16:00:00Z'), 'Asia/Manila')).toBe('2026-11-26');
    expect(dayRange('2026-11-26', 'Asia/Manila')).toEqual({
      start: new Date('2026-11-25T16:00:00Z'),
      end: new Date('2026-11-26T16:00:00Z'),
    });
    expect(dayRange('2026-01-01', 'UTC').start).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('days across daylight-saving changes last 23 and 25 hours (America/New_York, Europe/London)', () => {
    const spring = dayRange('2026-03-08', 'America/New_York');
    expect(spring).toEqual({
      start: new Date('2026-03-08T05:00:00Z'),
      end: new Date('2026-03-09T04:00:00Z'),
    });
    expect(hours(spring)).toBe(23);
    const autumn = dayRange('2026-11-01', 'America/New_York');
    expect(autumn.start).toEqual(new Date('2026-11-01T04:00:00Z'));
    expect(hours(autumn)).toBe(25);
    expect(hours(dayRange('2026-03-29', 'Europe/London'))).toBe(23);
    expect(hours(dayRange('2026-10-25', 'Europe/London'))).toBe(25);
    // 01:30 happens twice in New York on 2026-11-01: both are that business day.
    expect(businessDayOf(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(businessDayOf(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01');
  });

  it('every day of a year is contiguous and its bounds read its own date (several zones)', () => {
    for (const zone of [
      'America/New_York',
      'Europe/London',
      'Asia/Manila',
      'Australia/Sydney',
      'America/Santiago',
      'Asia/Kathmandu',
    ]) {
      let day = '2026-01-01';
      for (let i = 0; i < 366; i++) {
        const r = dayRange(day, zone);
        expect(businessDayOf(r.start, zone)).toBe(day);
        expect(businessDayOf(new Date(r.start.getTime() - 1), zone)).toBe(addDays(day, -1));
        expect(businessDayOf(new Date(r.end.getTime() - 1), zone)).toBe(day);
        expect([23, 24, 25]).toContain(hours(r));
        const next = addDays(day, 1);
        expect(dayRange(next, zone).start).toEqual(r.end);
        day = next;
      }
    }
  });

  it('refuses an unknown zone and a date that does not exist', () => {
    expect(isTimeZone('Asia/Manila')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() => businessDayOf(new Date(), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => dayRange('2026-02-30', 'UTC')).toThrow(RangeError);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });
});

describe('periods', () => {
  it('daily, weekly (ISO, Monday first), half-monthly and monthly keys and bounds', () => {
    expect(periodOfDay('daily', '2026-11-25', 'Asia/Manila')).toMatchObject({
      key: '2026-11-25',
      start: new Date('2026-11-24T16:00:00Z'),
      end: new Date('2026-11-25T16:00:00Z'),
    });
    expect(periodOfDay('weekly', '2026-11-25', 'Asia/Manila')).toMatchObject({
      key: '2026-W48',
      firstDay: '2026-11-23',
      lastDay: '2026-11-29',
    });
    // ISO weeks across a year end: 2027-01-01 (a Friday) is in 2026's week 53.
    expect(periodOfDay('weekly', '2027-01-01', 'UTC')).toMatchObject({
      key: '2026-W53',
      firstDay: '2026-12-28',
    });
    expect(periodOfDay('weekly', '2026-01-01', 'UTC')).toMatchObject({
      key: '2026-W01',
      firstDay: '2025-12-29',
    });
    expect(periodOfDay('monthly', '2026-11-25', 'Asia/Manila')).toMatchObject({
      key: '2026-11',
      start: new Date('2026-10-31T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
  });

  it('month ends: half-months of 28, 29, 30 and 31-day months', () => {
    expect(periodOfDay('half-monthly', '2026-04-15', 'UTC')).toMatchObject({
      key: '2026-04-H1',
      firstDay: '2026-04-01',
      lastDay: '2026-04-15',
    });
    expect(periodOfDay('half-monthly', '2026-04-16', 'UTC')).toMatchObject({
      key: '2026-04-H2',
      lastDay: '2026-04-30',
    });
    expect(periodOfDay('half-monthly', '2026-01-31', 'UTC').lastDay).toBe('2026-01-31');
    expect(periodOfDay('half-monthly', '2026-02-20', 'UTC').lastDay).toBe('2026-02-28');
    expect(periodOfDay('half-monthly', '2028-02-29', 'UTC')).toMatchObject({
      key: '2028-02-H2',
      lastDay: '2028-02-29',
    });
    expect(periodOfDay('monthly', '2028-02-10', 'UTC').lastDay).toBe('2028-02-29');
    expect(periodOfDay('monthly', '2026-12-31', 'UTC').end).toEqual(
      new Date('2027-01-01T00:00:00Z'),
    );
  });

  it('a period in a daylight-saving zone spans its local midnights; the previous period', () => {
    const march = periodOfDay('monthly', '2026-03-15', 'America/New_York');
    expect(march.start).toEqual(new Date('2026-03-01T05:00:00Z'));
    expect(march.end).toEqual(new Date('2026-04-01T04:00:00Z'));
    const at = new Date('2026-11-25T17:00:00Z'); // 01:00 on the 26th in Manila
    expect(periodOf('daily', at, 'Asia/Manila').key).toBe('2026-11-26');
    expect(previousPeriod('daily', at, 'Asia/Manila').key).toBe('2026-11-25');
    expect(previousPeriod('half-monthly', new Date('2026-12-01T00:00:00Z'), 'UTC').key).toBe(
      '2026-11-H2',
    );
    expect(previousPeriod('monthly', new Date('2026-01-05T00:00:00Z'), 'UTC').key).toBe('2025-12');
    expect(previousPeriod('weekly', new Date('2026-11-25T00:00:00Z'), 'UTC').key).toBe('2026-W47');
  });
});
