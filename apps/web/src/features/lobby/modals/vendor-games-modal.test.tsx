import type { GameItem } from '@monsoon/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import lobby from '../../../../../../packages/i18n/locales/EN/lobby.json';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { VendorGamesModal } from './vendor-games-modal';

const game = (n: number): GameItem => ({
  nodeId: n,
  gameId: `LV${String(n).padStart(4, '0')}`,
  gameCode: '',
  roomId: null,
  vassalage: 'MS_LIVE',
  gameType: 'LIVE',
  gameName: `Table ${n}`,
  nodeName: '',
  displayName: '',
  showIcon: '/icons/game.png',
  iconUrl: '',
  defaultIcon: '',
  gameClassify: 'TABLE',
  minBet: 1,
  lines: 0,
  isNew: 0,
  isHot: 0,
  hasDemo: false,
  accountTypeId: 1,
  maintenance: null,
});

const asked: URLSearchParams[] = [];

function renderModal(close = vi.fn()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown) => {
      const [path, search = ''] = String(url).split('?');
      if (path !== '/wps/relay/GCSGAME_gameList') return new Response('{}', { status: 503 });
      const q = new URLSearchParams(search);
      asked.push(q);
      const pageNo = Number(q.get('pageNo'));
      const all = Array.from({ length: 15 }, (_, i) => game(i + 1));
      const value = {
        games: all.slice((pageNo - 1) * 12, pageNo * 12),
        pageNo,
        pageSize: 12,
        totalPages: 2,
        totalCount: 15,
      };
      return new Response(JSON.stringify({ success: true, value }));
    }),
  );
  function Where() {
    const l = useLocation();
    return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
  }
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/live']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <VendorGamesModal vassalage="MS_LIVE" gameType="LIVE" close={close} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return close;
}

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'lobby', lobby, true, true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  asked.length = 0;
  useSessionStore.setState({ token: null, isAgent: null });
});

describe('vendor games popup', () => {
  it("lists the vendor's games of the type, 12 at a time", async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'MS_LIVE games' });
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(12));
    expect(asked[0]?.get('vassalage')).toBe('MS_LIVE');
    expect(asked[0]?.get('gameType')).toBe('LIVE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(15));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('closes when a member opens a game', async () => {
    useSessionStore.setState({ token: 't0k3n', isAgent: 0 });
    const close = renderModal();
    fireEvent.click(await screen.findByRole('link', { name: 'Table 3' }));
    expect(close).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where').textContent).toBe('/game?vassalage=MS_LIVE&gameId=LV0003');
  });
});
