import { settingDescriptors } from '@monsoon/contracts/admin/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import admin from '../../../../../../packages/i18n/locales/EN/admin.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import SettingsPage from './settings-page';

/** The server's values: amounts in minor units, the fee in basis points (the wire is unchanged). */
const values: Record<string, unknown> = {
  theme: 'light',
  captchaAfterFailures: 3,
  passwordExpiryDays: null,
  blockedIps: [],
  blockedCountries: [],
  smsExpiredMinutes: 5,
  smsPerNumberPerHour: 5,
  appDownloadUrl: null,
  withdrawMinAmount: 10_000,
  withdrawMaxAmount: 5_000_000,
  withdrawDailyMaxAmount: 10_000_000,
  withdrawDailyMaxCount: 5,
  withdrawWindowFrom: '00:00',
  withdrawWindowTo: '00:00',
  withdrawFeeBasisPoints: 100,
  withdrawPenaltyPercent: 0,
  withdrawC2cConfirmMinutes: 15,
  withdrawMaxPayees: 5,
  withdrawAutoApproveBelow: null,
  withdrawPrecautionNote: null,
  withdrawFixedAmounts: [],
  withdrawEWalletFixedAmounts: [],
  withdrawVirtualFixedAmounts: [],
  withdrawMobileVerification: 'NONE',
};
const items = settingDescriptors.map((d) => ({
  key: d.key,
  group: d.group,
  kind: d.kind,
  value: d.key in values ? values[d.key] : d.kind === 'boolean' ? true : null,
}));

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });

function stubApi() {
  const puts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { changes: Record<string, unknown> };
      puts.push(body);
      return ok({
        items: items.map((i) => (i.key in body.changes ? { ...i, value: body.changes[i.key] } : i)),
      });
    }
    return ok({ items });
  });
  return puts;
}

const renderPage = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SettingsPage />
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
      username: 'owner',
      role: 'owner',
      permissions: ['settings.read', 'settings.write'],
      merchant: { code: 'demo', name: 'Demo', currency: 'PHP' },
    },
    csrfToken: 'csrf-1',
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('withdrawal settings', () => {
  it('are grouped, with amounts in major units and the fee in percent, with help texts', async () => {
    stubApi();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Withdrawals' });
    for (const section of [
      'General',
      'Limits',
      'E-wallets',
      'Crypto',
      'SMS verification',
      'Time window',
      'Fees',
      'C2C (member to member)',
    ])
      expect(within(card).getByRole('group', { name: section })).toBeTruthy();
    const limits = within(card).getByRole('group', { name: 'Limits' });
    expect(
      (within(limits).getByLabelText('Minimum per withdrawal (PHP)') as HTMLInputElement).value,
    ).toBe('100.00');
    expect(
      (within(limits).getByLabelText('Daily amount per member (PHP)') as HTMLInputElement).value,
    ).toBe('100000.00');
    expect(
      (within(limits).getByLabelText('Approve automatically up to (PHP)') as HTMLInputElement)
        .value,
    ).toBe('');
    expect(within(limits).getByText(/The smallest amount of one request/)).toBeTruthy();
    const fees = within(card).getByRole('group', { name: 'Fees' });
    expect((within(fees).getByLabelText('Fee (%)') as HTMLInputElement).value).toBe('1.00');
  });

  it('saves what the operator typed, converted exactly to minor units and basis points', async () => {
    const puts = stubApi();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Withdrawals' });
    fireEvent.change(within(card).getByLabelText('Minimum per withdrawal (PHP)'), {
      target: { value: '250.55' },
    });
    fireEvent.change(within(card).getByLabelText('Maximum per withdrawal (PHP)'), {
      target: { value: '1,000,000.01' },
    });
    fireEvent.change(within(card).getByLabelText('Approve automatically up to (PHP)'), {
      target: { value: '0.29' },
    });
    fireEvent.change(within(card).getByLabelText('Fee (%)'), { target: { value: '1.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      changes: {
        withdrawMinAmount: 25_055,
        withdrawMaxAmount: 100_000_001,
        withdrawAutoApproveBelow: 29,
        withdrawFeeBasisPoints: 125,
      },
    });
    expect(await screen.findByText('Saved. The site uses the new settings now.')).toBeTruthy();
    expect(
      (within(card).getByLabelText('Minimum per withdrawal (PHP)') as HTMLInputElement).value,
    ).toBe('250.55');
  });

  it("saves each kind's limits, its fixed amounts in major units and the SMS rule", async () => {
    const puts = stubApi();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Withdrawals' });
    const eWallets = within(card).getByRole('group', { name: 'E-wallets' });
    const eWalletMin = within(eWallets).getByLabelText(
      'E-wallet minimum per withdrawal (PHP)',
    ) as HTMLInputElement;
    // Empty: the bank's.
    expect(eWalletMin.value).toBe('');
    expect(within(eWallets).getByText(/Empty: the bank minimum/)).toBeTruthy();
    fireEvent.change(eWalletMin, { target: { value: '200' } });
    const crypto = within(card).getByRole('group', { name: 'Crypto' });
    fireEvent.change(within(crypto).getByLabelText('Crypto withdrawals per member per day'), {
      target: { value: '2' },
    });
    fireEvent.change(within(card).getByLabelText('Fixed bank withdrawal amounts'), {
      target: { value: '500\n1000.50\n' },
    });
    const sms = within(card).getByRole('group', { name: 'SMS verification' });
    fireEvent.change(within(sms).getByLabelText('SMS code for withdrawals'), {
      target: { value: 'WITHDRAW_AMOUNT' },
    });
    expect(within(sms).getByRole('option', { name: 'From an amount' })).toBeTruthy();
    fireEvent.change(within(sms).getByLabelText('SMS code from this amount (PHP)'), {
      target: { value: '5,000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      changes: {
        withdrawEWalletMinAmount: 20_000,
        withdrawVirtualDailyMaxCount: 2,
        withdrawFixedAmounts: ['500', '1000.50'],
        withdrawMobileVerification: 'WITHDRAW_AMOUNT',
        withdrawMobileVerificationAmount: 500_000,
      },
    });
  });

  it('refuses an amount with more than 2 decimals or a fee above the limit, sending nothing', async () => {
    const puts = stubApi();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Withdrawals' });
    fireEvent.change(within(card).getByLabelText('Minimum per withdrawal (PHP)'), {
      target: { value: '1.234' },
    });
    fireEvent.change(within(card).getByLabelText('Fee (%)'), { target: { value: '60' } });
    expect(within(card).getAllByText('This value is not allowed.')).toHaveLength(2);
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(
      (within(card).getByLabelText('Minimum per withdrawal (PHP)') as HTMLInputElement).value,
    ).toBe('100.00');
    expect(puts).toEqual([]);
  });
});
