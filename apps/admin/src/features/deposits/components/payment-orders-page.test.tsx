import type { AdminPaymentOrder } from '@monsoon/contracts/admin/deposits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import admin from '../../../../../../packages/i18n/locales/EN/admin.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import PaymentOrderPage from './payment-order-page';
import PaymentOrdersPage from './payment-orders-page';

const order: AdminPaymentOrder = {
  id: 41,
  orderNo: 'DP00AA',
  memberId: 9,
  username: 'player01',
  bankType: 'PAYID',
  channel: 'QR',
  pspCode: 'paygate',
  pspTxId: 'PGT123',
  status: 'paid',
  amount: '500.00',
  paidAmount: '500.00',
  feeAmount: '0.00',
  currency: 'PHP',
  createdAt: '2026-11-26T04:00:00.000Z',
  expiresAt: '2026-11-26T04:15:00.000Z',
  completedAt: '2026-11-26T04:20:00.000Z',
  failureReason: null,
  reviewReason: 'late',
  reviewResolution: null,
  journalId: 77,
  sandbox: true,
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });

const resolution = {
  operatorUsername: 'fin',
  at: '2026-11-26T05:00:00.000Z',
  note: 'Paid late; the PSP confirmed it',
};

function stubApi() {
  const urls: string[] = [];
  const posts: Array<{ url: string; body: unknown }> = [];
  let resolved = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    urls.push(url);
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      resolved = true;
    }
    if (url.startsWith('/admin/api/deposits/orders/41'))
      return ok({
        ...order,
        reviewResolution: resolved ? resolution : null,
        events: [
          {
            id: 1,
            source: 'callback',
            eventId: 'EVT1',
            pspTxId: 'PGT123',
            status: 'failed',
            amount: '500.00',
            paidAmount: null,
            currency: 'PHP',
            outcome: 'failed',
            createdAt: '2026-11-26T04:16:00.000Z',
          },
          {
            id: 2,
            source: 'reconcile',
            eventId: null,
            pspTxId: 'PGT123',
            status: 'paid',
            amount: '500.00',
            paidAmount: '500.00',
            currency: 'PHP',
            outcome: 'credited',
            createdAt: '2026-11-26T04:20:00.000Z',
          },
        ],
      });
    return ok({ items: [order], total: 1, page: 1, pageSize: 20 });
  });
  return Object.assign(urls, { posts });
}

const signIn = (role: 'support' | 'finance', permissions: string[]) =>
  useSessionStore.getState().signedIn({
    operator: {
      id: 1,
      username: 'op',
      role,
      permissions,
      merchant: { code: 'demo', name: 'Demo', currency: 'PHP' },
    },
    csrfToken: 'csrf-1',
  });

const renderAt = (path: string) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/deposits/orders" element={<PaymentOrdersPage />} />
          <Route path="/deposits/orders/:id" element={<PaymentOrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({
      lng: 'EN',
      ns: ['admin', 'errors'],
      defaultNS: 'admin',
      resources: { EN: { admin, errors } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  signIn('support', ['deposits.read']);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('payment orders screens', () => {
  it('searches by member, status and review flag, and shows the late flag', async () => {
    const urls = stubApi();
    renderAt('/deposits/orders');
    const row = (await screen.findByText('DP00AA')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Paid after expiry')).toBeTruthy();
    expect(within(row).getByText('Paid', { selector: 'span' })).toBeTruthy();
    const filters = screen.getByRole('form', { name: 'Search orders' });
    fireEvent.change(within(filters).getByLabelText('Member'), { target: { value: 'player01' } });
    fireEvent.change(within(filters).getByLabelText('Status'), { target: { value: 'paid' } });
    fireEvent.change(within(filters).getByLabelText('Review flag'), { target: { value: 'true' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(urls.at(-1)).toBe(
        '/admin/api/deposits/orders?username=player01&status=paid&review=true&page=1&pageSize=20',
      ),
    );
  });

  it('shows an order with its PSP transaction and every event with its outcome', async () => {
    stubApi();
    renderAt('/deposits/orders/41');
    expect(await screen.findByText('Payment order DP00AA')).toBeTruthy();
    expect(screen.getByText('PGT123')).toBeTruthy();
    expect(screen.getByText('#77')).toBeTruthy();
    const events = screen.getByRole('table', { name: 'PSP events' });
    expect(within(events).getByText('Reconciliation')).toBeTruthy();
    expect(within(events).getByText('Credited')).toBeTruthy();
    expect(within(events).getByText('Order failed')).toBeTruthy();
  });

  it('lets finance resolve the flag with a note, then shows who resolved it and why', async () => {
    signIn('finance', ['deposits.read', 'deposits.review']);
    const sent = stubApi();
    renderAt('/deposits/orders/41');
    const card = await screen.findByRole('region', { name: 'Review flag' });
    expect(within(card).getByText('To review')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve the flag of DP00AA' });
    const submit = within(dialog).getByRole('button', { name: 'Resolve' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Paid late; the PSP confirmed it' },
    });
    fireEvent.click(submit);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.posts).toEqual([
      {
        url: '/admin/api/deposits/orders/41/resolve',
        body: { note: 'Paid late; the PSP confirmed it' },
      },
    ]);
    const after = await screen.findByRole('region', { name: 'Review flag' });
    expect(within(after).getByText('Resolved')).toBeTruthy();
    expect(within(after).getByText('Paid late; the PSP confirmed it')).toBeTruthy();
    expect(within(after).getByText(/^fin ·/)).toBeTruthy();
    expect(within(after).queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('offers no Resolve to a role without the permission', async () => {
    signIn('support', ['deposits.read']);
    stubApi();
    renderAt('/deposits/orders/41');
    const card = await screen.findByRole('region', { name: 'Review flag' });
    expect(within(card).queryByRole('button', { name: 'Resolve' })).toBeNull();
  });
});
