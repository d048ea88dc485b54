import { lgwNumeroNear } from '@monsoon/contracts/lottery/lgw';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * A game's draw on sale and its last result: GET /lgw/numeros/near (wire §7). `receivedAt` pairs the
 * answer's `serverTime` with the device clock, so countdowns follow the server's clock.
 */
export const nearDrawQuery = (gameId: number) =>
  queryOptions({
    queryKey: ['lottery', 'near', gameId],
    queryFn: async ({ signal }) => {
      const value = await callApi(lgwNumeroNear, { query: { gameId }, signal });
      return { ...value, receivedAt: Date.now() };
    },
    staleTime: 5_000,
  });
