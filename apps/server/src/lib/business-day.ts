/**
 * Business days and settlement periods in a merchant's time zone (design/money.md §10, spec §9): the one
 * helper the wager-fact rollups and the settlement engine use. A business day is a calendar date
 * (`YYYY-MM-DD`) in the merchant's IANA zone; it starts at local midnight, so around a daylight-saving
 * change a day lasts 23 or 25 hours. Everything here is computed with Intl, no offsets are hard-coded.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type BusinessDay = string;

/** The contract periods of spec §9. */
export const PERIOD_KINDS = ['daily', 'weekly', 'half-monthly', 'monthly'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** A period: its key (unique per kind), its first and last business day, and its [start, end) in UTC. */
export interface Period {
  kind: PeriodKind;
  /** `2026-11-25` (daily), `2026-W48` (ISO week), `2026-11-H2` (half-monthly), `2026-11` (monthly). */
  key: string;
  firstDay: BusinessDay;
  lastDay: BusinessDay;
  start: Date;
  end: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter of a zone's wall clock; an unknown zone throws a RangeError here. */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    wallClock(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallOf(at: Date, timeZone: string): Wall {
  const parts = new Map(
    wallClock(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const n = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.get(type));
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour'),
    minute: n('minute'),
    second: n('second'),
  };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const dayKey = (y: number, m: number, d: number): BusinessDay => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** Parses `YYYY-MM-DD`; throws on anything else (including 2026-02-30). */
function parseDay(day: BusinessDay): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a business day: ${day}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    throw new RangeError(`not a business day: ${day}`);
  return { y, m, d };
}

/** The calendar day `n` days after `day` (n may be negative). */
export function addDays(day: BusinessDay, n: number): BusinessDay {
  const { y, m, d } = parseDay(day);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return dayKey(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The business day of an instant in the zone. */
export function businessDayOf(at: Date, timeZone: string): BusinessDay {
  const w = wallOf(at, timeZone);
  return dayKey(w.year, w.month, w.day);
}

/**
 * The UTC instant of local midnight starting `day` in the zone. Found by correcting a UTC guess by the
 * zone's offset twice (the offset at the guess may differ from the one at the answer across a change);
 * a zone whose clocks skip midnight starts the day at the first instant that reads that date.
 */
function startOfDay(day: BusinessDay, timeZone: string): Date {
  const { y, m, d } = parseDay(day);
  const target = Date.UTC(y, m - 1, d);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const w = wallOf(new Date(guess), timeZone);
    const wallMs = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
    const next = guess + (target - wallMs);
    if (next === guess) break;
    guess = next;
  }
  // Midnight skipped (a 00:00 → 01:00 change): the guess may read the day before; step forward a
  // minute at a time to the first minute that reads the date (zone changes fall on whole minutes).
  for (let i = 0; i < 24 * 60 && businessDayOf(new Date(guess), timeZone) < day; i++)
    guess = Math.floor(guess / 60_000) * 60_000 + 60_000;
  return new Date(guess);
}

/** A business day's [start, end) in UTC. */
export function dayRange(day: BusinessDay, timeZone: string): { start: Date; end: Date } {
  return { start: startOfDay(day, timeZone), end: startOfDay(addDays(day, 1), timeZone) };
}

/** ISO 8601 week of a date: Monday first, week 1 holds the year's first Thursday. */
function isoWeek(day: BusinessDay): { year: number; week: number; monday: BusinessDay } {
  const { y, m, d } = parseDay(day);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(day, -weekday);
  const thursday = parseDay(addDays(monday, 3));
  const jan1 = Date.UTC(thursday.y, 0, 1);
  const week =
    Math.floor((Date.UTC(thursday.y, thursday.m - 1, thursday.d) - jan1) / 604_800_000) + 1;
  return { year: thursday.y, week, monday };
}

const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The period of `kind` that holds a business day. */
export function periodOfDay(kind: PeriodKind, day: BusinessDay, timeZone: string): Period {
  const { y, m, d } = parseDay(day);
  let key: string;
  let firstDay: BusinessDay;
  let lastDay: BusinessDay;
  if (kind === 'daily') {
    [key, firstDay, lastDay] = [day, day, day];
  } else if (kind === 'weekly') {
    const w = isoWeek(day);
    [key, firstDay, lastDay] = [`${w.year}-W${pad(w.week)}`, w.monday, addDays(w.monday, 6)];
  } else if (kind === 'half-monthly') {
    // Spec §9's half-monthly: the 1st to the 15th, then the 16th to the month's last day.
    const second = d > 15;
    key = `${pad(y, 4)}-${pad(m)}-H${second ? 2 : 1}`;
    firstDay = dayKey(y, m, second ? 16 : 1);
    lastDay = dayKey(y, m, second ? daysInMonth(y, m) : 15);
  } else {
    [key, firstDay, lastDay] = [
      `${pad(y, 4)}-${pad(m)}`,
      dayKey(y, m, 1),
      dayKey(y, m, daysInMonth(y, m)),
    ];
  }
  return {
    kind,
    key,
    firstDay,
    lastDay,
    start: startOfDay(firstDay, timeZone),
    end: startOfDay(addDays(lastDay, 1), timeZone),
  };
}

/** The period of `kind` that holds an instant, in the zone. */
export const periodOf = (kind: PeriodKind, at: Date, timeZone: string): Period =>
  periodOfDay(kind, businessDayOf(at, timeZone), timeZone);

/** The period before the one holding `at` (what a settlement run pays once `at`'s period has begun). */
export const previousPeriod = (kind: PeriodKind, at: Date, timeZone: string): Period =>
  periodOfDay(kind, addDays(periodOf(kind, at, timeZone).firstDay, -1), timeZone);

/** Whether `text` is a real calendar day written `yyyy-MM-dd` (no 2023-02-30). */
export function isCalendarDay(text: string): boolean {
  try {
    parseDay(text);
    return true;
  } catch {
    return false;
  }
}

/** `day` moved by `years` calendar years; 29 February becomes 28 February in a common year. */
export function addYears(day: BusinessDay, years: number): BusinessDay {
  const { y, m, d } = parseDay(day);
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return dayKey(year, m, Math.min(d, last));
}

/**
 * The start of the local hour holding `at` in the zone (an instant; in a zone 30 or 45 minutes off UTC
 * it falls at :30 or :45 UTC). Hourly salary pays these hours, keyed by their start in UTC.
 */
export function localHourStart(at: Date, timeZone: string): Date {
  const w = wallOf(at, timeZone);
  return new Date(at.getTime() - (w.minute * 60 + w.second) * 1000 - at.getUTCMilliseconds());
}
