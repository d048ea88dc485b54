import type { GameClassify, MIN_BET_FILTERS } from '@monsoon/contracts/catalogue';

/** The game list's tabs (spec §4): none (the vendor's games), hot, favourites, recent. */
export const lobbyTabs = ['none', 'hot', 'fav', 'recent'] as const;
export type LobbyTab = (typeof lobbyTabs)[number];

/** The minimum-bet filter's choices (spec §2); null is "all". Checked against the contract's list. */
export const minBetChoices = [0.01, 0.05, 0.1, 0.5, 0.75] as const satisfies typeof MIN_BET_FILTERS;
export type MinBetChoice = (typeof minBetChoices)[number];

/** The filters of the vendor's list (tab none). */
export interface LobbyFilters {
  gameName: string;
  classify: GameClassify | '';
  minBet: MinBetChoice | null;
}

export interface LobbyState {
  /** Vendor code ('' until one is chosen: the page then shows the first vendor). */
  vassalage: string;
  tab: LobbyTab;
  filters: LobbyFilters;
  /** Pages shown so far (1-based). */
  page: number;
  /** Pages the current list has (from the latest answer; 1 until known). */
  totalPages: number;
}

export type LobbyAction =
  | { type: 'vendor'; vassalage: string }
  | { type: 'tab'; tab: LobbyTab; loggedIn: boolean }
  | { type: 'search'; gameName: string }
  | { type: 'classify'; classify: GameClassify | '' }
  | { type: 'minBet'; minBet: MinBetChoice | null }
  | { type: 'clearFilters' }
  | { type: 'more' }
  | { type: 'loaded'; totalPages: number }
  | { type: 'address'; vassalage: string; tab: LobbyTab; loggedIn: boolean };

export const noFilters: LobbyFilters = { gameName: '', classify: '', minBet: null };

export const initialLobbyState = (vassalage = '', tab: LobbyTab = 'none'): LobbyState => ({
  vassalage,
  tab,
  filters: noFilters,
  page: 1,
  totalPages: 1,
});

const clamp = (page: number, totalPages: number): number =>
  Math.min(Math.max(1, page), Math.max(1, totalPages));

/** A new list from page 1: the tab cleared (spec §4: vendor, search, classify and min bet do this). */
const restartList = (state: LobbyState, change: Partial<LobbyState>): LobbyState => ({
  ...state,
  ...change,
  tab: 'none',
  page: 1,
  totalPages: 1,
});

/** A filter change; choosing the value already in force on the vendor's list changes nothing. */
const setFilter = (state: LobbyState, filters: LobbyFilters): LobbyState =>
  state.tab === 'none' &&
  filters.gameName === state.filters.gameName &&
  filters.classify === state.filters.classify &&
  filters.minBet === state.filters.minBet
    ? state
    : restartList(state, { filters });

/**
 * The game list's reset and paging rules (spec §4). Choosing a tab resets to page 1 and clears the
 * filters (the favourites tab needs a login); changing vendor, search, classify or min bet clears the
 * tab and reloads page 1; more pages while page < totalPages; pages clamped to 1..totalPages; the hot
 * tab is one page and the recent tab loads all its pages at once, so neither loads more.
 */
export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  switch (action.type) {
    case 'tab':
      if (action.tab === 'fav' && !action.loggedIn) return state;
      return { ...state, tab: action.tab, filters: noFilters, page: 1, totalPages: 1 };
    case 'vendor':
      return action.vassalage === state.vassalage
        ? state
        : restartList(state, { vassalage: action.vassalage });
    case 'search':
      return setFilter(state, { ...state.filters, gameName: action.gameName });
    case 'classify':
      return setFilter(state, { ...state.filters, classify: action.classify });
    case 'minBet':
      return setFilter(state, { ...state.filters, minBet: action.minBet });
    case 'clearFilters':
      return setFilter(state, noFilters);
    case 'more':
      return hasMore(state) ? { ...state, page: clamp(state.page + 1, state.totalPages) } : state;
    case 'address': {
      // Back/forward or a link: the address's vendor, then its tab, under the same rules.
      const vendor = lobbyReducer(state, { type: 'vendor', vassalage: action.vassalage });
      return action.tab === vendor.tab
        ? vendor
        : lobbyReducer(vendor, { type: 'tab', tab: action.tab, loggedIn: action.loggedIn });
    }
    case 'loaded': {
      const totalPages = Math.max(0, Math.floor(action.totalPages));
      return { ...state, totalPages, page: clamp(state.page, totalPages) };
    }
  }
}

/** Whether Load more (and the infinite scroll) may ask for another page. */
export const hasMore = (state: Pick<LobbyState, 'tab' | 'page' | 'totalPages'>): boolean =>
  state.tab !== 'hot' && state.tab !== 'recent' && state.page < state.totalPages;

/** Whether any filter of the vendor's list is set. */
export const hasFilters = (filters: LobbyFilters): boolean =>
  filters.gameName.trim() !== '' || filters.classify !== '' || filters.minBet !== null;

/** Which tabs the page offers: hot while hot games exist, favourites to real members, recent with a session. */
export interface OfferedTabs {
  hot: boolean;
  fav: boolean;
  recent: boolean;
}

/** The tab actually shown: a tab the page does not offer (any more) falls back to the vendor's games. */
export const shownTab = (tab: LobbyTab, offered: OfferedTabs): LobbyTab =>
  tab === 'none' || offered[tab] ? tab : 'none';
