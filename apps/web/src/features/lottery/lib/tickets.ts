import { parseBettingContent, playTypeByPlayId } from '@monsoon/contracts/lottery/betting';
import type { LgwTicket } from '@monsoon/contracts/lottery/lgw';
import type { PlayType } from '@monsoon/contracts/lottery/play-types';

/**
 * Whether some open ticket waits on a draw that is already drawn (its numero is the last drawn one or
 * earlier): settlement follows the draw by a moment, so My tickets reads again until it has. Numeros
 * of one game sort as text (`20260101-0720` < `20260101-0721`).
 */
export function awaitingSettlement(
  tickets: readonly Pick<LgwTicket, 'numero' | 'status'>[],
  lastDrawn: string | undefined,
): boolean {
  if (lastDrawn === undefined) return false;
  return tickets.some((t) => t.status === 'OPEN' && t.numero <= lastDrawn);
}

/** Ids of tickets that were in `before` and are gone from `after` (open tickets that have been settled). */
export function leftTickets(before: ReadonlySet<string>, after: ReadonlySet<string>): string[] {
  return [...before].filter((id) => !after.has(id));
}

/**
 * A ticket's play type and its picks as rows (`bettingContent` read back with the play type's rows), or
 * the raw text as one row when the play id or the text is not one we know.
 */
export function ticketPicks(ticket: Pick<LgwTicket, 'playId' | 'bettingContent'>): {
  playType: PlayType | undefined;
  rows: string[][];
} {
  const playType = playTypeByPlayId(ticket.playId);
  const rows = playType ? parseBettingContent(ticket.bettingContent, playType.groups.length) : null;
  return { playType, rows: rows ?? [[ticket.bettingContent]] };
}
