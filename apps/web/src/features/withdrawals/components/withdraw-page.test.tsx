import type { WithdrawSettingsValue, WithdrawalRecord } from '@monsoon/contracts/withdrawals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import member from '../../../../../../packages/i18n/locales/EN/member.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { WithdrawPage } from './withdraw-page';

const card = {
  id: 7,
  bankType: 'B' as const,
  cardType: 'BC' as const,
  bankCode: 'BDO',
  bankName: 'BDO Unibank',
  maskedAccount: '****4321',
  accountName: 'J*** D***',
  isWithdrawActive: true,
  maintenanceStartTime: null,
  maintenanceEndTime: null,
  minWithdrawal: 100,
  maxWithdrawal: 50_000,
  remainingWithdrawAmount: 100_000,
  remainingEWalletWithdrawAmount: 100_000,
  remainingVirtualWithdrawAmount: 100_000,
  remainingTransactionTimes: 5,
  maxTransactionTimes: 5,
  createdAt: 1,
};
const eWallet = {
  ...card,
  id: 8,
  bankType: 'E' as const,
  cardType: 'EW' as const,
  bankCode: 'GCASH',
  bankName: 'GCash',
  maskedAccount: '****4567',
};

const settings = (over: Partial<WithdrawSettingsValue> = {}): WithdrawSettingsValue => ({
  allowWithdraw: 'Y',
  minimumAmount: 100,
  maximumAmount: 50_000,
  eWalletMinAmount: 100,
  eWalletMaxAmount: 50_000,
  virtualMinAmount: 100,
  virtualMaxAmount: 50_000,
  dailyWithdrawMaxCount: 5,
  eWalletDailyWithdrawMaxCount: 5,
  virtualDailyWithdrawMaxCount: 5,
  dailyWithdrawMaxAmount: 100_000,
  remainingWithdrawAmount: 100_000,
  remainingTransactionTimes: 5,
  precautionNote: null,
  c2cEnabled: 'N',
  withdrawPenaltyCharge: 0,
  withdrawExceedChargeMsg: null,
  withdrawChargePercent: 1,
  withdrawDateFrom: '00:00',
  withdrawDateTo: '00:00',
  withinWithdrawTime: true,
  withdrawTimeMsg: null,
  mobileVerificationType: 'NONE',
  mobileVerificationWithdrawAmount: null,
  fixedAmountFlag: 'N',
  fixedWithdrawAmounts: [],
  amountLimitFlag: 'Y',
  ewalletFixedAmountFlag: 'N',
  ewalletFixedWithdrawAmounts: [],
  ewalletAmountLimitFlag: 'Y',
  virtualFixedAmountFlag: 'N',
  virtualFixedWithdrawAmounts: [],
  virtualAmountLimitFlag: 'Y',
  hasWithdrawalPassword: true,
  hasRealName: true,
  maxBankCards: 5,
  bankCards: [card],
  currency: 'PHP',
  availableBalance: 3_000,
  ...over,
});

