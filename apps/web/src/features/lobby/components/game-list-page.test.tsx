import type { GameItem, Lane, VendorCard } from '@monsoon/contracts/catalogue';
import type { SystemStatusValue } from '@monsoon/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import lobby from '../../../../../../packages/i18n/locales/EN/lobby.json';
import { systemStatusQuery } from '@/lib/api/system-status';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore, type SessionState } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { GameListPage } from './game-list-page';
import { vendorCard } from '@/test/vendor-card';

const card = (code: string): VendorCard =>
  vendorCard(code, { displayName: `${code[0]}${code.slice(1).toLowerCase()}`, gameCount: 30 });
const vendors = [
  'MONSOON',
  'STORM',
  'TYPHOON',
  'CYCLONE',
  'TEMPEST',
  'SQUALL',
  'MISTRAL',
  'ZEPHYR',
  'BREEZE',
];
const lanes: Lane[] = [
  {
    title: 'PVP',
    cards: [{ ...card('MS_CARDS'), gameType: 'PVP' }],
    gameClassify: [{ key: 'TABLE', displayName: 'Table', gameCount: 2 }],
  },
  {
    title: 'RNG',
    cards: vendors.map(card),
    gameClassify: [
      { key: 'SLOTS', displayName: 'Slots', gameCount: 200 },
      { key: 'BINGO', displayName: 'Bingo', gameCount: 3 },
    ],
  },
];

const game = (vassalage: string, n: number): GameItem => ({
  nodeId: vendors.indexOf(vassalage) * 1000 + n,
  gameId: `${vassalage.slice(0, 2)}${String(n).padStart(4, '0')}`,
  gameCode: '',
  roomId: null,
  vassalage,
  gameType: 'RNG',
  gameName: `${vassalage} game ${n}`,
  nodeName: '',
  displayName: '',
  showIcon: '/icons/game.png',
  iconUrl: '',
  defaultIcon: '',
  gameClassify: 'SLOTS',
  minBet: 0.1,
  lines: 20,
  isNew: 0,
  isHot: 0,
  hasDemo: true,
  accountTypeId: 1,
  maintenance: null,
});

const memberValue: unknown = {
  userName: 'player01',
  account: 'player01',
  id: 7,
  type: 0,
  memberLabel: [],
};
const memberFixture = memberValue as SessionState['member'];

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const listCalls: URLSearchParams[] = [];

/** The catalogue of the mock: 30 games per vendor (3 pages), one hot game at MONSOON. */
function answer(url: string): Response {
  const [path, search = ''] = url.split('?');
  const q = new URLSearchParams(search);
  if (path === '/wps/relay/GCSGAME_newGameVendor') return ok({ data: { lanes } });
  if (path === '/wps/relay/GCSGAME_hotGamesV2')
    return ok({
      list: (q.get('vassalage') ?? 'MONSOON') === 'MONSOON' ? [game('MONSOON', 7)] : [],
    });
  if (path === '/wps/relay/GLS2_roomList')
    return ok({
      list:
        q.get('nodeId') === '1'
          ? [{ roomId: 'R2', roomName: 'Gold room', minBet: 5, minBalance: 100, onlinePlayers: 12 }]
          : [],
    });
  if (path === '/wps/relay/GCSGAME_gameList' && q.get('gameType') === 'PVP') {
    const pvp = [1, 2].map((n) => ({
      ...game('MS_CARDS', n),
      nodeId: n,
      gameType: 'PVP' as const,
      gameName: `Cards ${n}`,
    }));
    return ok({ games: pvp, pageNo: 1, pageSize: 12, totalPages: 1, totalCount: 2 });
  }
  if (path === '/wps/relay/GCSGAME_gameList') {
    listCalls.push(q);
    const name = q.get('gameName')?.toLowerCase() ?? '';
    // Every vendor (no vassalage): the mock's list is MONSOON's.
    const all = Array.from({ length: 30 }, (_, i) =>
      game(q.get('vassalage') || 'MONSOON', i + 1),
    ).filter((g) => g.gameName.toLowerCase().includes(name));
    const pageNo = Number(q.get('pageNo'));
    const totalPages = Math.ceil(all.length / 12);
    return ok({
      games: all.slice((pageNo - 1) * 12, pageNo * 12),
      pageNo,
      pageSize: 12,
      totalPages,
      totalCount: all.length,
    });
  }
  return new Response('{}', { status: 503 });
}

function renderPage(at: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown) => answer(String(url))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const status: unknown = {
    merchant: {
      code: 'demo',
      name: 'Monsoon',
      currency: 'PHP',
      currencySymbol: 'P',
      defaultLanguage: 'EN',
      languages: ['EN', 'MY'],
      theme: 'light',
    },
  };
  client.setQueryData(systemStatusQuery.queryKey, status as SystemStatusValue);
  function Where() {
    const l = useLocation();
    return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <GameListPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tiles = () => within(screen.getByRole('list', { name: /games/i })).queryAllByRole('article');
const where = () => screen.getByTestId('where').textContent;

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'lobby', lobby, true, true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  listCalls.length = 0;
  useSessionStore.setState({ token: null, isAgent: null, member: null });
});

