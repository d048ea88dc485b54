import {
  addDays,
  dayRange,
  isCalendarDay,
  periodOfDay,
  type PeriodKind,
} from '@/lib/business-day.ts';

/** How long after its period's end a run is due (decision 0068: a period is computed a minute after). */
const GRACE_MS = 60_000;
/** A run without a calendar period (a real-time salary's rounds) is due one tick after it opened. */
const TICK_MS = 5 * 60_000;

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
 * When the period of a run ends, in the merchant's time zone: a business day, an ISO week, a half
 * month or a month (`periodOfDay`), or a local hour (`2026-11-25T13`: its day's start plus 14 hours,
 * an hour off on a day the clocks change). Null for a key without a calendar period (`draw:42`).
 */
export function periodEndOf(kind: string, key: string, timeZone: string): Date | null {
  const hour = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(key);
  if (kind === 'salary.hourly' && hour?.[1] && isCalendarDay(hour[1])) {
    const start = dayRange(hour[1], timeZone).start;
    return new Date(start.getTime() + (Number(hour[2]) + 1) * 3_600_000);
  }
  const periodKind = periodKindOf(kind);
  const first = periodKind ? firstDayOf(periodKind, key) : null;
  return periodKind && first ? periodOfDay(periodKind, first, timeZone).end : null;
}

/**
 * Whether an open run failed: its period ended (plus the minute the engine waits) and its tick is
 * over, yet it is open. A run without a calendar period counts once a tick has passed since it opened.
 */
export function isOverdue(
  run: { kind: string; period: string; createdAt: Date },
  timeZone: string,
  now: Date,
): boolean {
  const end = periodEndOf(run.kind, run.period, timeZone);
  const due = end ? end.getTime() + GRACE_MS : run.createdAt.getTime() + TICK_MS;
  return now.getTime() >= due;
}
