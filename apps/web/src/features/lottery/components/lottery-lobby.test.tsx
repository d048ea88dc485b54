import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import lottery from '../../../../../../packages/i18n/locales/EN/lottery.json';
import { lotteryFavouritesKey } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { LotteryLobby } from './lottery-lobby';
import { menu, stubFetch } from './test-fixtures';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

const groups = {
  VN_NORTH: {
    gameGroupCode: 'VN_NORTH',
    gameGroupName: 'North',
    gameMenus: [menu(1, 'VN_NORTH', 'VN_NORTH', NOW + 3_725_000, { drawInterval: 86_400 })],
  },
  SSC: {
    gameGroupCode: 'SSC',
    gameGroupName: 'SSC',
    gameMenus: [
      menu(311, 'SSC_1', 'SSC', NOW + 42_000, { icon: '/assets/lottery/ssc.svg' }),
      menu(312, 'SSC_3', 'SSC', null, { drawInterval: 180, icon: '/assets/lottery/ssc.svg' }),
    ],
  },
  PK10: { gameGroupCode: 'PK10', gameGroupName: 'PK10', gameMenus: [] },
  LOCAL: {
    gameGroupCode: 'LOCAL',
    gameGroupName: 'Local lotto',
    gameMenus: [menu(999, 'LOCAL_1', 'LOCAL', NOW + 108 * 3_600_000 + 229_000)],
  },
};

function renderLobby(answer: () => unknown = () => groups) {
  const fetchMock = stubFetch({ '/lgw/games/game_menus': answer });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/lottery']}>
        <LotteryLobby scope="all" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'lottery', lottery, true, true);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  window.sessionStorage.clear();
  useSessionStore.setState({ token: 'tok', username: 'alice' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('lottery lobby', () => {
  it("lists the games by group in the answer's order with names from the contracts and next-draw countdowns", async () => {
    const fetchMock = renderLobby();
    await screen.findByText('Five Digits 1 Min');
    // Empty groups are left out; a group the contracts do not know keeps the server's name.
    expect(sectionTitles()).toEqual(['Vietnam North', 'Five Digits', 'Local lotto']);
    const ssc = screen.getByRole('region', { name: 'Five Digits' });
    expect(within(ssc).getByText('Five Digits 3 Min')).toBeTruthy();
    // The group's icon by its title and on each card (decorative: the names say it all).
    const icons = ssc.querySelectorAll('img');
    expect(Array.from(icons, (img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/assets/lottery/ssc.svg', ''],
      ['/assets/lottery/ssc.svg', ''],
      ['/assets/lottery/ssc.svg', ''],
    ]);
    expect(within(ssc).getByText('00:42')).toBeTruthy();
    expect(within(ssc).getByText('No draw scheduled')).toBeTruthy();
    expect(screen.getByText('01:02:05')).toBeTruthy();
    expect(screen.getByText('Daily draw')).toBeTruthy();
    expect(screen.getByText('server name LOCAL_1')).toBeTruthy();
    // A draw days away counts in days (108:03:49 reads 4d 12:03:49).
    expect(screen.getByText('4d 12:03:49')).toBeTruthy();
    // The VN station links to /vnlottery, a fast game to /lottery (decision 0024).
    expect(screen.getByRole('link', { name: /Vietnam North/ }).getAttribute('href')).toBe(
      '/vnlottery?gameCode=VN_NORTH',
    );
    expect(screen.getByRole('link', { name: /Five Digits 1 Min/ }).getAttribute('href')).toBe(
      '/lottery?gameCode=SSC_1',
    );
    // Prize mode from the vendor data (spec §4): none answered, so normal lottery.
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.startsWith('/lgw/games/game_menus'));
    expect(asked).toContain('prizeMode=Lott');
  });

  it('stars a favourite per username in localStorage and lists favourites first', async () => {
    renderLobby();
    await screen.findByText('Five Digits 1 Min');
    fireEvent.click(screen.getByRole('button', { name: 'Add Five Digits 1 Min to favourites' }));
    expect(window.localStorage.getItem(lotteryFavouritesKey('alice'))).toBe('["311"]');
    expect(sectionTitles()[0]).toBe('Favourites');
    const favourites = screen.getByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByText('Five Digits 1 Min')).toBeTruthy();
    fireEvent.click(
      within(favourites).getByRole('button', { name: 'Remove Five Digits 1 Min from favourites' }),
    );
    expect(window.localStorage.getItem(lotteryFavouritesKey('alice'))).toBe('[]');
    expect(sectionTitles()[0]).toBe('Vietnam North');
  });

  it("reads another member's favourites as theirs", async () => {
    window.localStorage.setItem(lotteryFavouritesKey('alice'), '["1"]');
    window.localStorage.setItem(lotteryFavouritesKey('bob'), '["312"]');
    useSessionStore.setState({ username: 'bob' });
    renderLobby();
    await screen.findByText('Five Digits 1 Min');
    const favourites = screen.getByRole('region', { name: 'Favourites' });
    expect(within(favourites).getAllByRole('listitem')).toHaveLength(1);
    expect(within(favourites).getByText('Five Digits 3 Min')).toBeTruthy();
  });

  it('shows the empty and the error states', async () => {
    renderLobby(() => ({}));
    await screen.findByText('No lottery games are open right now.');
    cleanup();
    stubFetch({});
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <LotteryLobby scope="vn" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'The lottery games could not be loaded.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vietnam lottery');
  });
});
