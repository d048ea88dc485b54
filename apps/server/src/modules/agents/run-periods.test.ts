import { describe, expect, it } from 'vitest';
import { isOverdue, periodEndOf } from './run-periods.ts';

const manila = 'Asia/Manila';

describe('the end of a settlement run’s period (merchant time zone)', () => {
  it.each([
    ['salary.daily', '2026-11-25', '2026-11-25T16:00:00.000Z'],
    ['dividend.daily', '2026-11-25', '2026-11-25T16:00:00.000Z'],
    // ISO week 48 of 2026 runs Monday 23 to Sunday 29 November.
    ['dividend.weekly', '2026-W48', '2026-11-29T16:00:00.000Z'],
    // Week 1 of 2027 starts on Monday 4 January; week 53 of 2026 ends on Sunday 3 January.
    ['dividend.weekly', '2026-W53', '2027-01-03T16:00:00.000Z'],
    ['dividend.half-monthly', '2026-11-H1', '2026-11-15T16:00:00.000Z'],
    ['dividend.half-monthly', '2026-02-H2', '2026-02-28T16:00:00.000Z'],
    ['dividend.monthly', '2026-12', '2026-12-31T16:00:00.000Z'],
    // The local hour 13:00-14:00 in Manila, keyed by its start in UTC.
    ['salary.hourly', '2026-11-25T05:00Z', '2026-11-25T06:00:00.000Z'],
    ['salary.realtime', '2026-11-25T13:05Z', '2026-11-25T13:10:00.000Z'],
  ])('%s %s ends at %s', (kind, key, end) => {
    expect(periodEndOf(kind, key, manila)?.toISOString()).toBe(end);
  });

  it('has no end for an unknown kind or a key that is no period', () => {
    expect(periodEndOf('salary.realtime', 'draw:42', manila)).toBeNull();
    expect(periodEndOf('salary.hourly', '2026-11-25T13', manila)).toBeNull();
    expect(periodEndOf('lottery.payout', '2026-11-25', manila)).toBeNull();
    expect(periodEndOf('salary.daily', '2026-02-30', manila)).toBeNull();
    expect(periodEndOf('dividend.monthly', '2026-13', manila)).toBeNull();
  });

  it('a run is overdue a minute after its period; one without a known end, a window after it opened', () => {
    const run = { kind: 'salary.daily', period: '2026-11-25', createdAt: new Date(0) };
    expect(isOverdue(run, manila, new Date('2026-11-25T16:00:59Z'))).toBe(false);
    expect(isOverdue(run, manila, new Date('2026-11-25T16:01:00Z'))).toBe(true);
    const round = {
      kind: 'salary.realtime',
      period: 'draw:9',
      createdAt: new Date('2026-11-25T10:00:00Z'),
    };
    expect(isOverdue(round, manila, new Date('2026-11-25T10:04:59Z'))).toBe(false);
    expect(isOverdue(round, manila, new Date('2026-11-25T10:05:00Z'))).toBe(true);
  });
});
