import type { WinnerRow } from '@monsoon/contracts/catalogue';

/** Only wins above this are listed, whatever the server sent (spec §8, §9). */
export const winnerBoardMinimum = 50_000;
/** Rows asked for and shown at most (spec §9 winner board limit). */
export const winnerBoardLimit = 50;

/** A win as the board shows it. */
export type Winner = WinnerRow['vo'];

/**
 * A player's name as the board may show it: a name the server already masked (`pl***01`) stays;
 * otherwise only its first and last two characters are kept (at least three stars in between).
 */
export function maskName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes('*')) return trimmed;
  const chars = [...trimmed];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  const keep = chars.length <= 5 ? 1 : 2;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}

/** The board's rows: wins above the minimum, largest first, at most the limit, names masked. */
export function visibleWinners(rows: readonly WinnerRow[]): Winner[] {
  return rows
    .map((r) => r.vo)
    .filter((w) => Number.isFinite(w.winAmount) && w.winAmount > winnerBoardMinimum)
    .sort((a, b) => b.winAmount - a.winAmount || b.winTime - a.winTime)
    .slice(0, winnerBoardLimit)
    .map((w) => ({ ...w, customerName: maskName(w.customerName) }));
}
