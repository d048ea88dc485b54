const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A countdown as the lottery shows it: `MM:SS` under an hour, `HH:MM:SS` from an hour (hours keep
 * counting past 24 for a daily station), `00:00` once passed. Whole seconds, rounded up, so the last
 * second reads `00:01` until the moment itself.
 */
export function formatCountdown(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '00:00';
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