describe('game-list page', () => {
  it('shows every vendor, the slot halls with arrows, the tabs and 12 games, then more', async () => {
    renderPage('/rng');
    const menu = await screen.findByRole('navigation', { name: 'Game vendors' });
    expect(within(menu).getAllByRole('link')).toHaveLength(10);
    expect(
      within(menu).getByRole('link', { name: 'All vendors' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(menu).getByRole('link', { name: 'Monsoon Game Hall' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Next vendors' })).toBeTruthy();
    await waitFor(() => expect(tiles()).toHaveLength(12));
    expect(screen.getByText('Showing 12 of 30 games')).toBeTruthy();
    expect(listCalls.at(-1)?.has('vassalage')).toBe(false);
    // A visitor has no favourites tab; the hot tab shows because hot games exist.
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'All games',
        'Hot games',
        'Recent games',
      ]),
    );
    // Bingo only where TY is offered (this merchant offers EN and MY).
    expect(
      within(screen.getByRole('combobox', { name: 'Game class' })).queryByRole('option', {
        name: 'Bingo',
      }),
    ).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(tiles()).toHaveLength(24));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(tiles()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the rolling jackpot on the slots page only (spec §1)', async () => {
    renderPage('/rng');
    const jackpot = await screen.findByRole('group', { name: 'Progressive jackpot' });
    expect(within(jackpot).getByLabelText(/^Current jackpot: P \d+\.\d{2}$/)).toBeTruthy();
    cleanup();
    renderPage('/pvp');
    await screen.findByRole('navigation', { name: 'Game vendors' });
    expect(screen.queryByRole('group', { name: 'Progressive jackpot' })).toBeNull();
  });

  it('keeps the vendor in the address; the hall page picks one on /rng', async () => {
    renderPage('/rng?page=Typhoon%20Game%20Hall');
    const menu = await screen.findByRole('navigation', { name: 'Game vendors' });
    expect(
      within(menu).getByRole('link', { name: 'Typhoon Game Hall' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(menu).getByRole('link', { name: 'Storm Game Hall' }));
    await waitFor(() => expect(where()).toBe('/rng?vassalage=STORM'));
    await waitFor(() => expect(tiles()[0]?.textContent).toContain('STORM game 1'));
    expect(listCalls.at(-1)?.get('vassalage')).toBe('STORM');
  });

  it('searches by name and filters the minimum bet, from page 1', async () => {
    renderPage('/rng?vassalage=STORM');
    await waitFor(() => expect(tiles()).toHaveLength(12));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by game name' }), {
      target: { value: 'game 2' },
    });
    await waitFor(() => expect(listCalls.at(-1)?.get('gameName')).toBe('game 2'));
    await waitFor(() => expect(tiles()).toHaveLength(11));
    fireEvent.change(screen.getByRole('combobox', { name: 'Minimum bet' }), {
      target: { value: '0.1' },
    });
    await waitFor(() => expect(listCalls.at(-1)?.get('minBet')).toBe('0.1'));
    expect(listCalls.at(-1)?.get('pageNo')).toBe('1');
    expect(listCalls.at(-1)?.get('gameName')).toBe('game 2');
  });

  it('shows the hot tab in the address, one page without Load more; a filter leaves it', async () => {
    renderPage('/rng');
    fireEvent.click(await screen.findByRole('tab', { name: 'Hot games' }));
    await waitFor(() => expect(where()).toBe('/rng?tab=hot'));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Minimum bet' }), {
      target: { value: '0.5' },
    });
    await waitFor(() => expect(where()).toBe('/rng'));
    expect(screen.getByRole('tab', { name: 'All games' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('the recent tab asks a visitor to log in; a member also gets favourites', async () => {
    renderPage('/rng');
    fireEvent.click(await screen.findByRole('tab', { name: 'Recent games' }));
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['login']);
    expect(where()).toBe('/rng');
    cleanup();
    useModalStore.setState({ stack: [] });
    useSessionStore.setState({ token: 't0k3n', isAgent: 0, member: memberFixture });
    renderPage('/rng?tab=fav');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Favourites' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
  });

  it('on /pvp a game with rooms asks for one; the launch carries its id', async () => {
    useSessionStore.setState({ token: 't0k3n', isAgent: 0, member: memberFixture });
    renderPage('/pvp');
    fireEvent.click(await screen.findByRole('link', { name: 'Cards 1' }));
    const rooms = await screen.findByRole('dialog', { name: 'Choose a room: Cards 1' });
    expect(within(rooms).getByText('Gold room')).toBeTruthy();
    fireEvent.click(within(rooms).getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(where()).toBe('/game?vassalage=MS_CARDS&gameId=MS0001&roomId=R2'));
  });

  it('on /pvp a game without rooms opens at once', async () => {
    useSessionStore.setState({ token: 't0k3n', isAgent: 0, member: memberFixture });
    renderPage('/pvp');
    fireEvent.click(await screen.findByRole('link', { name: 'Cards 2' }));
    await waitFor(() => expect(where()).toBe('/game?vassalage=MS_CARDS&gameId=MS0002'));
  });

  it('a game type without vendors says so', async () => {
    renderPage('/fish');
    expect(await screen.findByText('No vendors here yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fishing');
  });
});
