import type { GameItem } from '@monsoon/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import type { ListGameType } from '@/features/lobby/lib/lobby-url';
import {
  shownTab,
  type LobbyState,
  type LobbyTab,
  type OfferedTabs,
} from '@/features/lobby/lib/lobby-state';
import { favouriteListQuery } from '@/lib/catalogue/favourite-list';
import { gameListQuery } from '@/lib/catalogue/game-list';
import { useHotGames } from '@/lib/catalogue/hot-games';
import { recentGamesQuery } from '@/lib/catalogue/recent-games';
import { useCatalogueLanguage } from '@/lib/catalogue/use-catalogue-language';
import { useSessionStore } from '@/stores/session-store';
import {
  favouriteAnswerPage,
  listAnswerPage,
  usePagedGames,
  type PagedGames,
} from './use-game-pages';

export interface LobbyGames {
  list: PagedGames;
  /** The tab shown (the chosen one, if the page offers it). */
  tab: LobbyTab;
  offered: OfferedTabs;
}

const single = (
  query: {
    data: GameItem[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  },
  enabled: boolean,
): PagedGames => ({
  games: query.data ?? [],
  totalPages: query.data ? 1 : undefined,
  totalCount: query.data?.length,
  isLoading: enabled && query.isPending && !query.isError,
  isLoadingMore: false,
  isError: query.isError,
  error: query.error,
  retry: () => void query.refetch(),
});

/**
 * The games of the shown tab for a game type and vendor (or every vendor), spec §3: the list with the
 * filters (pages 1..page), the hot games (one list), the member's favourites of the type (pages), or
 * their recent games (every page at once).
 */
export function useLobbyGames(
  gameType: ListGameType,
  /** Vendor code; '' = every vendor of the type. */
  vassalage: string,
  state: LobbyState,
  member: { fav: boolean; recent: boolean },
  /** The type has vendors (the lanes loaded). */
  ready: boolean,
): LobbyGames {
  const language = useCatalogueLanguage();
  const token = useSessionStore((s) => s.token) ?? '';
  const filters = { gameType, vassalage, ...state.filters };
  const hot = useHotGames({ gameType, vassalage }, { enabled: ready });
  // While the hot list is on its way, a hot tab from the address stays chosen.
  const offered: OfferedTabs = {
    hot: (hot.data?.length ?? 0) > 0 || (hot.isPending && ready),
    ...member,
  };
  const tab = shownTab(state.tab, offered);

  const list = usePagedGames(
    (pageNo) => gameListQuery(filters, pageNo, language),
    listAnswerPage,
    tab === 'none' ? state.page : 1,
    ready && tab === 'none',
  );
  const favourites = usePagedGames(
    (pageNo) => favouriteListQuery(token, gameType, pageNo, language),
    favouriteAnswerPage,
    tab === 'fav' ? state.page : 1,
    token !== '' && tab === 'fav',
  );
  const recent = useQuery({
    ...recentGamesQuery(token, { gameType, vassalage }, language),
    enabled: ready && token !== '' && tab === 'recent',
  });

  const shown =
    tab === 'hot'
      ? single(hot, ready)
      : tab === 'recent'
        ? single(recent, ready)
        : tab === 'fav'
          ? favourites
          : list;
  return { list: shown, tab, offered: { ...offered, hot: (hot.data?.length ?? 0) > 0 } };
}