const record = (over: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id: 41,
  orderNo: 'W41',
  amount: 1_234.5,
  fee: 12.34,
  netAmount: 1_222.16,
  currency: 'PHP',
  status: 'requested',
  bankType: 'B',
  bankName: 'BDO Unibank',
  maskedAccount: '****4321',
  remark: null,
  createTime: Date.UTC(2025, 5, 15, 4),
  updateTime: Date.UTC(2025, 5, 15, 4),
  ...over,
});

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const fail = (errorCode: string, message: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message, value: null }), {
    status: 400,
  });

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Answers the page's calls by path; `answers` overrides any of them. */
function stubApi(answers: Record<string, () => Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown, init: RequestInit = {}) => {
      const path = String(url).split('?')[0] ?? '';
      sent.push({
        url: String(url),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      });
      const answer = answers[path];
      if (answer) return answer();
      if (path === '/wps/relay/MCSFE_getWithdrawTransactionReport')
        return ok({ list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 });
      return new Response('{}', { status: 503 });
    }),
  );
  return sent;
}

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <WithdrawPage />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/?mc=withdraw'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'member', member, true, true);
  i18next.addResourceBundle('EN', 'errors', errors, true, true);
  useSessionStore.setState({ token: 't0k3n' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the withdraw page', () => {
  it('asks for a withdrawal password and a bank card first, linking to the security centre', async () => {
    stubApi({
      '/wps/relay/MCSFE_getWithdrawSettings': () =>
        ok(settings({ hasWithdrawalPassword: false, bankCards: [] })),
    });
    renderPage();
    expect(await screen.findByText('Before your first withdrawal')).toBeTruthy();
    expect(screen.getByText('Set a withdrawal password to protect your withdrawals.')).toBeTruthy();
    expect(
      screen.getByText('Bind a bank card, e-wallet or crypto address to receive your money.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bind a card' }));
    expect(screen.getByTestId('where').textContent).toBe('/?mc=securityCenter');
  });

  it('checks the amount, previews the fee, submits with an idempotency key and shows the result', async () => {
    const sent = stubApi({
      '/wps/relay/MCSFE_getWithdrawSettings': () => ok(settings()),
      '/wps/relay/MCSFE_getCalculatedWithdrawCharges': () => ok(12.34),
      '/wps/v2/transaction/withdraw': () => ok(record()),
    });
    renderPage();
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByText('From 100.00 to 50,000.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '99' } });
    expect(screen.getByText('The minimum withdrawal is 100.00.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '3000.01' } });
    expect(screen.getByText('The amount is above your available balance.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1234.50' } });
    await waitFor(() => expect(screen.getByText('1,222.16')).toBeTruthy());
    expect(screen.getByText('12.34')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Enter your withdrawal password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Withdrawal password'), {
      target: { value: 'Pay12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal requested')).toBeTruthy();
    const request = sent.find((s) => s.url.startsWith('/wps/v2/transaction/withdraw'));
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ amount: '1234.50', bankCardId: 7, password: 'Pay12345' });
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByText('W41')).toBeTruthy();
    expect(screen.getByText('Under review')).toBeTruthy();
    // C2C is off here: no penalty note.
    expect(screen.queryByTestId('c2c-penalty-note')).toBeNull();
  });

  it('quotes the C2C penalty in the success note where C2C applies (wire-api §5.3)', async () => {
    stubApi({
      '/wps/relay/MCSFE_getWithdrawSettings': () =>
        ok(settings({ c2cEnabled: 'Y', withdrawPenaltyCharge: 5 })),
      '/wps/relay/MCSFE_getCalculatedWithdrawCharges': () => ok(12.34),
      '/wps/v2/transaction/withdraw': () => ok(record({ status: 'paying' })),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '1234.50' } });
    fireEvent.change(screen.getByLabelText('Withdrawal password'), {
      target: { value: 'Pay12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    // 5 % of the net 1,222.16, rounded down to the cent: 61.10.
    expect((await screen.findByTestId('c2c-penalty-note')).textContent).toBe(
      "This withdrawal is paid by other members' deposits. If you cancel the part still waiting for a payer, 5% of it is kept as a penalty (61.10 if you cancel all of it).",
    );
  });

  it("shows the server's refusal and keeps the form", async () => {
    stubApi({
      '/wps/relay/MCSFE_getWithdrawSettings': () => ok(settings()),
      '/wps/relay/MCSFE_getCalculatedWithdrawCharges': () => ok(5),
      '/wps/v2/transaction/withdraw': () =>
        fail('invalid.payment.pw', 'The withdrawal password is incorrect.'),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Withdrawal password'), {
      target: { value: 'Wrong123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The withdrawal password is incorrect.',
    );
    expect(screen.getByLabelText('Amount')).toBeTruthy();
  });

  it("offers an e-wallet's fixed amounts as buttons instead of the amount field", async () => {
    const sent = stubApi({
      '/wps/relay/MCSFE_getWithdrawSettings': () =>
        ok(
          settings({
            bankCards: [card, eWallet],
            ewalletFixedAmountFlag: 'Y',
            ewalletFixedWithdrawAmounts: [500, 1000],
            ewalletAmountLimitFlag: 'N',
          }),
        ),
      '/wps/relay/MCSFE_getCalculatedWithdrawCharges': () => ok(10),
      '/wps/v2/transaction/withdraw': () => ok(record({ bankType: 'E' })),
    });
    renderPage();
    // The bank card has none: the amount field.
    expect(await screen.findByLabelText('Amount')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Receive to'), { target: { value: '8' } });
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    const amounts = screen.getByRole('group', { name: 'Amount' });
    const [five, thousand] = within(amounts).getAllByRole('button');
    expect(five?.textContent).toBe('500.00');
    expect(thousand?.textContent).toBe('1,000.00');
    expect(thousand?.getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(screen.getByLabelText('Withdrawal password'), {
      target: { value: 'Pay12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Choose an amount.')).toBeTruthy();
    // Native buttons: reachable by Tab, chosen with Enter or Space.
    thousand?.focus();
    expect(document.activeElement).toBe(thousand);
    fireEvent.click(thousand!);
    expect(thousand?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal requested')).toBeTruthy();
    const request = sent.find((x) => x.url.startsWith('/wps/v2/transaction/withdraw'));
    expect(request?.body).toEqual({ amount: '1000.00', bankCardId: 8, password: 'Pay12345' });
  });

  it('asks for an SMS code from the set amount, sends it with a resend countdown, and submits it', async () => {
    const sent = stubApi({
      '/wps/relay/MCSFE_getWithdrawSettings': () =>
        ok(
          settings({
            mobileVerificationType: 'WITHDRAW_AMOUNT',
            mobileVerificationWithdrawAmount: 1000,
          }),
        ),
      '/wps/relay/MCSFE_getCalculatedWithdrawCharges': () => ok(10),
      '/wps/verification/sms/withdraw': () => ok({ expiredMinutes: 5 }),
      '/wps/v2/transaction/withdraw': () => ok(record()),
    });
    renderPage();
    const amount = await screen.findByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '999.99' } });
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    fireEvent.change(amount, { target: { value: '1000' } });
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    expect(
      screen.getByText('Withdrawals need a code sent by SMS to your mobile number.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Withdrawal password'), {
      target: { value: 'Pay12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Enter the code sent to your mobile number.')).toBeTruthy();
    expect(sent.some((x) => x.url.startsWith('/wps/v2/transaction/withdraw'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: /^Resend in \d+ s$/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(sent.find((x) => x.url.startsWith('/wps/verification/sms/withdraw'))?.method).toBe(
      'POST',
    );
    fireEvent.change(screen.getByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal requested')).toBeTruthy();
    const request = sent.find((x) => x.url.startsWith('/wps/v2/transaction/withdraw'));
    expect(request?.body).toEqual({
      amount: '1000',
      bankCardId: 7,
      password: 'Pay12345',
      verificationCode: '123456',
    });
  });

  it('lists the records with their states and reasons', async () => {
    stubApi({
      '/wps/relay/MCSFE_getWithdrawSettings': () => ok(settings()),
      '/wps/relay/MCSFE_getWithdrawTransactionReport': () =>
        ok({
          list: [
            record({ id: 2, orderNo: 'W2', status: 'paid' }),
            record({ id: 1, orderNo: 'W1', status: 'rejected', remark: 'Turnover not met' }),
          ],
          pageNo: 1,
          pageSize: 10,
          totalCount: 2,
          totalPages: 1,
        }),
    });
    renderPage();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Paid')).toBeTruthy();
    expect(within(items[1]!).getByText('Declined')).toBeTruthy();
    expect(within(items[1]!).getByText('Note: Turnover not met')).toBeTruthy();
  });

  it('shows an empty record list, and an error with a retry when the settings fail', async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByText('Withdrawal settings could not be loaded.')).toBeTruthy();
    cleanup();
    stubApi({ '/wps/relay/MCSFE_getWithdrawSettings': () => ok(settings()) });
    renderPage();
    expect(await screen.findByText('No withdrawals yet.')).toBeTruthy();
  });
});
