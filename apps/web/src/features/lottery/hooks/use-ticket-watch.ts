import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ticketsQuery } from '@/features/lottery/api/get-tickets';
import { awaitingSettlement, leftTickets } from '@/features/lottery/lib/tickets';
import { refreshBalance } from '@/lib/api/wallet-balance';

/** How often open tickets of a drawn draw are read again until they are settled. */
const SETTLEMENT_POLL_MS = 3000;

/**
 * Watches the member's open tickets of a game (the same query as My tickets' open tab): while a drawn
 * draw still has open tickets it reads them again, and once tickets leave the open list (settled) it
 * reloads the settled tab and the header balance, so a win shows without a reload.
 */
export function useTicketWatch(
  gameId: number,
  lastDrawn: string | undefined,
  enabled: boolean,
): void {
  const queryClient = useQueryClient();
  const open = useInfiniteQuery({
    ...ticketsQuery(gameId, 'open'),
    enabled,
    refetchInterval: (query) =>
      awaitingSettlement(query.state.data?.pages.flatMap((p) => p.content) ?? [], lastDrawn)
        ? SETTLEMENT_POLL_MS
        : false,
  });
  const seen = useRef<ReadonlySet<string> | null>(null);
  const { data, dataUpdatedAt } = open;
  useEffect(() => {
    if (!data) return;
    const now = new Set(data.pages.flatMap((p) => p.content.map((t) => t.ticketId)));
    const before = seen.current;
    seen.current = now;
    if (before && leftTickets(before, now).length > 0) {
      void refreshBalance(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'tickets', gameId, 'settled'] });
    }
    // dataUpdatedAt changes with every answer; `data` alone may keep its identity (structural sharing).
  }, [data, dataUpdatedAt, gameId, queryClient]);
}
