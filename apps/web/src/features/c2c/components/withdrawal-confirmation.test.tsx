import type { PaymentConfirmation } from '@monsoon/contracts/c2c';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import member from '../../../../../../packages/i18n/locales/EN/member.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { WithdrawalConfirmation } from './withdrawal-confirmation';

const LIST = '/wps/relay/MCSFE_getPaymentConfirmationList';
const ANSWER = '/wps/relay/MCSFE_processC2CTransaction';

const item = (over: Partial<PaymentConfirmation> = {}): PaymentConfirmation => ({
  matchId: 5,
  withdrawalId: 41,
  orderNo: 'W41',
  amount: 495,
  amountReceived: 100,
  remainingAmount: 395,
  currency: 'PHP',
  status: 'confirming',
  confirmBy: Date.now() + 10 * 60_000,
  forced: false,
  updateTime: Date.now(),
  ...over,
});

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const fail = (errorCode: string, message: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message, value: null }), {
    status: 400,
  });

interface Sent {
  path: string;
  body: unknown;
}

function stubApi(answers: Record<string, () => Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown, init: RequestInit = {}) => {
      const path = String(url).split('?')[0] ?? '';
      sent.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      const answer = answers[path];
      return answer ? answer() : new Response('{}', { status: 503 });
    }),
  );
  return sent;
}

function renderIt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithdrawalConfirmation />
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

describe('withdrawal confirmation', () => {
  it('shows the payment, amount received, remaining amount, the prompt and the timeout with N', async () => {
    stubApi({ [LIST]: () => ok({ confirmMinutes: 15, list: [item()] }) });
    renderIt();
    expect(await screen.findByRole('heading', { name: 'Withdrawal confirmation' })).toBeTruthy();
    expect(screen.getByTestId('c2c-received').textContent).toBe('100.00');
    expect(screen.getByTestId('c2c-remaining').textContent).toBe('395.00');
    expect(
      screen.getByText('The payment has been disbursed, please click whether it has been received'),
    ).toBeTruthy();
    expect(
      screen.getByText(/If you do not confirm within 15 minutes, it will be regarded as received/),
    ).toBeTruthy();
    expect(screen.getByTestId('c2c-countdown').textContent).toMatch(/\d\d:\d\d/);
  });

  it('nothing waiting: nothing shown', async () => {
    const sent = stubApi({ [LIST]: () => ok({ confirmMinutes: 15, list: [] }) });
    renderIt();
    await waitFor(() => expect(sent.length).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Withdrawal confirmation' })).toBeNull();
  });

  it('Received sends the answer and reads the list again', async () => {
    let answered = false;
    const sent = stubApi({
      [LIST]: () => ok({ confirmMinutes: 15, list: answered ? [] : [item()] }),
      [ANSWER]: () => {
        answered = true;
        return ok(item({ status: 'received', amountReceived: 595, remainingAmount: 0 }));
      },
    });
    renderIt();
    fireEvent.click(await screen.findByRole('button', { name: 'Received' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Withdrawal confirmation' })).toBeNull(),
    );
    expect(sent.find((s) => s.path === ANSWER)?.body).toEqual({ matchId: 5, result: 'RECEIVED' });
  });

  it('Received partly sends the amount; a refusal shows its translated message', async () => {
    const sent = stubApi({
      [LIST]: () => ok({ confirmMinutes: 15, list: [item()] }),
      [ANSWER]: () => fail('c2c.partial.amount', errors.c2c_partial_amount),
    });
    renderIt();
    fireEvent.click(await screen.findByRole('button', { name: 'Received partly' }));
    fireEvent.change(screen.getByLabelText('Amount received'), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errors.c2c_partial_amount);
    expect(sent.find((s) => s.path === ANSWER)?.body).toEqual({
      matchId: 5,
      result: 'PARTIAL',
      amount: '600',
    });
  });

  it('Not received asks for proof: too many files are refused before sending; an image is sent as base64', async () => {
    const sent = stubApi({
      [LIST]: () => ok({ confirmMinutes: 15, list: [item()] }),
      [ANSWER]: () => ok(item({ status: 'disputed' })),
    });
    renderIt();
    fireEvent.click(await screen.findByRole('button', { name: 'Not received' }));
    const input = screen.getByLabelText(
      'Please upload proof of not receiving for staff to investigate',
    );
    const png = (name: string) =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
        type: 'image/png',
      });
    fireEvent.change(input, { target: { files: [png('a'), png('b'), png('c'), png('d')] } });
    expect(screen.getByRole('alert').textContent).toBe('Choose 1 to 3 images.');
    const gif = new File(['GIF89a'], 'x.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(screen.getByRole('alert').textContent).toBe('Only png or jpg images can be uploaded.');
    fireEvent.change(input, { target: { files: [png('proof.png')] } });
    const section = screen.getByRole('listitem');
    fireEvent.click(within(section).getAllByRole('button', { name: 'Not received' })[0]!);
    await waitFor(() => expect(sent.some((s) => s.path === ANSWER)).toBe(true));
    expect(sent.find((s) => s.path === ANSWER)?.body).toEqual({
      matchId: 5,
      result: 'NOT_RECEIVED',
      images: ['iVBORw0KGgo='],
    });
  });

  it('a forced receipt shows the forced-completion text and no buttons', async () => {
    stubApi({
      [LIST]: () => ok({ confirmMinutes: 15, list: [item({ status: 'forced', forced: true })] }),
    });
    renderIt();
    expect(
      await screen.findByText(
        'Your withdrawal request has been forcibly received, and the deposit will not be refunded',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Received' })).toBeNull();
  });
});
