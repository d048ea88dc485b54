import type {
  DepositChannel,
  DepositOrder,
  DepositSettingsValue,
} from '@monsoon/contracts/deposits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import member from '../../../../../../packages/i18n/locales/EN/member.json';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { DepositPage } from './deposit-page';

const channel = (over: Partial<DepositChannel>): DepositChannel => ({
  bankType: 'PAYID',
  channel: 'QR',
  call: 'QR_IMAGE',
  name: 'QR Ph',
  minAmount: 100,
  maxAmount: 50000,
  feePercent: 0,
  quickAmounts: [100, 500, 1000],
  expiryMinutes: 15,
  sandbox: true,
  ...over,
});
const settings = (over: Partial<DepositSettingsValue> = {}): DepositSettingsValue => ({
  allowDeposit: 'Y',
  totalDepositSuccessCount: 0,
  currency: 'PHP',
  depositInfo: [
    channel({}),
    channel({
      bankType: 'GCASH',
      channel: 'EWALLET',
      call: 'LAUNCH_URL',
      name: 'GCash',
      feePercent: 1.5,
    }),
    channel({
      bankType: 'BANK',
      channel: 'BANK_TRANSFER',
      call: 'MANUAL_TRANSFER',
      name: 'Bank transfer',
      minAmount: 500,
    }),
  ],
  ...over,
});
const order = (over: Partial<DepositOrder> = {}): DepositOrder => ({
  orderNo: 'DP0001',
  status: 'pending',
  bankType: 'PAYID',
  channel: 'QR',
  amount: 500,
  fee: 0,
  creditedAmount: null,
  currency: 'PHP',
  createdAt: Date.now(),
  expiresAt: Date.now() + 15 * 60_000,
  completedAt: null,
  sandbox: true,
  action: {
    type: 'QR',
    qrImageUrl: 'data:image/png;base64,AAAA',
    qrPayload: 'http://psp/pay/1',
    pageUrl: 'http://psp/pay/1',
  },
  ...over,
});

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const fail = (errorCode: string, message = 'server text') =>
  new Response(JSON.stringify({ success: false, errorCode, message, value: null }), {
    status: 400,
  });

