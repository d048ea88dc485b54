import type { AdminPayee } from '@monsoon/contracts/admin/payees';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import admin from '../../../../../../packages/i18n/locales/EN/admin.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import { MemberPayeesCard } from './member-payees-card';

const card: AdminPayee = {
  id: 31,
  type: 'B',
  bankCode: 'BDO',
  maskedAccount: '****6789',
  accountName: 'J*** D*** C***',
  status: 'active',
  createdAt: '2026-11-20T04:00:00.000Z',
  removal: null,
  openWithdrawals: 0,
};
const wallet: AdminPayee = {
  ...card,
  id: 32,
  type: 'E',
  bankCode: 'GCASH',
  maskedAccount: '****4321',
  openWithdrawals: 1,
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });
const fail = (errorCode: string, status: number) =>
  new Response(JSON.stringify({ success: false, errorCode, message: errorCode, value: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function stubApi() {
  const posts: Array<{ url: string; body: unknown }> = [];
  let items = [card, wallet];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      if (url.includes('/payees/32/')) return fail('admin.payee.busy', 409);
      const removed: AdminPayee = {
        ...card,
        status: 'removed',
        removal: { operatorUsername: 'fin', at: '2026-11-26T05:00:00.000Z', reason: 'Stolen card' },
      };
      items = [removed, wallet];
      return ok(removed);
    }
    return ok({ items });
  });
  return posts;
}

const signIn = (permissions: string[]) =>
  useSessionStore.getState().signedIn({
    operator: {
      id: 1,
      username: 'fin',
      role: 'finance',
      permissions,
      merchant: { code: 'demo', name: 'Demo', currency: 'PHP' },
    },
    csrfToken: 'csrf-1',
  });

const renderCard = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemberPayeesCard memberId={9} />
    </QueryClientProvider>,
  );

const rowOf = async (account: string) => {
  const row = (await screen.findByText(new RegExp(account))).closest('tr');
  if (!row) throw new Error(`no row ${account}`);
  return row;
};

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
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a member's payees", () => {
  it('lists them masked and removes one with a reason, showing who removed it and why', async () => {
    signIn(['members.read', 'payees.remove']);
    const posts = stubApi();
    renderCard();
    const row = await rowOf('6789');
    expect(within(row).getByText('Bank card')).toBeTruthy();
    expect(within(row).getByText('BDO ****6789')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove payee BDO ****6789' });
    const submit = within(dialog).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Stolen card' },
    });
    fireEvent.click(submit);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([
      { url: '/admin/api/members/9/payees/31/remove', body: { reason: 'Stolen card' } },
    ]);
    const after = await rowOf('6789');
    expect(await within(after).findByText('Removed')).toBeTruthy();
    expect(within(after).getByText(/Removed by fin on .*: Stolen card/)).toBeTruthy();
    expect(within(after).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('shows the refusal while a withdrawal to the payee is open', async () => {
    signIn(['members.read', 'payees.remove']);
    stubApi();
    renderCard();
    const row = await rowOf('4321');
    expect(within(row).getByText('Withdrawals still open to it: 1')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove payee GCASH ****4321' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Member asked' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(/A withdrawal to this payee is requested/)).toBeTruthy();
  });

  it('lets a role without the permission read them only', async () => {
    signIn(['members.read']);
    stubApi();
    renderCard();
    await rowOf('6789');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
