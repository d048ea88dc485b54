import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import lottery from '../../../../../../packages/i18n/locales/EN/lottery.json';
import { refreshBalance } from '@/lib/api/wallet-balance';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { LotteryPage } from './lottery-page';
import { stubFetch } from './test-fixtures';

/** The wallet answers, one per balance request (the last one repeats). */
let balances: number[] = [];
const balanceAnswer = () => {
  const sumBalance = balances.length > 1 ? balances.shift() : balances[0];
  return {
    success: true,
    value: { sumBalance, balance: [], currency: 'PHP', currencySymbol: 'P' },
  };
};

function renderPage(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetchMock = stubFetch({
    '/wps/v2/wallets/balance': balanceAnswer,
    '/lgw/games/game_menus': () => ({}),
    '/lgw/vn/games/game_menu': () => ({}),
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <LotteryPage scope={at.startsWith('/vnlottery') ? 'vn' : 'all'} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, fetchMock };
}

const balanceButton = () => screen.findByRole('button', { name: /^Refresh balance: / });

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'lottery', lottery, true, true);
});
beforeEach(() => {
  balances = [1234.5];
  useSessionStore.setState({ token: 'tok', username: 'alice' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, username: null });
});

describe('lottery page balance', () => {
  it('shows the balance on /lottery, which has no site header (spec §2)', async () => {
    renderPage('/lottery');
    expect((await balanceButton()).textContent).toBe('P1,234.50');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('refreshes on click, hides with the eye, and follows a refresh after a bet or a settlement', async () => {
    balances = [1234.5, 1200, 1500.25];
    const { client } = renderPage('/lottery?vendor=ELOTT');
    const button = await balanceButton();
    await waitFor(() => expect(button.textContent).toBe('P1,234.50'));
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('P1,200.00'));
    // What the bet mutation and the ticket watch call once money moved.
    await refreshBalance(client);
    await waitFor(() => expect(button.textContent).toBe('P1,500.25'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(button.textContent).toBe('P***');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
  });

  it('leaves the balance to the site header on /vnlottery', async () => {
    const { fetchMock } = renderPage('/vnlottery');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/lgw/'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /Refresh balance/ })).toBeNull();
  });
});
