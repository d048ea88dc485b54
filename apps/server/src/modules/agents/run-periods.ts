import { addDays, isCalendarDay, periodOfDay, type PeriodKind } from '@/lib/business-day.ts';
import { PAY_GRACE_MS, REALTIME_WINDOW_MS } from './salary-periods.ts';

const HOUR_MS = 3_600_000;
/** A window's key: its start as a UTC minute (`2026-11-25T05:00Z`, decision 0068). */
const minuteKey = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/;

/** The first business day of a period key of `kind` (`2026-11-25`, `2026-W48`, `2026-11-H2`, `2026-11`). */
function firstDayOf(kind: PeriodKind, key: string): string | null {
  let day: string | null = null;
  if (kind === 'daily') day = key;
  else if (kind === 'monthly') day = /^\d{4}-\d{2}$/.test(key) ? `${key}-01` : null;
  else if (kind === 'half-monthly') {
    const m = /^(\d{4}-\d{2})-H([12])$/.exec(key);
    day = m ? `${m[1]}-${m[2] === '1' ? '01' : '16'}` : null;
  } else {
    const m = /^(\d{4})-W(\d{2})$/.exec(key);
    if (m) {
      // ISO weeks: the 4th of January is always in week 1; its week's Monday starts week 1.
      const jan4 = `${m[1]}-01-04`;
      const weekday = (new Date(`${jan4}T00:00:00Z`).getUTCDay() + 6) % 7;
      day = addDays(jan4, (Number(m[2]) - 1) * 7 - weekday);
    }
  }
  return day !== null && isCalendarDay(day) ? day : null;
}

/** The calendar period kind of an agent settlement kind (`dividend.weekly` → weekly). */
function periodKindOf(kind: string): PeriodKind | null {
  if (kind === 'salary.daily') return 'daily';
  const dividend = /^dividend\.(daily|weekly|half-monthly|monthly)$/.exec(kind)?.[1];
  return dividend === 'daily' ||
    dividend === 'weekly' ||
    dividend === 'half-monthly' ||
    dividend === 'monthly'
    ? dividend
    : null;
}

/**
 * When the period of a run ends (decision 0068's keys): a business day, an ISO week, a half month or a
 * month in the merchant's time zone (`periodOfDay`); an hour (`salary.hourly`) or a 5-minute window of
 * lottery rounds (`salary.realtime`) keyed by its start in UTC. Null for a key that is none of these.
 */
export function periodEndOf(kind: string, key: string, timeZone: string): Date | null {
  const span =
    kind === 'salary.hourly' ? HOUR_MS : kind === 'salary.realtime' ? REALTIME_WINDOW_MS : 0;
  if (span > 0) {
    const start = minuteKey.test(key) ? Date.parse(`${key.slice(0, -1)}:00Z`) : Number.NaN;
    return Number.isNaN(start) ? null : new Date(start + span);
  }
  const periodKind = periodKindOf(kind);
  const first = periodKind ? firstDayOf(periodKind, key) : null;
  return periodKind && first ? periodOfDay(periodKind, first, timeZone).end : null;
}

/**
 * Whether an open run failed: its period ended (plus the minute the pay jobs wait, `PAY_GRACE_MS`) and
 * it is still open. A key without a known end counts once a real-time window has passed since it opened.
 */
export function isOverdue(
  run: { kind: string; period: string; createdAt: Date },
  timeZone: string,
  now: Date,
): boolean {
  const end = periodEndOf(run.kind, run.period, timeZone);
  const due = end ? end.getTime() + PAY_GRACE_MS : run.createdAt.getTime() + REALTIME_WINDOW_MS;
  return now.getTime() >= due;
}
