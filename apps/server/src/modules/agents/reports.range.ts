import { MAX_AGENT_REPORT_RANGE_DAYS, type TeamPeriod } from '@monsoon/contracts/agent-reports';
import { addDays, dayRange, isCalendarDay, periodOfDay } from '@/lib/business-day.ts';
import { invalidRequest } from '@/lib/errors.ts';

/** Days of the default range: the last 7 days, today included (the first preset of spec §9). */
const DEFAULT_DAYS = 7;

/** A checked range of business days with the merchant's today and its [from, to) in UTC. */
export interface ReportRange {
  startDate: string;
  endDate: string;
  today: string;
  from: Date;
  /** Exclusive: the start of the day after endDate. */
  to: Date;
}

/** The days of a range, both included: `2025-03-01`..`2025-03-07` is 7. */
export const daysBetween = (start: string, end: string): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

const withInstants = (
  startDate: string,
  endDate: string,
  today: string,
  timeZone: string,
): ReportRange => ({
  startDate,
  endDate,
  today,
  from: dayRange(startDate, timeZone).start,
  to: dayRange(endDate, timeZone).end,
});

/**
 * A report's range from its query (defaults: the 7 days ending today); refuses a day that is not a
 * calendar day, an end before the start and more than MAX_AGENT_REPORT_RANGE_DAYS days.
 */
export function reportRange(
  q: { startDate?: string | undefined; endDate?: string | undefined },
  today: string,
  timeZone: string,
): ReportRange {
  const endDate = q.endDate ?? today;
  // The end is checked first: the default start is counted from it.
  if (!isCalendarDay(endDate)) throw invalidRequest({ endDate: 'not a calendar day' });
  const startDate = q.startDate ?? addDays(endDate, 1 - DEFAULT_DAYS);
  if (!isCalendarDay(startDate)) throw invalidRequest({ startDate: 'not a calendar day' });
  const days = daysBetween(startDate, endDate);
  if (days < 1) throw invalidRequest({ endDate: 'must not be before startDate' });
  if (days > MAX_AGENT_REPORT_RANGE_DAYS)
    throw invalidRequest({ endDate: `a range is at most ${MAX_AGENT_REPORT_RANGE_DAYS} days` });
  return withInstants(startDate, endDate, today, timeZone);
}

/**
 * The business days of an overview period: today, yesterday, the ISO week from Monday to today, the
 * month from the 1st to today (the days so far, in the merchant's zone).
 */
export function periodRange(period: TeamPeriod, today: string, timeZone: string): ReportRange {
  if (period === 'yesterday') {
    const day = addDays(today, -1);
    return withInstants(day, day, today, timeZone);
  }
  if (period === 'today') return withInstants(today, today, today, timeZone);
  const kind = period === 'thisWeek' ? 'weekly' : 'monthly';
  return withInstants(periodOfDay(kind, today, timeZone).firstDay, today, today, timeZone);
}

/** Every business day of a range, oldest first. */
export const daysOf = (range: { startDate: string; endDate: string }): string[] =>
  Array.from({ length: daysBetween(range.startDate, range.endDate) }, (_, i) =>
    addDays(range.startDate, i),
  );
