import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import member from '../../../../../../packages/i18n/locales/EN/member.json';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { fail, stubWire, type SentCall } from '@/test/wire-stub';
import { TransferFundPage } from './transfer-fund-page';

const WALLETS = '/wps/relay/GCS_getVendorWallets';
const TRANSFER = '/wps/relay/GCS_walletTransfer';
const RECALL = '/wps/relay/GCS_walletReturn';

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'member', member, true, true);
  i18next.addResourceBundle('EN', 'errors', errors, true, true);
});
beforeEach(() => useSessionStore.setState({ token: 'tok', isAgent: 0 }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TransferFundPage />
    </QueryClientProvider>,
  );

const multi = (main: number, aaa: number) => ({
  isSingle: false,
  main,
  wallets: [
    { vendor: 'AAA', name: 'Alpha Games', balance: aaa },
    { vendor: 'BBB', name: 'Beta Live', balance: 0 },
  ],
  total: main + aaa,
  currency: 'PHP',
});
const bodyOf = (calls: SentCall[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.body as Record<string, unknown>);

describe('transferFund page', () => {
  it('shows the one wallet of a single-wallet merchant, without transfers or recall', async () => {
    stubWire({
      [WALLETS]: () => ({
        isSingle: true,
        main: 1234.5,
        wallets: [],
        total: 1234.5,
        currency: 'PHP',
      }),
    });
    show();
    expect(await screen.findByText('PHP 1,234.50')).toBeTruthy();
    expect(screen.getByText(member.wallet.singleNote)).toBeTruthy();
    expect(screen.queryByRole('button', { name: member.wallet.recall })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('lists the vendor wallets, transfers in with a request id and shows the new balances', async () => {
    let state = multi(100, 0);
    const sent = stubWire({
      [WALLETS]: () => state,
      [TRANSFER]: () => {
        state = multi(59.5, 40.5);
        return state;
      },
    });
    show();
    const wallets = await screen.findByRole('list', { name: member.wallet.wallets });
    expect(within(wallets).getByText('Alpha Games')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(member.transfer.amount), { target: { value: '40.50' } });
    fireEvent.click(screen.getByRole('button', { name: member.wallet.transfer }));
    expect(await screen.findByText('PHP 59.50')).toBeTruthy();
    const [body] = bodyOf(sent, TRANSFER);
    expect(body).toMatchObject({ vendor: 'AAA', direction: 'IN', amount: '40.50' });
    expect(String(body?.['requestId'])).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('checks the amount against the wallet it leaves before sending', async () => {
    const sent = stubWire({ [WALLETS]: () => multi(100, 5) });
    show();
    await screen.findByRole('list', { name: member.wallet.wallets });
    fireEvent.change(screen.getByLabelText(member.wallet.direction), { target: { value: 'OUT' } });
    fireEvent.change(screen.getByLabelText(member.transfer.amount), { target: { value: '5.01' } });
    fireEvent.click(screen.getByRole('button', { name: member.wallet.transfer }));
    expect(await screen.findByText(member.transfer.amountAboveBalance)).toBeTruthy();
    expect(bodyOf(sent, TRANSFER)).toEqual([]);
  });

  it('retries a transfer whose answer was lost under the same request id, and a refused one under a new id', async () => {
    let attempt = 0;
    const sent = stubWire({
      [WALLETS]: () => multi(100, 0),
      [TRANSFER]: () => {
        attempt++;
        if (attempt === 1) return new TypeError('network down');
        return fail('transfer.balance.insufficient');
      },
    });
    show();
    await screen.findByRole('list', { name: member.wallet.wallets });
    fireEvent.change(screen.getByLabelText(member.transfer.amount), { target: { value: '10' } });
    const button = screen.getByRole('button', { name: member.wallet.transfer });
    fireEvent.click(button);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    fireEvent.click(button);
    expect(await screen.findByText(errors.transfer_balance_insufficient)).toBeTruthy();
    fireEvent.click(button);
    await vi.waitFor(() => expect(bodyOf(sent, TRANSFER)).toHaveLength(3));
    const ids = bodyOf(sent, TRANSFER).map((b) => b['requestId']);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('recalls every vendor wallet to the main wallet', async () => {
    let state = multi(60, 40);
    const sent = stubWire({
      [WALLETS]: () => state,
      [RECALL]: () => {
        state = multi(100, 0);
        return state;
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: member.wallet.recall }));
    await vi.waitFor(() => expect(screen.getAllByText('PHP 100.00')).toHaveLength(2));
    expect(bodyOf(sent, RECALL)).toHaveLength(1);
  });
});
