import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import member from '../../../../../../packages/i18n/locales/EN/member.json';
import { useSessionStore } from '@/stores/session-store';
import { useToastStore } from '@/stores/toast-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { fail, stubWire } from '@/test/wire-stub';
import { TransferUplinePage } from './transfer-upline-page';

const TARGETS = '/wps/relay/MCSFE_getTransferTargets';
const UP = '/wps/relay/MCSFE_transferToUpline';
const DOWN = '/wps/relay/MCSFE_transferToDownline';

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'member', member, true, true);
  i18next.addResourceBundle('EN', 'errors', errors, true, true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

const show = (isAgent: number) => {
  useSessionStore.setState({ token: 'tok', isAgent });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TransferUplinePage />
    </QueryClientProvider>,
  );
};
const transferred = (to: string) => ({
  transactionNo: '77',
  amount: 25,
  to,
  balance: 75,
  currency: 'PHP',
});

describe('transferUpline page', () => {
  it('sends a member’s transfer to their upline and confirms it', async () => {
    const sent = stubWire({
      [TARGETS]: () => ({
        upline: { id: 9, account: 'agent01' },
        downlines: [],
        balance: 100,
        currency: 'PHP',
      }),
      [UP]: () => transferred('agent01'),
    });
    show(0);
    expect(((await screen.findByLabelText(member.transfer.upline)) as HTMLInputElement).value).toBe(
      'agent01',
    );
    fireEvent.change(screen.getByLabelText(member.transfer.amount), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: member.transfer.submit }));
    await vi.waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([
        '25.00 transferred to agent01.',
      ]),
    );
    expect(sent.find((c) => c.path === UP)?.body).toMatchObject({ amount: '25', uplineId: 9 });
  });

  it('shows the server’s refusal in the member’s language', async () => {
    stubWire({
      [TARGETS]: () => ({
        upline: { id: 9, account: 'agent01' },
        downlines: [],
        balance: 100,
        currency: 'PHP',
      }),
      [UP]: () => fail('transfer.target.unavailable'),
    });
    show(0);
    fireEvent.change(await screen.findByLabelText(member.transfer.amount), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: member.transfer.submit }));
    expect(await screen.findByText(errors.transfer_target_unavailable)).toBeTruthy();
  });

  it('says so when a member has no upline', async () => {
    stubWire({ [TARGETS]: () => ({ upline: null, downlines: [], balance: 0, currency: 'PHP' }) });
    show(0);
    expect(await screen.findByText(member.transfer.noUpline)).toBeTruthy();
  });

  it('lets an agent pick a direct downline', async () => {
    const sent = stubWire({
      [TARGETS]: () => ({
        upline: null,
        downlines: [
          { id: 31, account: 'anna', nickname: 'Anna' },
          { id: 32, account: 'ben', nickname: 'ben' },
        ],
        balance: 500,
        currency: 'PHP',
      }),
      [DOWN]: () => transferred('ben'),
    });
    show(1);
    fireEvent.change(await screen.findByLabelText(member.transfer.downline), {
      target: { value: '32' },
    });
    fireEvent.change(screen.getByLabelText(member.transfer.amount), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: member.transfer.submit }));
    expect(await screen.findByText(member.transfer.amountAboveBalance)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(member.transfer.amount), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: member.transfer.submit }));
    await vi.waitFor(() => expect(sent.some((c) => c.path === DOWN)).toBe(true));
    expect(sent.find((c) => c.path === DOWN)?.body).toMatchObject({ downlineId: 32, amount: '25' });
  });

  it('tells an agent without downlines where they come from', async () => {
    stubWire({ [TARGETS]: () => ({ upline: null, downlines: [], balance: 0, currency: 'PHP' }) });
    show(2);
    expect(await screen.findByText(member.transfer.noDownlines)).toBeTruthy();
  });
});
