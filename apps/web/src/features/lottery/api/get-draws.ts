import { lgwDraws } from '@monsoon/contracts/lottery/lgw';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** How many past draws the results and trend panels show. */
export const RESULT_DRAWS = 20;

/** A game's latest results, newest first: GET /lgw/draw (wire §7, a Spring-style page). */
export const drawsQuery = (gameCode: string, language: string) =>
  queryOptions({
    queryKey: ['lottery', 'draws', gameCode, language],
    queryFn: async ({ signal }) =>
      (
        await callApi(lgwDraws, {
          query: { gameCode, page: 0, size: RESULT_DRAWS, language },
          signal,
        })
      ).content,
    staleTime: 10_000,
  });