/** Answers the deposit calls by path; records what was sent. */
function stubApi(routes: Record<string, (init?: RequestInit) => Response>) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: unknown, init?: RequestInit) => {
    const path = String(url).split('?')[0] ?? '';
    const name = path.split('/').pop() ?? '';
    sent.push({ path: name, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[name];
    return route ? route(init) : fail('system.error');
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

const renderPage = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <DepositPage />
    </QueryClientProvider>,
  );

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'member', member, true, true);
  i18next.addResourceBundle('EN', 'errors', errors, true, true);
});
beforeEach(() => useSessionStore.setState({ token: 'tok', username: 'alice' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the deposit page', () => {
  it('shows the channels, quick amounts, limits and fee, and names the sandbox', async () => {
    stubApi({ MCSFE_getDepositSettings: () => ok(settings()) });
    renderPage();
    expect(await screen.findByRole('tab', { name: 'QR Ph' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/Sandbox payment provider/);
    expect(screen.getByText('Min 100.00 · Max 50,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'GCash' }));
    fireEvent.click(screen.getByRole('button', { name: '1,000.00' }));
    expect((screen.getByLabelText('Amount (PHP)') as HTMLInputElement).value).toBe('1000.00');
    expect(screen.getByText('Fee (1.5%)')).toBeTruthy();
    expect(screen.getByTestId('deposit-fee').textContent).toBe('15.00');
    expect(screen.getByTestId('deposit-net').textContent).toBe('985.00');
  });

  it('refuses an amount out of the limits before asking the server', async () => {
    const sent = stubApi({ MCSFE_getDepositSettings: () => ok(settings()) });
    renderPage();
    const amount = await screen.findByLabelText('Amount (PHP)');
    fireEvent.change(amount, { target: { value: '99.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('The minimum deposit for this method is 100.00.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1.234' } });
    expect(screen.getByText('Please enter a valid amount (at most 2 decimals).')).toBeTruthy();
    expect(sent.map((s) => s.path)).toEqual(['MCSFE_getDepositSettings']);
  });

  it('shows the QR, then the success without a reload once the order is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const sent = stubApi({
      MCSFE_getDepositSettings: () => ok(settings()),
      MCSFE_depositByQRImageUrl: () => ok(order()),
      MCSFE_getDepositOrder: () =>
        ok(
          ++polls < 2
            ? order()
            : order({ status: 'paid', creditedAmount: 500, action: null, completedAt: 1 }),
        ),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Amount (PHP)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    const qr = await screen.findByRole('img', { name: 'QR code of the payment' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/^1[45]:\d\d$/);
    expect(sent.find((s) => s.path === 'MCSFE_depositByQRImageUrl')?.body).toEqual({
      bankType: 'PAYID',
      amount: '500',
    });
    await vi.advanceTimersByTimeAsync(3_100);
    await vi.advanceTimersByTimeAsync(3_100);
    expect((await screen.findByTestId('deposit-result')).textContent).toContain(
      'PHP 500.00 has been added to your balance.',
    );
  });

  it('opens the PSP page in a new window for an e-wallet', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    stubApi({
      MCSFE_getDepositSettings: () => ok(settings()),
      MCSFE_depositByLaunchUrl: () =>
        ok(
          order({
            bankType: 'GCASH',
            channel: 'EWALLET',
            action: { type: 'EWALLET', wallet: 'GCASH', launchUrl: 'http://psp/pay/9' },
          }),
        ),
      MCSFE_getDepositOrder: () => ok(order()),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'GCash' }));
    fireEvent.change(screen.getByLabelText('Amount (PHP)'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByRole('button', { name: 'Open the payment page' })).toBeTruthy();
    expect(open).toHaveBeenCalledWith('http://psp/pay/9', '_blank', 'noopener,noreferrer');
  });

  it('asks a bank transfer for the payer name and shows the bank details with copy buttons', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const sent = stubApi({
      MCSFE_getDepositSettings: () => ok(settings()),
      MCSFE_manualTransferByAccountName: () =>
        ok(
          order({
            bankType: 'BANK',
            channel: 'BANK_TRANSFER',
            amount: 1500,
            action: {
              type: 'BANK_TRANSFER',
              bankName: 'Sandbox Bank (no real money)',
              accountName: 'Monsoon Demo',
              accountNumber: '0012345678',
              reference: 'REF123',
              pageUrl: 'http://psp/pay/2',
            },
          }),
        ),
      MCSFE_getDepositOrder: () => ok(order()),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Bank transfer' }));
    fireEvent.change(screen.getByLabelText('Amount (PHP)'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Please enter the name on your bank account.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name on your bank account'), {
      target: { value: 'Juan Dela Cruz' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('0012345678')).toBeTruthy();
    expect(sent.find((s) => s.path === 'MCSFE_manualTransferByAccountName')?.body).toEqual({
      bankType: 'BANK',
      amount: '1500',
      payeeName: 'Juan Dela Cruz',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Reference' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('REF123'));
    expect(screen.getByTestId('copy-Amount').textContent).toBe('1,500.00');
  });

  it("counts the order's own time down even when the server's clock is hours ahead", async () => {
    const serverNow = Date.now() + 5 * 3_600_000;
    const ahead = { createdAt: serverNow, expiresAt: serverNow + 15 * 60_000 };
    stubApi({
      MCSFE_getDepositSettings: () => ok(settings()),
      MCSFE_depositByQRImageUrl: () => ok(order(ahead)),
      MCSFE_getDepositOrder: () => ok(order(ahead)),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'QR Ph' }));
    fireEvent.change(screen.getByLabelText('Amount (PHP)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect((await screen.findByTestId('deposit-countdown')).textContent).toMatch(
      /^(15:00|14:5\d)$/,
    );
  });

  it("shows the server's refusal in the member's language", async () => {
    stubApi({
      MCSFE_getDepositSettings: () => ok(settings()),
      MCSFE_depositByQRImageUrl: () => fail('deposit.channel.closed'),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Amount (PHP)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This payment method is closed for now. Please choose another.',
    );
  });

  it('says deposits are closed when the merchant allows none', async () => {
    stubApi({
      MCSFE_getDepositSettings: () => ok(settings({ allowDeposit: 'N', depositInfo: [] })),
    });
    renderPage();
    expect(await screen.findByText('Deposits are not available right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deposit now' })).toBeNull();
  });

  it('lists the deposit records, with an empty state', async () => {
    let empty = true;
    stubApi({
      MCSFE_getDepositSettings: () => ok(settings()),
      MCSFE_getDepositRecords: () =>
        ok({
          list: empty
            ? []
            : [
                {
                  ...order({ status: 'paid', creditedAmount: 492.5, fee: 7.5 }),
                  action: undefined,
                },
              ],
          pageNo: 1,
          pageSize: 10,
          totalCount: empty ? 0 : 1,
          totalPages: empty ? 0 : 1,
        }),
    });
    const view = renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Deposit records' }));
    expect(await screen.findByText('No deposits yet')).toBeTruthy();
    view.unmount();
    empty = false;
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Deposit records' }));
    const row = await screen.findByTestId('deposit-record');
    expect(within(row).getByText('Successful')).toBeTruthy();
    expect(within(row).getByText('492.50')).toBeTruthy();
    expect(within(row).getByText('QR code')).toBeTruthy();
  });
});
