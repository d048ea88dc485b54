import { lgwOrders } from '@monsoon/contracts/lottery/lgw';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The My tickets tabs: tickets waiting for their draw, and settled ones (won, lost, void). */
export type TicketTab = 'open' | 'settled';

/** Tickets per page of My tickets. */
export const TICKETS_PAGE_SIZE = 10;

/** The member's tickets of one game, newest first, page by page: GET /lgw/orders (decision 0024). */
export const ticketsQuery = (gameId: number, status: TicketTab) =>
  infiniteQueryOptions({
    queryKey: ['lottery', 'tickets', gameId, status],
    queryFn: ({ pageParam, signal }) =>
      callApi(lgwOrders, {
        query: { status, gameId, page: pageParam, size: TICKETS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    // Spring pages are 0-based: another page while this one is not the last.
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
    staleTime: 10_000,
  });
