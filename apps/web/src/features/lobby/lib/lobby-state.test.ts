import { describe, expect, it } from 'vitest';
import {
  hasMore,
  initialLobbyState,
  lobbyReducer,
  noFilters,
  shownTab,
  type LobbyAction,
  type LobbyState,
} from './lobby-state';

const run = (actions: LobbyAction[], from: LobbyState = initialLobbyState('MONSOON')): LobbyState =>
  actions.reduce(lobbyReducer, from);
const filtered: LobbyAction[] = [
  { type: 'search', gameName: 'dragon' },
  { type: 'classify', classify: 'SLOTS' },
  { type: 'minBet', minBet: 0.1 },
];
const threePages: LobbyAction = { type: 'loaded', totalPages: 3 };

describe('game list reset and paging rules (spec §4)', () => {
  it('choosing a tab resets to page 1 and clears the filters', () => {
    const state = run([
      ...filtered,
      threePages,
      { type: 'more' },
      { type: 'tab', tab: 'recent', loggedIn: true },
    ]);
    expect(state).toMatchObject({
      tab: 'recent',
      page: 1,
      filters: noFilters,
      vassalage: 'MONSOON',
    });
    expect(run([{ type: 'tab', tab: 'hot', loggedIn: false }]).tab).toBe('hot');
  });

  it('the favourites tab needs a login', () => {
    const before = run([threePages, { type: 'more' }]);
    expect(lobbyReducer(before, { type: 'tab', tab: 'fav', loggedIn: false })).toBe(before);
    expect(lobbyReducer(before, { type: 'tab', tab: 'fav', loggedIn: true })).toMatchObject({
      tab: 'fav',
      page: 1,
    });
  });

  it.each(filtered)(
    'changing $type clears the tab and reloads page 1, keeping the other filters',
    (action) => {
      const state = run([
        { type: 'search', gameName: 'tiger' },
        threePages,
        { type: 'more' },
        { type: 'tab', tab: 'hot', loggedIn: true },
        action,
      ]);
      expect(state).toMatchObject({ tab: 'none', page: 1 });
      const other = run([{ type: 'minBet', minBet: 0.5 }, threePages, { type: 'more' }, action]);
      expect(other.page).toBe(1);
      if (action.type !== 'minBet') expect(other.filters.minBet).toBe(0.5);
    },
  );

  it('changing vendor clears the tab, keeps the filters and reloads page 1', () => {
    const state = run([
      { type: 'search', gameName: 'koi' },
      threePages,
      { type: 'more' },
      { type: 'tab', tab: 'recent', loggedIn: true },
      { type: 'vendor', vassalage: 'STORM' },
    ]);
    expect(state).toMatchObject({ vassalage: 'STORM', tab: 'none', page: 1, totalPages: 1 });
    const same = run([threePages, { type: 'more' }]);
    expect(lobbyReducer(same, { type: 'vendor', vassalage: 'MONSOON' })).toBe(same);
  });

  it('the same filter value again changes nothing', () => {
    const state = run([{ type: 'search', gameName: 'koi' }, threePages, { type: 'more' }]);
    expect(lobbyReducer(state, { type: 'search', gameName: 'koi' })).toBe(state);
    expect(lobbyReducer(state, { type: 'minBet', minBet: null })).toBe(state);
  });

  it('loads more while page < totalPages, never past the last page', () => {
    let state = run([threePages]);
    expect(hasMore(state)).toBe(true);
    state = run([{ type: 'more' }, { type: 'more' }], state);
    expect(state.page).toBe(3);
    expect(hasMore(state)).toBe(false);
    expect(lobbyReducer(state, { type: 'more' })).toBe(state);
  });

  it('clamps the page to 1..totalPages when an answer says fewer pages', () => {
    const state = run([
      threePages,
      { type: 'more' },
      { type: 'more' },
      { type: 'loaded', totalPages: 2 },
    ]);
    expect(state.page).toBe(2);
    const empty = run([{ type: 'loaded', totalPages: 0 }]);
    expect(empty).toMatchObject({ page: 1, totalPages: 0 });
    expect(hasMore(empty)).toBe(false);
  });

  it('hot is one page and recent loads all at once: no more loading in either', () => {
    for (const tab of ['hot', 'recent'] as const) {
      const state = run([{ type: 'tab', tab, loggedIn: true }, threePages]);
      expect(hasMore(state)).toBe(false);
      expect(lobbyReducer(state, { type: 'more' }).page).toBe(1);
    }
    expect(hasMore(run([{ type: 'tab', tab: 'fav', loggedIn: true }, threePages]))).toBe(true);
  });

  it('follows the address (back/forward): vendor first, then the tab', () => {
    const state = run([{ type: 'search', gameName: 'koi' }, threePages, { type: 'more' }]);
    expect(
      lobbyReducer(state, { type: 'address', vassalage: 'MONSOON', tab: 'none', loggedIn: true }),
    ).toBe(state);
    expect(
      lobbyReducer(state, { type: 'address', vassalage: 'STORM', tab: 'fav', loggedIn: true }),
    ).toMatchObject({ vassalage: 'STORM', tab: 'fav', page: 1, filters: noFilters });
    expect(
      lobbyReducer(state, { type: 'address', vassalage: 'MONSOON', tab: 'fav', loggedIn: false }),
    ).toBe(state);
  });

  it('shows a tab only while the page offers it (hot games exist, favourites for members)', () => {
    const offered = { hot: false, fav: false, recent: true };
    expect(shownTab('hot', offered)).toBe('none');
    expect(shownTab('fav', offered)).toBe('none');
    expect(shownTab('recent', offered)).toBe('recent');
    expect(shownTab('hot', { ...offered, hot: true })).toBe('hot');
    expect(shownTab('none', { hot: false, fav: false, recent: false })).toBe('none');
  });
});
