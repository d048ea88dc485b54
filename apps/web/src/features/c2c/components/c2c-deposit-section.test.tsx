import type { C2cDeposit } from '@monsoon/contracts/c2c';
import type { WithdrawSettingsValue } from '@monsoon/contracts/withdrawals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import member from '../../../../../../packages/i18n/locales/EN/member.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { C2cDepositSection } from './c2c-deposit-section';

const SETTINGS = '/wps/relay/MCSFE_getWithdrawSettings';
const LIST = '/wps/relay/MCSFE_getC2CDeposits';
const CREATE = '/wps/relay/MCSFE_depositC2C';
const PROOF = '/wps/relay/MCSFE_uploadC2CProof';

const deposit = (
  status: 'paying' | 'confirming' | 'expired' = 'paying',
  payBy = Date.now() + 30 * 60_000,
): C2cDeposit => ({
  id: 3,
  orderNo: 'C3',
  amount: 495,
  credited: 0,
  currency: 'PHP',
  status: status === 'expired' ? 'closed' : 'matched',
  matches: [
    {
      id: 9,
      amount: 495,
      confirmedAmount: null,
      status,
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      accountName: 'Juan Dela Cruz',
      accountNumber: '500000000123',
      proofCount: status === 'confirming' ? 1 : 0,
      payBy,
      confirmBy: status === 'confirming' ? Date.now() + 15 * 60_000 : null,
    },
  ],
  createTime: Date.now(),
});

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const fail = (errorCode: string, message: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message, value: null }), {
    status: 409,
  });

function stubApi(answers: Record<string, () => Response>) {
  const sent: Array<{ path: string; headers: Headers; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown, init: RequestInit = {}) => {
      const path = String(url).split('?')[0] ?? '';
      sent.push({
        path,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      });
      const answer = answers[path];
      return answer ? answer() : new Response('{}', { status: 503 });
    }),
  );
  return sent;
}

const fullSettings = (over: Partial<WithdrawSettingsValue> = {}): WithdrawSettingsValue => ({
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
  bankCards: [],
  currency: 'PHP',
  availableBalance: 3_000,
  ...over,
});

const settings = (on: boolean) => () =>
  ok(fullSettings({ c2cEnabled: on ? 'Y' : 'N', withdrawPenaltyCharge: on ? 5 : 0 }));

function renderIt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <C2cDepositSection />
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

describe('the C2C deposit channel', () => {
  it('is not shown where C2C is off', async () => {
    const sent = stubApi({ [SETTINGS]: settings(false) });
    renderIt();
    await waitFor(() => expect(sent.length).toBe(1));
    expect(screen.queryByRole('heading', { name: 'C2C deposit' })).toBeNull();
  });

  it('creates a deposit with its key and shows the payee to pay with copy buttons; a refusal shows its message', async () => {
    let created = false;
    let tries = 0;
    const sent = stubApi({
      [SETTINGS]: settings(true),
      [LIST]: () => ok(created ? [deposit()] : []),
      [CREATE]: () => {
        tries += 1;
        if (tries === 1) return fail('c2c.no.match', errors.c2c_no_match);
        created = true;
        return ok(deposit());
      },
    });
    renderIt();
    const field = await screen.findByLabelText('Amount');
    fireEvent.change(field, { target: { value: '495' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find payees' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errors.c2c_no_match);
    fireEvent.change(field, { target: { value: '495' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find payees' }));
    expect(await screen.findByText('500000000123')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Account number' })).toBeTruthy();
    expect(screen.getByTestId('c2c-match-state').textContent).toBe(
      'Waiting for your payment and proof',
    );
    const creates = sent.filter((s) => s.path === CREATE);
    expect(creates.map((c) => c.body)).toEqual([{ amount: '495' }, { amount: '495' }]);
    // A refused attempt gets a new key; each attempt carries one.
    const keys = creates.map((c) => c.headers.get('Idempotency-Key'));
    expect(keys.every((k) => k && k.length > 3)).toBe(true);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('uploads the proof of payment, then shows the receiver countdown', async () => {
    let uploaded = false;
    const sent = stubApi({
      [SETTINGS]: settings(true),
      [LIST]: () => ok([deposit(uploaded ? 'confirming' : 'paying')]),
      [PROOF]: () => {
        uploaded = true;
        return ok(deposit('confirming').matches[0]);
      },
    });
    renderIt();
    const input = await screen.findByLabelText('Proof of payment');
    const jpg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'pay.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(input, { target: { files: [jpg] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload proof' }));
    await waitFor(() =>
      expect(screen.getByTestId('c2c-match-state').textContent).toMatch(
        /^Waiting for the receiver to confirm \d\d:\d\d$/,
      ),
    );
    expect(sent.find((s) => s.path === PROOF)?.body).toEqual({ matchId: 9, images: ['/9j/4A=='] });
  });

  it("shows the depositor's time to pay as a countdown while the payment is awaited", async () => {
    stubApi({
      [SETTINGS]: settings(true),
      [LIST]: () => ok([deposit('paying', Date.now() + 10 * 60_000 + 30_000)]),
    });
    renderIt();
    const countdown = await screen.findByTestId('c2c-pay-countdown');
    expect(countdown.textContent).toMatch(/^10:[0-3]\d$/);
    expect(countdown.parentElement?.textContent).toMatch(
      /^Pay and upload the proof within \d\d:\d\d$/,
    );
  });

  it('shows a deposit whose time to pay ran out as expired, with no upload, and lets the member start again', async () => {
    stubApi({
      [SETTINGS]: settings(true),
      [LIST]: () => ok([deposit('expired', Date.now() - 60_000)]),
    });
    renderIt();
    expect((await screen.findByTestId('c2c-match-state')).textContent).toBe(
      'Time to pay ran out: nothing was credited. You can start a new deposit.',
    );
    expect(screen.queryByTestId('c2c-pay-countdown')).toBeNull();
    expect(screen.queryByLabelText('Proof of payment')).toBeNull();
    expect(screen.getByRole('button', { name: 'Find payees' })).toBeTruthy();
  });

  it('no longer shows a deposit that expired more than a day ago', async () => {
    stubApi({
      [SETTINGS]: settings(true),
      [LIST]: () =>
        ok([
          { ...deposit('paying'), id: 4, orderNo: 'C4' },
          deposit('expired', Date.now() - 25 * 3_600_000),
        ]),
    });
    renderIt();
    await screen.findByTestId('c2c-deposit');
    const cards = screen.getAllByTestId('c2c-deposit');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.textContent).toContain('Order C4');
  });
});
