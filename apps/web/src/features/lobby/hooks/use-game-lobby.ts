import type { GameClassify, VendorCard } from '@monsoon/contracts/catalogue';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLobbyGames } from '@/features/lobby/hooks/use-lobby-games';
import { useLobbyState } from '@/features/lobby/hooks/use-lobby-state';
import { classifyOptions } from '@/features/lobby/lib/classify-options';
import { hasFilters, hasMore, lobbyTabs, type LobbyTab } from '@/features/lobby/lib/lobby-state';
import { pickVendor, type ListGameType } from '@/features/lobby/lib/lobby-url';
import { useMerchant } from '@/lib/api/system-status';
import { useCanUseFavourites } from '@/lib/catalogue/favourite-ids';
import { cardsOf, regroupLanes } from '@/lib/catalogue/regroup';
import { useVendorLanes } from '@/lib/catalogue/vendor-lanes';
import { openModal } from '@/stores/modal-store';
import { selectLoggedIn, useSessionStore } from '@/stores/session-store';

/**
 * Everything the game-list page shows for a game type: the lanes' vendors and classes, the chosen
 * vendor (address `vassalage`, else the /rng hall `page`, else every vendor), the reducer's state,
 * the offered tabs and the shown list, and the actions.
 */
export function useGameLobby(gameType: ListGameType) {
  const { t } = useTranslation('lobby');
  const lanes = useVendorLanes();
  const merchant = useMerchant();
  const loggedIn = useSessionStore(selectLoggedIn);
  const token = useSessionStore((s) => s.token);
  const favourites = useCanUseFavourites() && loggedIn;
  const { state, params, dispatch, chooseVendor, chooseTab } = useLobbyState(favourites);

  const cards: readonly VendorCard[] = lanes.data
    ? cardsOf(regroupLanes(lanes.data), gameType)
    : [];
  const vendor = pickVendor(cards, { vassalage: state.vassalage, page: params.page }, (card) =>
    t('vendors.hall', { name: card.displayName }),
  );
  const classes: GameClassify[] = lanes.data
    ? classifyOptions(lanes.data, gameType, merchant?.languages ?? [])
    : [];
  const games = useLobbyGames(
    gameType,
    vendor?.vassalage ?? '',
    state,
    { fav: favourites, recent: token !== null },
    cards.length > 0,
  );

  // The answers say how many pages the list has: paging is clamped to them (spec §4).
  const totalPages = games.list.totalPages;
  if (totalPages !== undefined && totalPages !== state.totalPages && games.tab === state.tab)
    dispatch({ type: 'loaded', totalPages });

  // A tab the page no longer offers (no hot games, logged out) gives way to the vendor's games.
  useEffect(() => {
    if (games.tab !== state.tab) dispatch({ type: 'tab', tab: games.tab, loggedIn: favourites });
  }, [games.tab, state.tab, dispatch, favourites]);
  const tabItems = lobbyTabs.filter(
    (key) => key === 'none' || key === 'recent' || games.offered[key] || key === games.tab,
  );
  const onTab = useCallback(
    (tab: LobbyTab) => {
      // Recent games need a session (spec §6); the tab offers the login.
      if (tab === 'recent' && !token) openModal('login', {});
      else chooseTab(tab);
    },
    [chooseTab, token],
  );

  return {
    lanes,
    cards,
    vendor,
    classes,
    currencySymbol: merchant?.currencySymbol ?? 'P',
    state,
    dispatch,
    chooseVendor,
    tab: games.tab,
    tabItems,
    chooseTab: onTab,
    list: games.list,
    hasMore: games.tab === state.tab && hasMore(state),
    filtered: hasFilters(state.filters),
    more: useCallback(() => dispatch({ type: 'more' }), [dispatch]),
    clearFilters: useCallback(() => dispatch({ type: 'clearFilters' }), [dispatch]),
  };
}
