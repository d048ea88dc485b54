import type { C2cWithdrawal } from '@monsoon/contracts/c2c';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import member from '../../../../../../packages/i18n/locales/EN/member.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { C2cWithdrawals } from './c2c-withdrawals';

const LIST = '/wps/relay/MCSFE_getC2CWithdrawals';
const CANCEL = '/wps/relay/MCSFE_cancelC2CWithdrawal';

const withdrawal = (over: Partial<C2cWithdrawal> = {}): C2cWithdrawal => ({
  withdrawalId: 12,
  orderNo: 'W12',
  currency: 'PHP',
  status: 'paying',
  netAmount: 495,
  received: 0,
  inFlight: 200,
  open: 295,
  cancelPenalty: 14.75,
  penaltyPercent: 5,
  cancelledAmount: null,
  penalty: null,
  cancelledAt: null,
  createTime: Date.now(),
  ...over,
});

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const fail = (errorCode: string, message: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message, value: null }), {
    status: 409,
  });

function stubApi(answers: Record<string, () => Response>) {
  const sent: Array<{ path: string; body: unknown }> = [];
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
      <C2cWithdrawals />
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

describe("the member's C2C withdrawals", () => {
  it('is hidden when the member has none', async () => {
    const sent = stubApi({ [LIST]: () => ok([]) });
    renderIt();
    await waitFor(() => expect(sent.some((s) => s.path === LIST)).toBe(true));
    expect(screen.queryByRole('heading', { name: 'C2C withdrawals' })).toBeNull();
  });

  it('shows the penalty before the cancel, sends the figures shown, then shows what was cancelled', async () => {
    let cancelled = false;
    const sent = stubApi({
      [LIST]: () =>
        ok([
          cancelled
            ? withdrawal({
                open: 0,
                cancelPenalty: 0,
                cancelledAmount: 295,
                penalty: 14.75,
                cancelledAt: Date.now(),
              })
            : withdrawal(),
        ]),
      [CANCEL]: () => {
        cancelled = true;
        return ok(withdrawal({ open: 0, cancelledAmount: 295, penalty: 14.75 }));
      },
    });
    renderIt();
    expect(await screen.findByText('W12')).toBeTruthy();
    expect(screen.getByText('295.00')).toBeTruthy();
    expect(screen.getByText('200.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the waiting part' }));
    expect(
      screen.getByText(
        'Cancel 295.00 still waiting for a payer? A penalty of 5% (14.75) is charged and 280.25 returns to your balance. Payments already under way finish as usual.',
      ),
    ).toBeTruthy();
    // Nothing is sent before the member confirms.
    expect(sent.some((s) => s.path === CANCEL)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and pay the penalty' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Cancelled 295.00; penalty 14.75.',
    );
    expect(sent.find((s) => s.path === CANCEL)?.body).toEqual({
      withdrawalId: 12,
      amount: 295,
      penalty: 14.75,
    });
    expect(screen.queryByRole('button', { name: 'Cancel the waiting part' })).toBeNull();
  });

  it("keeps waiting when the member says so, and shows the server's refusal", async () => {
    const sent = stubApi({
      [LIST]: () => ok([withdrawal()]),
      [CANCEL]: () => fail('c2c.cancel.changed', errors.c2c_cancel_changed),
    });
    renderIt();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the waiting part' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep waiting' }));
    expect(screen.queryByRole('button', { name: 'Cancel and pay the penalty' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the waiting part' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and pay the penalty' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errors.c2c_cancel_changed);
    expect(sent.filter((s) => s.path === CANCEL)).toHaveLength(1);
  });

  it('offers no cancel when nothing waits for a payer', async () => {
    stubApi({ [LIST]: () => ok([withdrawal({ open: 0, cancelPenalty: 0, inFlight: 495 })]) });
    renderIt();
    expect(await screen.findByText('W12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the waiting part' })).toBeNull();
  });
});
