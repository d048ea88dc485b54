import type { Lane, VendorCard } from '@monsoon/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { vendorLanesQuery } from '@/lib/catalogue/vendor-lanes';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { FbSportsPage } from './fb-sports-page';
import { SeamlessEmpty } from './seamless-empty';
import { VendorLobbyPage } from './vendor-lobby-page';
import { vendorCard } from '@/test/vendor-card';

const card = (
  vassalage: string,
  gameType: VendorCard['gameType'],
  over: Partial<VendorCard> = {},
): VendorCard => vendorCard(vassalage, { displayName: `${vassalage} Live`, gameType, ...over });
const lane = (title: string, cards: VendorCard[]): Lane => ({ title, cards, gameClassify: [] });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderWithLanes(ui: ReactNode, lanes: Lane[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(vendorLanesQuery('EN').queryKey, lanes);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/here']}>
        {ui}
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VendorLobbyPage (/live, /sports, /esports)', () => {
  it('shows a translated empty state when the type has no vendor', () => {
    renderWithLanes(<VendorLobbyPage gameType="LIVE" />, [lane('RNG', [card('MONSOON', 'RNG')])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Live casino' })).toBeTruthy();
    expect(screen.getByText('Live casino is coming soon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse slots' }).getAttribute('href')).toBe('/rng');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it("lists the type's vendors as tiles, esports vendors moved out of sports", () => {
    const lanes = [
      lane('SPORTS', [
        card('MS_SPORTS', 'SPORTS', { isHot: 1 }),
        card('IMES', 'SPORTS'),
        card('FB', 'SPORTS'),
      ]),
    ];
    renderWithLanes(<VendorLobbyPage gameType="SPORTS" />, lanes);
    const tiles = screen.getAllByRole('button').filter((b) => b.textContent?.includes('Enter'));
    expect(tiles.map((t) => t.textContent?.trim())).toEqual([
      'HotMS_SPORTS LiveEnter',
      'FB LiveEnter',
    ]);
    expect(screen.queryByText('IMES Live')).toBeNull();
  });

  it('a tile follows the vendor rules (FB opens the sports book)', () => {
    renderWithLanes(<VendorLobbyPage gameType="SPORTS" />, [
      lane('SPORTS', [card('FB', 'SPORTS')]),
    ]);
    fireEvent.click(screen.getByRole('button', { name: /FB Live/ }));
    expect(screen.getByTestId('where').textContent).toBe('/fbsports');
  });

  it('marks a vendor in maintenance with the end of its window', () => {
    const now = Date.now();
    renderWithLanes(<VendorLobbyPage gameType="ESPORTS" />, [
      lane('SPORTS', [card('TF', 'SPORTS', { maintainTime: now - 1, endTime: now + 60_000 })]),
    ]);
    expect(screen.getByRole('button', { name: /TF Live/ }).textContent).toMatch(
      /Maintenance until/,
    );
  });
});

describe('FbSportsPage (/fbsports)', () => {
  it('says the sports book is not offered when no FB vendor is in the lanes, without launching', () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithLanes(<FbSportsPage />, [lane('SPORTS', [card('MS_SPORTS', 'SPORTS')])]);
    expect(screen.getByText('The sports book is not available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See sports providers' }).getAttribute('href')).toBe(
      '/sports',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('points to the slots when there is no sports vendor at all', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderWithLanes(<FbSportsPage />, [lane('RNG', [card('MONSOON', 'RNG')])]);
    expect(screen.getByRole('link', { name: 'Browse slots' }).getAttribute('href')).toBe('/rng');
  });

  it('opens the FB launch address in a sandboxed frame', async () => {
    const fetchMock = vi.fn(async (url: unknown) => {
      expect(String(url)).toMatch(/^\/wps\/relay\/GCS_gameLaunchFB\?/);
      return new Response(
        JSON.stringify({
          success: true,
          value: {
            content: { game_url: 'https://fb.example/book' },
            gameUrl: 'https://fb.example/book',
          },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithLanes(<FbSportsPage />, [lane('SPORTS', [card('FB', 'SPORTS')])]);
    const frame = await screen.findByTitle('Sports book');
    expect(frame.getAttribute('src')).toBe('https://fb.example/book');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });
});

describe('SeamlessEmpty (/seamless without a game)', () => {
  it('explains and offers the way home', () => {
    renderWithLanes(<SeamlessEmpty />, []);
    expect(screen.getByRole('heading', { name: 'No game to open' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
