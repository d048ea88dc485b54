const two = (n: number): string => String(n).padStart(2, '0');

/** How a countdown of a day or more names its days, e.g. `(4, '12:03:49') => '4d 12:03:49'` (translated by the caller). */
export type DaysFormat = (days: number, clock: string) => string;

const plainDays: DaysFormat = (days, clock) => `${days}d ${clock}`;

/**
 * A countdown as the lottery shows it: `MM:SS` under an hour, `HH:MM:SS` under a day, and from a day on
 * the days before the clock (`4d 12:03:49`, the words from `days`), `00:00` once passed. Whole seconds,
 * rounded up, so the last second reads `00:01` until the moment itself.
 */
export function formatCountdown(ms: number, days: DaysFormat = plainDays): string {
  if (!Number.isFinite(ms) || ms <= 0) return '00:00';
  const total = Math.ceil(ms / 1000);
  const wholeDays = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (wholeDays > 0) return days(wholeDays, `${two(hours)}:${two(minutes)}:${two(seconds)}`);
  return hours > 0
    ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
    : `${two(minutes)}:${two(seconds)}`;
}
