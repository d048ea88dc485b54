import type { AdminC2cMatch } from '@monsoon/contracts/admin/c2c';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import admin from '../../../../../../packages/i18n/locales/EN/admin.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import C2cMatchesPage from './c2c-matches-page';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const match: AdminC2cMatch = {
  id: 9,
  depositId: 3,
  withdrawalId: 41,
  depositorId: 11,
  depositorUsername: 'payer1',
  withdrawerId: 12,
  withdrawerUsername: 'taker1',
  asset: 'PHP',
  amount: '495.00',
  confirmedAmount: null,
  status: 'disputed',
  confirmBy: '2026-11-26T04:10:00.000Z',
  resolvedBy: null,
  paymentProofs: [21],
  nonReceiptProofs: [22],
  createdAt: '2026-11-26T04:00:00.000Z',
  updatedAt: '2026-11-26T04:05:00.000Z',
};

const signIn = (permissions: string[]) =>
  useSessionStore.getState().signedIn({
    operator: {
      id: 1,
      username: 'op',
      role: 'finance',
      permissions,
      merchant: { code: 'demo', name: 'Demo', currency: 'PHP' },
    },
    csrfToken: 'csrf-1',
  });

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });

function stubApi() {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const proof = /\/proofs\/(\d+)/.exec(url);
    if (proof)
      return ok({
        id: Number(proof[1]),
        side: proof[1] === '21' ? 'payment' : 'non_receipt',
        mime: 'image/png',
        data: PNG,
      });
    if (method === 'POST')
      return ok({ ...match, status: 'refused', confirmedAmount: '0.00', resolvedBy: 'operator:1' });
    return ok({ items: [match], total: 1, page: 1, pageSize: 20 });
  });
  return sent;
}

const renderPage = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/c2c']}>
        <C2cMatchesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['admin', 'errors'],
    defaultNS: 'admin',
    resources: { EN: { admin, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('C2C matches and disputes screen', () => {
  it('lists disputes; a dispute shows both proofs side by side and finance decides it', async () => {
    signIn(['withdrawals.read', 'withdrawals.decide']);
    const sent = stubApi();
    renderPage();
    const row = (await screen.findByText('payer1')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Disputed')).toBeTruthy();
    expect(sent[0]?.url).toContain('status=disputed');
    fireEvent.click(within(row).getByRole('button', { name: 'Decide' }));
    const dialog = screen.getByRole('dialog', { name: 'C2C match #9' });
    expect(
      await within(within(dialog).getByTestId('proofs-payment')).findByRole('img'),
    ).toBeTruthy();
    expect(
      await within(within(dialog).getByTestId('proofs-non-receipt')).findByRole('img'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not received' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      url: '/admin/api/c2c/matches/9/decide',
      body: { outcome: 'not_received' },
    });
  });

  it('without the decide permission the proofs can be viewed but not decided', async () => {
    signIn(['withdrawals.read']);
    stubApi();
    renderPage();
    const row = (await screen.findByText('payer1')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'C2C match #9' });
    expect(within(dialog).queryByRole('button', { name: 'Received' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Not received' })).toBeNull();
  });
});
