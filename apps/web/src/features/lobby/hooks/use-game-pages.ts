import type { GameItem } from '@monsoon/contracts/catalogue';
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/** Pages 1..n of a paged list, shown one after another. */
export interface PagedGames {
  games: GameItem[];
  /** From the latest answered page; undefined until one answered. */
  totalPages: number | undefined;
  /** Games in the whole list, when the answers say. */
  totalCount: number | undefined;
  /** The first page is on its way (skeletons in place of the list). */
  isLoading: boolean;
  /** A later page is on its way (skeletons after the list). */
  isLoadingMore: boolean;
  isError: boolean;
  error: unknown;
  /** Asks the failed pages again. */
  retry: () => void;
}

/** One page's answer as this hook needs it. */
export interface GamePage {
  games: GameItem[];
  totalPages: number;
  totalCount?: number;
}

/**
 * Pages 1..`pageCount` of a list, each its own cached query (Back finds them in the cache); the games of
 * the answered pages in order, without repeats (a list that shifted between pages).
 */
export function usePagedGames<T, K extends QueryKey>(
  pageQuery: (pageNo: number) => UseQueryOptions<T, Error, T, K>,
  toPage: (answer: T) => GamePage,
  pageCount: number,
  enabled: boolean,
): PagedGames {
  return useQueries({
    queries: Array.from({ length: Math.max(1, pageCount) }, (_, i) => ({
      ...pageQuery(i + 1),
      enabled,
    })),
    combine: (results) => {
      const games: GameItem[] = [];
      const seen = new Set<number>();
      let totalPages: number | undefined;
      let totalCount: number | undefined;
      for (const result of results) {
        if (result.data === undefined) break;
        const page = toPage(result.data);
        totalPages = page.totalPages;
        totalCount = page.totalCount;
        for (const game of page.games) {
          if (seen.has(game.nodeId)) continue;
          seen.add(game.nodeId);
          games.push(game);
        }
      }
      const failed = results.filter((r) => r.isError);
      return {
        games,
        totalPages,
        totalCount,
        isLoading: enabled && (results[0]?.isPending ?? true) && !results[0]?.isError,
        isLoadingMore:
          enabled && results.slice(1).some((r) => r.isFetching && r.data === undefined),
        isError: failed.length > 0,
        error: failed[0]?.error,
        retry: () => failed.forEach((r) => void r.refetch()),
      };
    },
  });
}

/** The page of a game-list answer (GCSGAME_gameList). */
export const listAnswerPage = (answer: GamePage): GamePage => answer;

/** The page of a favourite-list answer (its games are under `content`). */
export const favouriteAnswerPage = (answer: {
  content: GameItem[];
  totalPages: number;
  totalCount: number;
}): GamePage => ({
  games: answer.content,
  totalPages: answer.totalPages,
  totalCount: answer.totalCount,
});
