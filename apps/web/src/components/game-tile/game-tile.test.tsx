import type { GameItem } from '@monsoon/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLoadingStore } from '@/stores/loading-store';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { GameTile } from './game-tile';

const game = (over: Partial<GameItem> = {}): GameItem => ({
  nodeId: 101,
  gameId: 'MS001',
  gameCode: 'MS001',
  roomId: null,
  vassalage: 'MONSOON',
  gameType: 'RNG',
  gameName: 'Monsoon Riches',
  nodeName: 'Monsoon Riches',
  displayName: 'Monsoon Riches',
  showIcon: '/icons/ms001.png',
  iconUrl: '',
  defaultIcon: '',
  gameClassify: 'SLOTS',
  minBet: 0.1,
  lines: 20,
  isNew: 1,
  isHot: 0,
  hasDemo: true,
  accountTypeId: 1,
  maintenance: null,
  ...over,
});

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Renders one tile with a fetch mock answering the favourite calls; returns what was sent. */
function renderTile(item: GameItem, favourites: number[] = []) {
  const sent: Sent[] = [];
  let ids = [...favourites];
  const release: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown, init?: RequestInit) => {
      const path = String(url).split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path, body });
      if (path === '/wps/relay/MCSFE_getFavoriteGames') return ok(ids);
      if (
        path === '/wps/relay/MCSFE_addFavoriteGameV2' ||
        path === '/wps/relay/MCSFE_removeFavoriteGameV2'
      ) {
        // Held until the test lets it answer: the overlay is visible meanwhile.
        await new Promise<void>((resolve) => release.push(resolve));
        ids = method === 'POST' ? [...ids, item.nodeId] : ids.filter((id) => id !== item.nodeId);
        return ok(ids);
      }
      return new Response('{}', { status: 503 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Where() {
    const location = useLocation();
    return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/rng']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <GameTile game={item} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, answer: () => act(() => release.shift()?.()) };
}

const where = () => screen.getByTestId('where').textContent;
const modals = () => useModalStore.getState().stack.map((m) => m.name);

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useModalStore.setState({ stack: [] });
  useLoadingStore.setState({ count: 0 });
  useSessionStore.setState({ token: null, isAgent: null, member: null });
});

describe('game tile', () => {
  it('shows name, vendor, badges and min bet; no heart for a visitor, whose Play asks for login', () => {
    renderTile(game());
    expect(screen.getByRole('heading', { name: 'Monsoon Riches' })).toBeTruthy();
    expect(screen.getByText('MONSOON')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Min bet P 0.10')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    const link = screen.getByRole('link', { name: 'Monsoon Riches' });
    expect(link.getAttribute('href')).toBe('/game?vassalage=MONSOON&gameId=MS001');
    fireEvent.click(link);
    expect(modals()).toEqual(['login']);
    expect(useModalStore.getState().stack[0]?.props).toEqual({
      redirectTo: '/game?vassalage=MONSOON&gameId=MS001',
    });
    expect(where()).toBe('/rng');
  });

  it('lets a visitor play the demo', () => {
    renderTile(game());
    fireEvent.click(screen.getByRole('button', { name: 'Demo' }));
    expect(where()).toBe('/game?vassalage=MONSOON&gameId=MS001&demo=1');
    expect(modals()).toEqual([]);
  });

  it('opens the game for a member', () => {
    useSessionStore.setState({ token: 't0k3n', isAgent: 0 });
    renderTile(game());
    fireEvent.click(screen.getByRole('link', { name: 'Monsoon Riches' }));
    expect(where()).toBe('/game?vassalage=MONSOON&gameId=MS001');
  });

  it('refuses real play to a trial account but opens the demo; no heart', () => {
    useSessionStore.setState({ token: 't0k3n', isAgent: 4 });
    renderTile(game());
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Monsoon Riches' }));
    expect(modals()).toEqual(['dialog']);
    expect(where()).toBe('/rng');
    fireEvent.click(screen.getByRole('button', { name: 'Demo' }));
    expect(where()).toBe('/game?vassalage=MONSOON&gameId=MS001&demo=1');
  });

  it('a game in maintenance shows its badge and cannot be opened', () => {
    useSessionStore.setState({ token: 't0k3n', isAgent: 0 });
    renderTile(
      game({ maintenance: { maintainTime: Date.now() - 60_000, endTime: Date.now() + 3_600_000 } }),
    );
    expect(screen.getByText('Under maintenance')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Demo' })).toBeNull();
  });

  it('hides the demo of a game without one', () => {
    renderTile(game({ hasDemo: false }));
    expect(screen.queryByRole('button', { name: 'Demo' })).toBeNull();
  });
});

describe('favourite toggle (spec §4)', () => {
  it('adds a game that is not a favourite, under the loading overlay, then removes it', async () => {
    useSessionStore.setState({ token: 't0k3n', isAgent: 0 });
    const { sent, answer } = renderTile(game(), [7]);
    const add = await screen.findByRole('button', { name: 'Add Monsoon Riches to favourites' });
    await waitFor(() =>
      expect(sent.some((s) => s.path === '/wps/relay/MCSFE_getFavoriteGames')).toBe(true),
    );
    expect(add.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(add);
    await waitFor(() => expect(useLoadingStore.getState().count).toBe(1));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/wps/relay/MCSFE_addFavoriteGameV2',
      body: { nodeId: 101, vendor: 'MONSOON', gameType: 'RNG' },
    });
    answer();
    const remove = await screen.findByRole('button', {
      name: 'Remove Monsoon Riches from favourites',
    });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(useLoadingStore.getState().count).toBe(0);

    fireEvent.click(remove);
    await waitFor(() => expect(sent.at(-1)?.method).toBe('DELETE'));
    expect(sent.at(-1)).toEqual({
      method: 'DELETE',
      path: '/wps/relay/MCSFE_removeFavoriteGameV2',
      body: { nodeId: 101, vendor: 'MONSOON', gameType: 'RNG' },
    });
    answer();
    expect(
      (
        await screen.findByRole('button', { name: 'Add Monsoon Riches to favourites' })
      ).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('removes a game that is already a favourite', async () => {
    useSessionStore.setState({ token: 't0k3n', isAgent: 0 });
    const { sent, answer } = renderTile(game(), [101]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Monsoon Riches from favourites' }),
    );
    await waitFor(() => expect(sent.at(-1)?.path).toBe('/wps/relay/MCSFE_removeFavoriteGameV2'));
    answer();
    await screen.findByRole('button', { name: 'Add Monsoon Riches to favourites' });
  });
});
