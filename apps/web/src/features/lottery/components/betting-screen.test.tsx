import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import lottery from '../../../../../../packages/i18n/locales/EN/lottery.json';
import { useModalStore, type DialogProps } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useToastStore } from '@/stores/toast-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { BettingScreen } from './betting-screen';
import { drawn, stubFetch } from './test-fixtures';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const page = <T,>(content: T[]) => ({ content, number: 0, size: 20, totalElements: content.length, totalPages: 1 });

function renderScreen(gameCode = 'SSC_1', initialPlayType: string | null = 'DIGIT5_FRONT3', serverTime = NOW) {
  const fetchMock = stubFetch({
    '/lgw/numeros/near': () => ({
      currentNumero: { numero: '20260101-0721', gameId: 311, gameCode, closeTime: NOW + 65_000, drawTime: NOW + 75_000, seedHash: 'ab' },
      lastNumero: null,
      serverTime,
    }),
    '/lgw/draw': () => page([drawn('20260101-0720', '1,2,3,4,5'), drawn('20260101-0719', '5,5,0,1,9'), drawn('20260101-0718', '', { status: 'CANCELLED' })]),
    '/lgw/orders': () => page([]),
    '/lotto-vn/lgw/betting': () => ({ orderNo: 'O1', tickets: [], totalAmount: 15, balance: 85 }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BettingScreen gameCode={gameCode} initialPlayType={initialPlayType} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

/** The picker row titled `label` (a fieldset named by its legend). */
const row = (label: string) => {
  const found = screen.getAllByRole('group').find((g) => g.querySelector('legend')?.textContent?.startsWith(label));
  if (!found) throw new Error(`no row ${label}`);
  return found;
};
const pick = (label: string, ...options: string[]) => {
  for (const option of options) fireEvent.click(within(row(label)).getByRole('button', { name: option }));
};
const text = (testId: string) => screen.getByTestId(testId).textContent;

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'lottery', lottery, true, true);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useSessionStore.setState({ token: 'tok', username: 'alice' });
  useModalStore.setState({ stack: [] });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('betting screen', () => {
  it('opens the asked play type and counts the picks\' bets and total with the multiple and unit stake', async () => {
    renderScreen();
    expect(screen.getByRole('tab', { name: 'Front 3 straight' }).getAttribute('aria-selected')).toBe('true');
    pick('Position 1', '1', '2');
    pick('Position 2', '3');
    expect(text('pick-bets')).toBe('0');
    pick('Position 3', '4');
    expect(text('pick-bets')).toBe('2');
    expect(text('pick-total')).toBe('2.00');
    fireEvent.change(screen.getByLabelText('Multiple'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Unit stake'), { target: { value: '2.5' } });
    expect(text('pick-total')).toBe('15.00');
    // Unpicking a number takes its bets away; a bad stake shows its error and no total.
    pick('Position 1', '2');
    expect(text('pick-bets')).toBe('1');
    fireEvent.change(screen.getByLabelText('Unit stake'), { target: { value: '0.001' } });
    expect(text('pick-total')).toBe('–');
    expect(screen.getByText('Enter an amount above 0 with at most 2 decimals.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to slip' })).toHaveProperty('disabled', true);
  });

  it('fills rows with quick picks and clears them', async () => {
    renderScreen('SSC_1', null);
    // No play type asked: the kind's first (pick any digit at any position).
    expect(screen.getByRole('tab', { name: 'Position digit' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(row('Position 1')).getByRole('button', { name: 'Big' }));
    const pressed = () => within(row('Position 1')).getAllByRole('button', { pressed: true }).map((b) => b.textContent);
    expect(pressed()).toEqual(['5', '6', '7', '8', '9']);
    expect(text('pick-bets')).toBe('5');
    fireEvent.click(within(row('Position 2')).getByRole('button', { name: 'Even' }));
    expect(text('pick-bets')).toBe('10');
    fireEvent.click(within(row('Position 1')).getByRole('button', { name: 'Clear' }));
    expect(text('pick-bets')).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(text('pick-bets')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Random' }));
    expect(Number(text('pick-bets'))).toBeGreaterThan(0);
  });

  it('totals the slip\'s lines, removes one, and places the bet after confirmation', async () => {
    const fetchMock = renderScreen();
    await screen.findByText('Draw 20260101-0721');
    pick('Position 1', '1', '2');
    pick('Position 2', '3');
    pick('Position 3', '4');
    fireEvent.change(screen.getByLabelText('Multiple'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    // Adding clears the picks, not the stake.
    expect(text('pick-bets')).toBe('0');
    fireEvent.click(screen.getByRole('tab', { name: 'Sum big/small/odd/even' }));
    pick('Big / small / odd / even', 'Big');
    fireEvent.change(screen.getByLabelText('Multiple'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Unit stake'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(text('slip-bets')).toBe('7');
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(within(slip).getByText('1 2 | 3 | 4')).toBeTruthy();
    expect(within(slip).getByText('Big')).toBeTruthy();
    expect(within(slip).getByText('Bets: 2 × 3 · 6.00')).toBeTruthy();
    expect(text('slip-total')).toBe('6.50');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sum big/small/odd/even' }));
    expect(text('slip-total')).toBe('6.00');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const dialog = await waitFor(() => {
      const entry = useModalStore.getState().stack.find((m) => m.name === 'dialog');
      if (!entry) throw new Error('no dialog');
      return entry.props as DialogProps;
    });
    expect(dialog.text).toBe('Bets: 6 on draw 20260101-0721 of Five Digits 1 Min, total 6.00.');
    dialog.buttons?.[1]?.onClick?.();
    dialog.onClose?.();
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual(['Bet placed. Good luck!']));
    const post = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/lotto-vn/lgw/betting?t='));
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      prizeMode: 'Lott',
      device: 'WEB',
      contents: [{ gameId: 311, bettingContent: '1,2_3_4', singleBetPrice: 1, numero: [{ numero: '20260101-0721', multiple: 3 }] }],
    });
    expect(text('slip-bets')).toBe('0');
  });

  it('shows the draw on sale with countdowns on the server clock, the last results, the trend and no tickets yet', async () => {
    renderScreen();
    await screen.findByText('Draw 20260101-0721');
    expect(screen.getByText('01:05')).toBeTruthy();
    expect(screen.getByText('01:15')).toBeTruthy();
    const results = await screen.findByRole('region', { name: 'Last results' });
    expect(within(results).getByText('20260101-0719')).toBeTruthy();
    expect(within(results).getByText('Cancelled')).toBeTruthy();
    expect(within(results).getByText('Trend of the last 3 draws')).toBeTruthy();
    expect(await screen.findByText('Your tickets appear here after your first bet.')).toBeTruthy();
  });

  it('closes betting when the server clock has passed the close', async () => {
    renderScreen('SSC_1', 'DIGIT5_FRONT3', NOW + 70_000);
    await screen.findByText('Bets closed, waiting for the next draw');
    expect(screen.getByText('00:05')).toBeTruthy();
    pick('Position 1', '1');
    pick('Position 2', '1');
    pick('Position 3', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', true);
  });

  it('says so for an unknown game', () => {
    renderScreen('NOPE');
    expect(screen.getByText('This lottery game does not exist.')).toBeTruthy();
  });
});
