/**
 * Calendar days in a merchant's time zone (IANA name, e.g. `Asia/Manila`): "today" for age rules and the
 * UTC instant a day starts at for date-range reports. Days are `yyyy-MM-dd` strings.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving the wall-clock parts of an instant in `timeZone` (cached per zone). */
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
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
};

/** The wall-clock time of `instant` in `timeZone`, read as if it were UTC (epoch ms). */
function wallClockMs(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(
    parts['year'] ?? 1970,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
}

/** `yyyy-MM-dd` of an epoch-ms value read as UTC. */
const dayOfUtcMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The calendar day `instant` falls on in `timeZone`. */
export const dayIn = (timeZone: string, instant: Date): string =>
  dayOfUtcMs(wallClockMs(instant, timeZone));

/** Whether `text` is a real calendar day written `yyyy-MM-dd` (no 2023-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && dayOfUtcMs(ms) === text;
}

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number): string =>
  dayOfUtcMs(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** `day` moved by `years` calendar years; 29 February becomes 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return dayOfUtcMs(Date.UTC(year, m - 1, Math.min(d, last)));
}

/** The UTC instant at which `day` begins in `timeZone` (correct across offset changes). */
export function dayStart(timeZone: string, day: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // Guess with the offset at the wall time, then correct once with the offset at the guess.
  let guess = wall - (wallClockMs(new Date(wall), timeZone) - wall);
  guess = wall - (wallClockMs(new Date(guess), timeZone) - guess);
  return new Date(guess);
}
