import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import lottery from '../../../../../../packages/i18n/locales/EN/lottery.json';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { BettingScreen } from './betting-screen';
import { MyTickets } from './my-tickets';
import { failure, page, stubFetch, ticket } from './test-fixtures';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
const panel = () => screen.getByRole('region', { name: 'My tickets' });
const rows = () => within(panel()).queryAllByTestId('ticket');

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'lottery', lottery, true, true);
});
beforeEach(() => {
  useSessionStore.setState({ token: 'tok', username: 'alice' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my tickets', () => {
  it('lists open tickets newest first a page at a time, and settled ones with their win and result', async () => {
    const asked: string[] = [];
    stubFetch({
      '/lgw/orders': (q) => {
        asked.push(q.toString());
        if (q.get('status') === 'settled') {
          return page([
            ticket('S1', { status: 'WIN', winAmount: 12.5, winNo: '1,3,4,0,9', settleTime: 2 }),
            ticket('S2', { status: 'LOSE', winAmount: 0, winNo: '9,9,9,0,0' }),
          ]);
        }
        return q.get('page') === '0'
          ? page([ticket('T2'), ticket('T1')], 0, 2)
          : page([ticket('T0', { numero: '20260101-0720' })], 1, 2);
      },
    });
    wrap(<MyTickets gameId={311} />);
    await within(panel()).findAllByTestId('ticket');
    expect(asked[0]).toBe('status=open&gameId=311&page=0&size=10');
    const first = rows()[0];
    if (!first) throw new Error('no ticket');
    expect(first.textContent).toContain('Five Digits 1 Min · 20260101-0721');
    expect(within(first).getByText('Front 3 straight')).toBeTruthy();
    expect(within(first).getByText('1 2 | 3 | 4')).toBeTruthy();
    expect(within(first).getByTestId('ticket-stake').textContent).toBe('6.00');
    expect(within(first).getByText('Open')).toBeTruthy();
    expect(within(first).queryByTestId('ticket-win')).toBeNull();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(panel()).queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(within(panel()).getByRole('tab', { name: 'Settled' }));
    await vi.waitFor(() =>
      expect(rows().map((r) => r.getAttribute('data-ticket-status'))).toEqual(['WIN', 'LOSE']),
    );
    const [won, lost] = rows();
    expect(within(won ?? panel()).getByText('Won')).toBeTruthy();
    expect(within(won ?? panel()).getByTestId('ticket-win').textContent).toBe('12.50');
    expect(within(won ?? panel()).getByTestId('ticket-result').textContent).toBe('13409');
    expect(within(lost ?? panel()).getByTestId('ticket-win').textContent).toBe('0.00');
  });

  it('says when there are none, and offers a retry when they could not be loaded', async () => {
    let fail = true;
    stubFetch({ '/lgw/orders': () => (fail ? failure('system.error', 'Down', 503) : page([])) });
    wrap(<MyTickets gameId={311} />);
    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toContain('Your tickets could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel()).findByText('No open tickets. Your bets wait here for their draw.'),
    ).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('tab', { name: 'Settled' }));
    expect(await within(panel()).findByText('No settled tickets yet.')).toBeTruthy();
  });

  it('shows a ticket settled once its draw is drawn, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    let settled = false;
    stubFetch({
      '/lgw/numeros/near': () => ({
        currentNumero: {
          numero: '20260101-0722',
          gameId: 311,
          gameCode: 'SSC_1',
          closeTime: NOW + 50_000,
          drawTime: NOW + 60_000,
          seedHash: 'ab',
        },
        lastNumero: {
          gameId: 311,
          gameCode: 'SSC_1',
          numero: '20260101-0721',
          winNo: '1,3,4,0,9',
          prizes: null,
          gameName: 'x',
          drawTime: NOW,
          status: 'DRAWN',
          seedHash: 'ab',
          seed: 'cd',
        },
        serverTime: NOW,
      }),
      '/lgw/draw': () => page([]),
      '/lgw/orders': (q) => {
        // The open ticket's draw is drawn; settlement follows a moment later.
        if (q.get('status') === 'open') {
          const answer = settled ? page([]) : page([ticket('T1')]);
          settled = true;
          return answer;
        }
        return settled
          ? page([ticket('T1', { status: 'WIN', winAmount: 20, winNo: '1,3,4,0,9' })])
          : page([]);
      },
    });
    try {
      wrap(<BettingScreen gameCode="SSC_1" initialPlayType={null} />);
      fireEvent.click(within(panel()).getByRole('tab', { name: 'Settled' }));
      await vi.waitFor(
        () => expect(within(panel()).getByTestId('ticket-win').textContent).toBe('20.00'),
        { timeout: 8000 },
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
