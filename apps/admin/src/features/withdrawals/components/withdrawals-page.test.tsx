import type { AdminWithdrawal } from '@monsoon/contracts/admin/withdrawals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import admin from '../../../../../../packages/i18n/locales/EN/admin.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import { reviewKindOf } from './review-flag';
import WithdrawalsPage from './withdrawals-page';

const base: AdminWithdrawal = {
  id: 11,
  memberId: 9,
  memberUsername: 'player01',
  asset: 'PHP',
  amount: '500.00',
  fee: '5.00',
  netAmount: '495.00',
  status: 'requested',
  payeeType: 'B',
  bankCode: 'BDO',
  maskedAccount: '****1234',
  accountName: 'J*** D***',
  rejectReason: null,
  failureReason: null,
  pspPayoutId: null,
  reviewReason: null,
  payoutEndable: false,
  createdAt: '2026-11-26T04:00:00.000Z',
  updatedAt: '2026-11-26T04:00:00.000Z',
  decidedAt: null,
};
const retried = { ...base, id: 12, reviewReason: 'payout.retries' };
const odd = { ...base, id: 13, status: 'failed' as const, reviewReason: 'psp.mystery' };
/** Sent to the PSP, never answered: an operator may end it by hand. */
const stuck = {
  ...base,
  id: 14,
  status: 'approved' as const,
  reviewReason: 'payout.retries',
  payoutEndable: true,
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });

function stubApi() {
  const urls: string[] = [];
  const posts: Array<{ url: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    urls.push(url);
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return ok({ ...stuck, status: 'failed', payoutEndable: false });
    }
    if (url.startsWith('/admin/api/withdrawals/12'))
      return ok({
        withdrawal: retried,
        risk: {
          recentDepositCount: 0,
          recentDepositTotal: '0.00',
          lastPaidWithdrawalAt: null,
          turnoverSinceLastWithdrawal: '0.00',
          sameDeviceMembers: [],
          samePayeeMembers: [],
        },
      });
    const items = url.includes('review=true') ? [retried, odd, stuck] : [base, retried, odd];
    return ok({ items, total: items.length, page: 1, pageSize: 20 });
  });
  return Object.assign(urls, { posts });
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/withdrawals" element={<WithdrawalsPage />} />
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
  useSessionStore.getState().signedIn({
    operator: {
      id: 1,
      username: 'fin',
      role: 'finance',
      permissions: ['withdrawals.read', 'withdrawals.decide'],
      merchant: { code: 'demo', name: 'Demo', currency: 'PHP' },
    },
    csrfToken: 'csrf-1',
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rowOf = async (id: number) => {
  const cell = await screen.findByText(String(id), { selector: 'td' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

describe('withdrawal queue review flags', () => {
  it('shows why a withdrawal is flagged, translated, and an unknown reason as its code', async () => {
    stubApi();
    renderAt('/withdrawals');
    expect(within(await rowOf(12)).getByText('Review: payout retried too often')).toBeTruthy();
    expect(within(await rowOf(13)).getByText('Review: psp.mystery')).toBeTruthy();
    expect(within(await rowOf(11)).queryByText(/^Review:/)).toBeNull();
  });

  it('filters the queue to flagged withdrawals of every status', async () => {
    const urls = stubApi();
    renderAt('/withdrawals');
    await rowOf(11);
    expect(urls.at(-1)).toContain('status=requested');
    fireEvent.click(screen.getByRole('button', { name: 'Flagged for review' }));
    await vi.waitFor(() =>
      expect(urls.at(-1)).toBe('/admin/api/withdrawals?review=true&page=1&pageSize=20'),
    );
    expect(
      screen.getByRole('button', { name: 'Flagged for review' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await vi.waitFor(() => expect(screen.queryByText('11', { selector: 'td' })).toBeNull());
  });

  it('shows the flag in the approve dialog', async () => {
    stubApi();
    renderAt('/withdrawals');
    fireEvent.click(within(await rowOf(12)).getByRole('button', { name: 'Approve and pay' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal #12' });
    const note = within(dialog).getByRole('note', { name: 'Flagged for review' });
    expect(within(note).getByText('Review: payout retried too often')).toBeTruthy();
    expect(within(note).getByText('payout.retries')).toBeTruthy();
  });

  it('reads older flags written as sentences', () => {
    expect(reviewKindOf('PSP paygate reported payout PGO7 paid for a failed withdrawal')).toBe(
      'late',
    );
    expect(reviewKindOf('PSP paygate reported payout PGO7 failed for a paid withdrawal')).toBe(
      'contradicts',
    );
    expect(reviewKindOf('duplicate')).toBe('duplicate');
    expect(reviewKindOf('something else')).toBeNull();
  });
});

describe('ending a payout the PSP never answered', () => {
  it('offers it only where the server allows, and sends the outcome with the reason', async () => {
    const api = stubApi();
    renderAt('/withdrawals?review=true');
    const row = await rowOf(14);
    expect(within(await rowOf(12)).queryByRole('button', { name: 'Mark failed' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Mark paid' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Mark failed' }));
    const dialog = screen.getByRole('dialog', { name: 'End payout of withdrawal #14 as failed' });
    expect(within(dialog).getByText(/PHP 500.00 goes back to player01/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Mark failed' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('What you found out, and from whom'), {
      target: { value: 'PSP support: no payout was made' },
    });
    fireEvent.click(submit);
    await vi.waitFor(() =>
      expect(api.posts).toEqual([
        {
          url: '/admin/api/withdrawals/14/end-payout',
          body: { outcome: 'failed', reason: 'PSP support: no payout was made' },
        },
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
