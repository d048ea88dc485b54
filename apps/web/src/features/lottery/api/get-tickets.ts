import { lgwOrders } from '@monsoon/contracts/lottery/lgw';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The member's latest tickets of one game, open and settled: GET /lgw/orders (decision 0024). */
export const ticketsQuery = (gameId: number) =>
  queryOptions({
    queryKey: ['lottery', 'tickets', gameId],
    queryFn: async ({ signal }) =>
      (await callApi(lgwOrders, { query: { status: 'all', gameId, page: 0, size: 10 }, signal })).content,
    staleTime: 10_000,
  });
