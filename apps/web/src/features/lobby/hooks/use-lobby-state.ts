import { useCallback, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  initialLobbyState,
  lobbyReducer,
  type LobbyAction,
  type LobbyState,
  type LobbyTab,
} from '@/features/lobby/lib/lobby-state';
import { lobbySearch, readLobbyParams, type LobbyParams } from '@/features/lobby/lib/lobby-url';

export interface LobbyControls {
  state: LobbyState;
  params: LobbyParams;
  /** Filters and paging (they stay out of the address). */
  dispatch: (action: LobbyAction) => void;
  /** A vendor choice: a new history entry, so Back returns to the previous vendor. */
  chooseVendor: (vassalage: string) => void;
  /** A tab choice (the favourites tab needs a login; the caller gates it). */
  chooseTab: (tab: LobbyTab) => void;
}

/**
 * The game list's state (lib/lobby-state.ts) with the vendor and tab kept in the address, so Back,
 * Forward and shared links show the same list. Filter changes leave the tab (spec §4), and the address
 * drops it too.
 */
export function useLobbyState(loggedIn: boolean): LobbyControls {
  const [search, setSearch] = useSearchParams();
  const params = readLobbyParams(search);
  const [state, dispatchState] = useReducer(lobbyReducer, params, (p) =>
    initialLobbyState(p.vassalage, p.tab === 'fav' && !loggedIn ? 'none' : p.tab),
  );

  // The address changed (Back/Forward, a header vendor link) or a login finished: follow it.
  const addressKey = `${params.vassalage}|${params.tab}|${String(loggedIn)}`;
  const [seenAddress, setSeenAddress] = useState(addressKey);
  if (seenAddress !== addressKey) {
    setSeenAddress(addressKey);
    dispatchState({ type: 'address', vassalage: params.vassalage, tab: params.tab, loggedIn });
  }

  const dispatch = useCallback(
    (action: LobbyAction) => {
      dispatchState(action);
      if (action.type !== 'more' && action.type !== 'loaded' && search.has('tab'))
        setSearch(lobbySearch(search, { tab: 'none' }), { replace: true });
    },
    [search, setSearch],
  );
  const go = useCallback(
    (next: URLSearchParams) => {
      if (next.toString() !== search.toString()) setSearch(next);
    },
    [search, setSearch],
  );
  const chooseVendor = useCallback(
    (vassalage: string) => go(lobbySearch(search, { vassalage, tab: 'none' })),
    [go, search],
  );
  const chooseTab = useCallback(
    (tab: LobbyTab) => {
      dispatchState({ type: 'tab', tab, loggedIn });
      go(lobbySearch(search, { tab }));
    },
    [go, loggedIn, search],
  );
  return { state, params, dispatch, chooseVendor, chooseTab };
}
