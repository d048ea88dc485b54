import { invalidRequest } from './errors.ts';
import { addDays, businessDayOf, dayRange, isCalendarDay } from './business-day.ts';

/** The days of a range, both included: `2025-03-01`..`2025-03-07` is 7. */
export const daysBetween = (start: string, end: string): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** A range of business days as a report reads it: the days, the merchant's today, and [from, to) in UTC. */
export interface ResolvedDays {
  startDate: string;
  endDate: string;
  today: string;
  from: Date;
  to: Date;
}

/**
 * Resolves a report's `startDate`/`endDate` (both optional, both included) in the merchant's time zone:
 * the end defaults to today, the start to `defaultDays` before the end; a day that is not a calendar
 * day, an end before the start or a range above `maxDays` is `invalid.request` naming the field.
 */
export function resolveDays(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
  timeZone: string,
  limits: { defaultDays: number; maxDays: number },
): ResolvedDays {
  const today = businessDayOf(now, timeZone);
  const endDate = query.endDate ?? today;
  const startDate = query.startDate ?? addDays(endDate, 1 - limits.defaultDays);
  if (!isCalendarDay(startDate)) throw invalidRequest({ startDate: 'not a calendar day' });
  if (!isCalendarDay(endDate)) throw invalidRequest({ endDate: 'not a calendar day' });
  const days = daysBetween(startDate, endDate);
  if (days < 1) throw invalidRequest({ endDate: 'must not be before startDate' });
  if (days > limits.maxDays)
    throw invalidRequest({ endDate: `a range is at most ${limits.maxDays} days` });
  return {
    startDate,
    endDate,
    today,
    from: dayRange(startDate, timeZone).start,
    to: dayRange(endDate, timeZone).end,
  };
}
