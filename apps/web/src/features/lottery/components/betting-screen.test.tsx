import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import lottery from '../../../../../../packages/i18n/locales/EN/lottery.json';
import { callApi } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { useModalStore, type DialogProps } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { BettingScreen } from './betting-screen';
import { drawn, failure, page, stubFetch, ticket } from './test-fixtures';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
type Route = (query: URLSearchParams, init?: RequestInit) => unknown;

const placed = () => ({ orderNo: 'ORD-7', tickets: [ticket('T1')], totalAmount: 6, balance: 94 });

function renderScreen(
  gameCode = 'SSC_1',
  initialPlayType: string | null = 'DIGIT5_FRONT3',
  serverTime = NOW,
  betting: Route = placed,
) {
  const fetchMock = stubFetch({
    '/lgw/numeros/near': () => ({
      currentNumero: {
        numero: '20260101-0721',
        gameId: 311,
        gameCode,
        closeTime: NOW + 65_000,
        drawTime: NOW + 75_000,
        seedHash: 'ab',
      },
      lastNumero: null,
      serverTime,
    }),
    '/lgw/draw': () =>
      page([
        drawn('20260101-0720', '1,2,3,4,5'),
        drawn('20260101-0719', '5,5,0,1,9'),
        drawn('20260101-0718', '', { status: 'CANCELLED' }),
      ]),
    '/lgw/orders': () => page([]),
    '/lotto-vn/lgw/betting': betting,
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <BettingScreen gameCode={gameCode} initialPlayType={initialPlayType} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

/** The picker row titled `label` (a fieldset named by its legend). */
const row = (label: string) => {
  const found = screen
    .getAllByRole('group')
    .find((g) => g.querySelector('legend')?.textContent?.startsWith(label));
  if (!found) throw new Error(`no row ${label}`);
  return found;
};
const pick = (label: string, ...options: string[]) => {
  for (const option of options)
    fireEvent.click(within(row(label)).getByRole('button', { name: option }));
};
const text = (testId: string) => screen.getByTestId(testId).textContent;
/** Picks 1 2 | 3 | 4 on Front 3 straight: two bets. */
const fillFront3 = () => {
  pick('Position 1', '1', '2');
  pick('Position 2', '3');
  pick('Position 3', '4');
};
/** The betting requests sent, in order. */
const bettingPosts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/lotto-vn/lgw/betting?t='))
    .map(([, init]) => init);
/**
 * The Idempotency-Key each betting request asked callApi to send, in order (read from callApi's options:
 * lib/api-client.ts declares `headers` but does not send them yet, reported to the lead).
 */
const idempotencyKeys = (): (string | undefined)[] =>
  vi
    .mocked(callApi)
    .mock.calls.filter(([call]) => call.paths[0] === '/lotto-vn/lgw/betting')
    .map(([, options]) => options?.headers?.['Idempotency-Key']);
/** Clicks Place bet and answers the confirmation with its confirm button. */
async function placeAndConfirm(): Promise<DialogProps> {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', false),
  );
  useModalStore.setState({ stack: [] });
  fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
  return waitFor(() => {
    const entry = useModalStore.getState().stack.find((m) => m.name === 'dialog');
    if (!entry) throw new Error('no dialog');
    return entry.props as DialogProps;
  });
}
/** Presses the dialog's confirm button and closes it, as the modal host does. */
function dismissDialog(dialog: DialogProps): DialogProps {
  dialog.buttons?.[1]?.onClick?.();
  dialog.onClose?.();
  return dialog;
}

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>();
  return { ...actual, callApi: vi.fn(actual.callApi) };
});

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
  vi.mocked(callApi).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('betting screen', () => {
  it("opens the asked play type and counts the picks' bets and total with the multiple and unit stake", async () => {
    renderScreen();
    expect(
      screen.getByRole('tab', { name: 'Front 3 straight' }).getAttribute('aria-selected'),
    ).toBe('true');
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
    expect(screen.getByRole('tab', { name: 'Position digit' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(within(row('Position 1')).getByRole('button', { name: 'Big' }));
    const pressed = () =>
      within(row('Position 1'))
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent);
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

  it("totals the slip's lines, removes one, and places the bet after confirmation", async () => {
    const fetchMock = renderScreen();
    await screen.findByText('Draw 20260101-0721');
    fillFront3();
    fireEvent.change(screen.getByLabelText('Multiple'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    // Adding clears the picks, not the stake.
    expect(text('pick-bets')).toBe('0');
    fireEvent.click(screen.getByRole('tab', { name: 'Sum big/small/odd/even' }));
    pick('Big / small / odd / even', 'Big');
    fireEvent.change(screen.getByLabelText('Multiple'), { target: { value: '1' } });
    // Under the smallest unit stake: refused before anything is sent.
    fireEvent.change(screen.getByLabelText('Unit stake'), { target: { value: '0.5' } });
    expect(screen.getByText('The smallest unit stake is 1.00.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to slip' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Unit stake'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(text('slip-bets')).toBe('7');
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(within(slip).getByText('1 2 | 3 | 4')).toBeTruthy();
    expect(within(slip).getByText('Big')).toBeTruthy();
    expect(within(slip).getByText('Bets: 2 × 3 · 6.00')).toBeTruthy();
    expect(text('slip-total')).toBe('8.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sum big/small/odd/even' }));
    expect(text('slip-total')).toBe('6.00');

    const dialog = dismissDialog(await placeAndConfirm());
    expect(dialog.text).toBe('Bets: 6 on draw 20260101-0721 of Five Digits 1 Min, total 6.00.');
    const notice = await within(slip).findByRole('status');
    expect(notice.textContent).toBe(
      'Bet placed. Order ORD-7 · tickets: 1 · total 6.00. Good luck!',
    );
    const posts = bettingPosts(fetchMock);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.body))).toMatchObject({
      prizeMode: 'Lott',
      device: 'WEB',
      contents: [
        {
          gameId: 311,
          bettingContent: '1,2_3_4',
          singleBetPrice: 1,
          numero: [{ numero: '20260101-0721', multiple: 3 }],
        },
      ],
    });
    expect(idempotencyKeys()).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(text('slip-bets')).toBe('0');
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(within(slip).queryByRole('status')).toBeNull();
  });

  it("keeps the slip and shows the server's refusal in place", async () => {
    const fetchMock = renderScreen('SSC_1', 'DIGIT5_FRONT3', NOW, () =>
      failure('lottery.balance.insufficient', 'Not enough balance for this bet.', 422),
    );
    await screen.findByText('Draw 20260101-0721');
    fillFront3();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    dismissDialog(await placeAndConfirm());
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect((await within(slip).findByRole('alert')).textContent).toBe(
      'Not enough balance for this bet.',
    );
    expect(text('slip-bets')).toBe('2');
    expect(within(slip).queryByRole('status')).toBeNull();
    expect(bettingPosts(fetchMock)).toHaveLength(1);
    // Changing the slip takes the refusal away.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Front 3 straight' }));
    expect(within(slip).queryByRole('alert')).toBeNull();
  });

  it('refuses locally when the draw closed while the confirmation was open', async () => {
    const fetchMock = renderScreen();
    await screen.findByText('Draw 20260101-0721');
    fillFront3();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    const dialog = await placeAndConfirm();
    vi.setSystemTime(NOW + 66_000);
    dismissDialog(dialog);
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect((await within(slip).findByRole('alert')).textContent).toBe(
      'Bets are closed for this draw. Try the next one.',
    );
    expect(bettingPosts(fetchMock)).toHaveLength(0);
    expect(text('slip-bets')).toBe('2');
  });

  it('retries the same slip after a network failure with the same idempotency key, and a new slip with a new one', async () => {
    let calls = 0;
    const fetchMock = renderScreen('SSC_1', 'DIGIT5_FRONT3', NOW, () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return placed();
    });
    await screen.findByText('Draw 20260101-0721');
    fillFront3();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    dismissDialog(await placeAndConfirm());
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    await within(slip).findByRole('alert');
    expect(text('slip-bets')).toBe('2');
    dismissDialog(await placeAndConfirm());
    await within(slip).findByRole('status');
    fillFront3();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    dismissDialog(await placeAndConfirm());
    await waitFor(() => expect(bettingPosts(fetchMock)).toHaveLength(3));
    const keys = idempotencyKeys();
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
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
    expect(
      await screen.findByText('No open tickets. Your bets wait here for their draw.'),
    ).toBeTruthy();
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
