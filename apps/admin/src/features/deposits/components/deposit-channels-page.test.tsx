import type { AdminDepositChannel } from '@monsoon/contracts/admin/deposits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import admin from '../../../../../../packages/i18n/locales/EN/admin.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import DepositChannelsPage from './deposit-channels-page';

const channel: AdminDepositChannel = {
  id: 7,
  bankType: 'GCASH',
  channel: 'EWALLET',
  name: 'GCash',
  pspCode: 'paygate',
  pspConfigured: true,
  sandbox: true,
  enabled: true,
  minAmount: '100.00',
  maxAmount: '50000.00',
  feeBps: 150,
  quickAmounts: ['100.00', '500.00'],
  expiryMinutes: 15,
  updatedAt: '2026-11-26T04:00:00.000Z',
};

const signIn = (permissions: string[]) =>
  useSessionStore.getState().signedIn({
    operator: {
      id: 1,
      username: 'op',
      role: 'owner',
      permissions,
      merchant: { code: 'demo', name: 'Demo', currency: 'PHP' },
    },
    csrfToken: 'csrf-1',
  });

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });

const fail = (errorCode: string, message: string, status: number) =>
  new Response(JSON.stringify({ success: false, errorCode, message, value: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function stubApi(opts: { busy?: boolean } = {}) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  let items = [channel];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const list = () => ok({ enabled: true, currency: 'PHP', items, pspCodes: ['paygate'] });
    if (method === 'PUT' && url.includes('/channels/7'))
      return ok({ ...channel, feeBps: 200, minAmount: '200.00' });
    if (method === 'POST' && url.endsWith('/channels/7/remove')) {
      if (opts.busy) return fail('admin.deposit.channel.busy', 'busy', 409);
      items = [];
      return list();
    }
    if (method === 'POST' && url.endsWith('/channels')) {
      const added = { ...channel, id: 8, bankType: 'MAYA', name: 'Maya', feeBps: 125 };
      items = [...items, added];
      return ok(added);
    }
    return list();
  });
  return sent;
}

const renderPage = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <DepositChannelsPage />
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

describe('deposit channels screen', () => {
  it('lists the channels and lets finance change a channel, checked before saving', async () => {
    signIn(['deposits.read', 'deposits.write']);
    const sent = stubApi();
    renderPage();
    const row = (await screen.findByText('GCash')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('1.5 %')).toBeTruthy();
    expect(within(row).getByText('Sandbox (no real money)')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit GCash' });
    fireEvent.change(within(dialog).getByLabelText('Minimum amount'), {
      target: { value: '1.234' },
    });
    expect(within(dialog).getByText('Enter an amount with at most 2 decimals.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Minimum amount'), {
      target: { value: '200' },
    });
    fireEvent.change(within(dialog).getByLabelText('Fee (% of the paid amount)'), {
      target: { value: '2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({
      url: '/admin/api/deposits/channels/7',
      body: {
        enabled: true,
        minAmount: '200',
        maxAmount: '50000.00',
        feeBps: 200,
        quickAmounts: ['100.00', '500.00'],
      },
    });
  });

  it('shows a role without the write permission the channels, read only', async () => {
    signIn(['deposits.read']);
    stubApi();
    renderPage();
    await screen.findByText('GCash');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn deposits off' })).toBeNull();
    expect(screen.getByText('Your role can read the channels but not change them.')).toBeTruthy();
  });

  it('lets an owner add a channel of a free bank type, amounts and fee sent exactly', async () => {
    signIn(['deposits.read', 'deposits.write', 'deposits.channels']);
    const sent = stubApi();
    renderPage();
    await screen.findByText('GCash');
    fireEvent.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = screen.getByRole('dialog', { name: 'Add channel' });
    const bankType = within(dialog).getByLabelText('Bank type') as HTMLSelectElement;
    const offered = [...bankType.options].map((o) => o.value);
    expect(offered).toContain('MAYA');
    expect(offered).not.toContain('GCASH');
    fireEvent.change(bankType, { target: { value: 'MAYA' } });
    fireEvent.change(within(dialog).getByLabelText('Name shown to members'), {
      target: { value: 'Maya' },
    });
    fireEvent.change(within(dialog).getByLabelText('Minimum amount'), {
      target: { value: '300' },
    });
    fireEvent.change(within(dialog).getByLabelText('Maximum amount'), {
      target: { value: '200' },
    });
    expect(within(dialog).getByText('The maximum must not be below the minimum.')).toBeTruthy();
    const add = within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Maximum amount'), {
      target: { value: '20000.50' },
    });
    fireEvent.change(within(dialog).getByLabelText('Fee (% of the paid amount)'), {
      target: { value: '1.25' },
    });
    fireEvent.change(within(dialog).getByLabelText('Quick amounts'), {
      target: { value: '300, 1000' },
    });
    fireEvent.click(add);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      url: '/admin/api/deposits/channels',
      body: {
        bankType: 'MAYA',
        pspCode: 'paygate',
        name: 'Maya',
        enabled: true,
        minAmount: '300',
        maxAmount: '20000.50',
        feeBps: 125,
        quickAmounts: ['300', '1000'],
        expiryMinutes: 30,
        sortOrder: 10,
      },
    });
    expect(await screen.findByText('Maya')).toBeTruthy();
  });

  it('asks a reason to remove a channel and shows why the server refused it', async () => {
    signIn(['deposits.read', 'deposits.write', 'deposits.channels']);
    stubApi({ busy: true });
    renderPage();
    const row = (await screen.findByText('GCash')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove GCash' });
    fireEvent.change(within(dialog).getByLabelText('Reason for removing'), {
      target: { value: 'Contract ended' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(dialog).findByText(/This channel still has open payment orders/),
    ).toBeTruthy();
    expect(screen.getByText('GCash', { selector: 'td' })).toBeTruthy();
  });

  it('removes a channel without open orders from the list', async () => {
    signIn(['deposits.read', 'deposits.write', 'deposits.channels']);
    const sent = stubApi();
    renderPage();
    const row = (await screen.findByText('GCash')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove GCash' });
    fireEvent.change(within(dialog).getByLabelText('Reason for removing'), {
      target: { value: 'Contract ended' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('This merchant has no deposit channels.')).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      url: '/admin/api/deposits/channels/7/remove',
      body: { reason: 'Contract ended' },
    });
  });

  it('shows finance the edit but not add or remove (owners only)', async () => {
    signIn(['deposits.read', 'deposits.write']);
    stubApi();
    renderPage();
    await screen.findByText('GCash');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add channel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
