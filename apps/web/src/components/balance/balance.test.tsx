import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { Balance } from './balance';

const answer = (sumBalance: number, currencySymbol = 'P', currency = 'PHP') =>
  new Response(
    JSON.stringify({
      success: true,
      value: {
        sumBalance,
        balance: [
          {
            accountTypeId: 2,
            availBalance: sumBalance,
            balance: sumBalance,
            frozenBalance: 0,
            currency,
          },
        ],
        currency,
        currencySymbol,
      },
    }),
  );

function renderBalance(responses: Response[], copies = 1) {
  const balanceCalls: string[] = [];
  // The header also asks for the system status (the merchant's default symbol): left unanswered here.
  const fetchMock = vi.fn(async (url: unknown) => {
    if (!String(url).startsWith('/wps/v2/wallets/balance'))
      return new Response('{}', { status: 503 });
    balanceCalls.push(String(url));
    return responses.shift() ?? answer(0);
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(
    <>
      {Array.from({ length: copies }, (_, i) => (
        <Balance key={i} token="t0k3n" />
      ))}
    </>,
    { wrapper },
  );
  return balanceCalls;
}

const balanceButton = () => screen.getByRole('button', { name: /Refresh balance|Updating/ });

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('balance (header and lottery page)', () => {
  it('shows "Updating…" until loaded, then the amount with the currency symbol', async () => {
    const calls = renderBalance([answer(10000)]);
    expect(balanceButton().textContent).toContain('Updating…');
    await waitFor(() => expect(balanceButton().textContent).toBe('P10,000.00'));
    expect(calls).toEqual(['/wps/v2/wallets/balance?typeId=0']);
  });

  it('refetches on click and hides the amount as *** with the eye', async () => {
    const calls = renderBalance([answer(10000), answer(9987.6)]);
    await waitFor(() => expect(balanceButton().textContent).toBe('P10,000.00'));
    fireEvent.click(balanceButton());
    await waitFor(() => expect(balanceButton().textContent).toBe('P9,987.60'));
    expect(calls).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(balanceButton().textContent).toBe('P***');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(balanceButton().textContent).toBe('P9,987.60');
  });

  it('the eye hides the balance everywhere it shows (header and lottery page), one request', async () => {
    const calls = renderBalance([answer(10000)], 2);
    const buttons = () => screen.getAllByRole('button', { name: /Refresh balance|Updating/ });
    await waitFor(() =>
      expect(buttons().map((b) => b.textContent)).toEqual(['P10,000.00', 'P10,000.00']),
    );
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Hide balance' })[1] as HTMLElement);
    expect(buttons().map((b) => b.textContent)).toEqual(['P***', 'P***']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Show balance' })[0] as HTMLElement);
    expect(buttons().map((b) => b.textContent)).toEqual(['P10,000.00', 'P10,000.00']);
  });

  it('shows a trial account its FUN balance', async () => {
    renderBalance([answer(2000, 'FUN', 'FUN')]);
    await waitFor(() => expect(balanceButton().textContent).toBe('FUN2,000.00'));
  });
});
