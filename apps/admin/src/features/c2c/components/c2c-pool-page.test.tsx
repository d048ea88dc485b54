import type { AdminC2cPoolItem } from '@monsoon/contracts/admin/c2c';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import admin from '../../../../../../packages/i18n/locales/EN/admin.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import C2cPoolPage from './c2c-pool-page';

const item: AdminC2cPoolItem = {
  withdrawalId: 41,
  memberId: 12,
  memberUsername: 'taker1',
  asset: 'PHP',
  status: 'paying',
  netAmount: '495.00',
  received: '0.00',
  inFlight: '200.00',
  open: '295.00',
  cancelledAmount: null,
  penalty: null,
  cancelledBy: null,
  cancelReason: null,
  cancelledAt: null,
  createdAt: '2026-11-26T04:00:00.000Z',
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
const fail = (errorCode: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message: errorCode, value: null }), {
    status: 409,
    headers: { 'content-type': 'application/json' },
  });

function stubApi(post: () => Response) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST') return post();
    return ok({ items: [item], total: 1, page: 1, pageSize: 20 });
  });
  return sent;
}

const renderPage = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/c2c/pool']}>
        <C2cPoolPage />
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

describe('C2C withdrawals in the pool', () => {
  it('lists what is received, in flight and open; finance cancels the open part with a reason', async () => {
    signIn(['withdrawals.read', 'withdrawals.decide']);
    const sent = stubApi(() =>
      ok({
        ...item,
        status: 'paying',
        open: '0.00',
        cancelledAmount: '295.00',
        penalty: '0.00',
        cancelledBy: 'operator:1',
        cancelReason: 'member asked',
        cancelledAt: '2026-11-26T04:10:00.000Z',
      }),
    );
    renderPage();
    const row = (await screen.findByText('taker1')).closest('tr');
    if (!row) throw new Error('no row');
    expect(sent[0]?.url).toContain('state=open');
    expect(within(row).getByText('200.00')).toBeTruthy();
    expect(within(row).getByText('295.00')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel open part' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Cancel the open part of withdrawal #41',
    });
    expect(
      within(dialog).getByText(
        'PHP 295.00 still open for taker1 is released to the member, with no penalty. Payments already in flight finish as usual.',
      ),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel open part' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: '  member asked  ' },
    });
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      url: '/admin/api/c2c/withdrawals/41/cancel',
      body: { reason: 'member asked' },
    });
  });

  it("shows the server's refusal in the dialog", async () => {
    signIn(['withdrawals.read', 'withdrawals.decide']);
    stubApi(() => fail('admin.c2c.cancel.nothing.open'));
    renderPage();
    const row = (await screen.findByText('taker1')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel open part' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'fraud check' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel open part' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('without the decide permission the pool can be read but not cancelled', async () => {
    signIn(['withdrawals.read']);
    stubApi(() => ok(item));
    renderPage();
    const row = (await screen.findByText('taker1')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).queryByRole('button', { name: 'Cancel open part' })).toBeNull();
  });
});
