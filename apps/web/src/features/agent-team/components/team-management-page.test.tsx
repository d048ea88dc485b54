import type { DownlineRow } from '@monsoon/contracts/agent-team';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import agent from '../../../../../../packages/i18n/locales/EN/agent.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useModalStore, type DialogProps } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useToastStore } from '@/stores/toast-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { fail, stubWire, type SentCall } from '@/test/wire-stub';
import { TeamManagementPage } from './team-management-page';

const DOWNLINES = '/wps/agent/downlines';
const DETAIL = '/wps/relay/MCSFE_getDownlineDetail';
const ENABLED = '/wps/agent/transferEnabled';
const TRANSFER = '/wps/relay/MCSFE_transferToDownline';
const PROMOTE = '/wps/agent/promoteDownlineToAgent';
const BALANCE = '/wps/v2/wallets/balance';

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'agent', agent, true, true);
  i18next.addResourceBundle('EN', 'errors', errors, true, true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
  useModalStore.setState({ stack: [] });
});

const none = { dividend: 'none', daily: 'none', hourly: 'none', realtime: 'none' } as const;
const row = (id: number, account: string, extra: Partial<DownlineRow> = {}): DownlineRow => ({
  id,
  account,
  nickname: account,
  isAgent: 0,
  level: 1,
  directCount: 0,
  teamSize: 0,
  registeredAt: Date.UTC(2026, 0, 1),
  lastLoginAt: null,
  status: 'active',
  contracts: none,
  ...extra,
});
const sub = row(2, 'subagent', {
  isAgent: 1,
  directCount: 1,
  teamSize: 1,
  contracts: { ...none, daily: 'active', hourly: 'pending' },
});
const top = [row(1, 'player01'), sub];
const deep = row(3, 'deepone', { level: 2 });
const me = { id: 100, account: 'agent01', level: 0 };

/** The team: agent01 → player01, subagent → deepone; search by `account` over everyone. */
function team(calls: Record<string, (call: SentCall) => unknown> = {}) {
  return stubWire({
    [DOWNLINES]: (call) => {
      const parent = call.query.get('parentId');
      const search = call.query.get('account');
      const list = search
        ? [...top, deep].filter((r) => r.account.includes(search))
        : parent === '2'
          ? [deep]
          : top;
      const path = parent === '2' ? [me, { id: 2, account: 'subagent', level: 1 }] : [me];
      return { list, pageNo: 1, pageSize: 10, totalCount: list.length, totalPages: 1, path };
    },
    [ENABLED]: () => ({ enabled: true }),
    [BALANCE]: () => ({ sumBalance: 500, currency: 'PHP', currencySymbol: 'P' }),
    ...calls,
  });
}

function show(isAgent = 1) {
  useSessionStore.setState({ token: 'tok', isAgent });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TeamManagementPage />
    </QueryClientProvider>,
  );
}

const toasts = () => useToastStore.getState().toasts.map((t) => t.text);
/** Answers the open confirmation dialog (the modal host is not rendered in these tests). */
function answer(confirm: boolean) {
  const props = useModalStore.getState().stack.at(-1)?.props as DialogProps;
  if (confirm) props.buttons?.at(-1)?.onClick?.();
  props.onClose?.();
}

describe('downlineManagmentView', () => {
  it('lists the direct downlines with team and contracts, goes down a level and back up', async () => {
    team();
    show();
    expect(await screen.findByText('player01')).toBeTruthy();
    expect(screen.getByText('Daily salary: Active')).toBeTruthy();
    expect(screen.getByText('Hourly salary: Offered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the team of subagent' }));
    expect(await screen.findByText('deepone')).toBeTruthy();
    const levels = screen.getByRole('navigation', { name: agent.team.levels });
    expect(within(levels).getByText('subagent').getAttribute('aria-current')).toBe('location');
    // A level-2 member: no transfer, no promotion.
    expect(screen.queryByRole('button', { name: 'Transfer to deepone' })).toBeNull();
    fireEvent.click(within(levels).getByRole('button', { name: agent.team.me }));
    expect(await screen.findByText('player01')).toBeTruthy();
  });

  it('searches the whole team by account and clears back to the levels', async () => {
    const sent = team();
    show();
    await screen.findByText('player01');
    fireEvent.change(screen.getByLabelText(agent.team.searchLabel), { target: { value: 'deep' } });
    fireEvent.click(screen.getByRole('button', { name: agent.team.search }));
    expect(await screen.findByText('deepone')).toBeTruthy();
    expect(sent.at(-1)?.query.get('account')).toBe('deep');
    fireEvent.click(screen.getByRole('button', { name: agent.team.clear }));
    expect(await screen.findByText('player01')).toBeTruthy();
    expect((screen.getByLabelText(agent.team.searchLabel) as HTMLInputElement).value).toBe('');
  });

  it("shows a member's detail with balance and contracts", async () => {
    team({
      [DETAIL]: () => ({
        ...sub,
        upline: 'agent01',
        balance: 1234.5,
        currency: 'PHP',
        vipLevel: 2,
        vipLabel: 'VIP2',
        contracts: [
          { kind: 'dividend', status: 'none', maxRateBp: null },
          { kind: 'daily', status: 'active', maxRateBp: 150 },
          { kind: 'hourly', status: 'pending', maxRateBp: 80 },
          { kind: 'realtime', status: 'none', maxRateBp: null },
        ],
      }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of subagent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member subagent' });
    expect(await within(dialog).findByText('PHP 1,234.50')).toBeTruthy();
    expect(within(dialog).getByText('Active · up to 1.5%')).toBeTruthy();
    expect(within(dialog).getByText('VIP2')).toBeTruthy();
  });

  it('transfers to a direct downline after the agent confirms, and refreshes the balance', async () => {
    const sent = team({
      [TRANSFER]: () => ({
        transactionNo: '9',
        amount: 25,
        to: 'player01',
        balance: 475,
        currency: 'PHP',
      }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer to player01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to player01' });
    fireEvent.change(within(dialog).getByLabelText(agent.transfer.amount), {
      target: { value: '600' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: agent.transfer.submit }));
    expect(await within(dialog).findByText(agent.transfer.amountAboveBalance)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(agent.transfer.amount), {
      target: { value: '25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: agent.transfer.submit }));
    await vi.waitFor(() => expect(useModalStore.getState().stack).toHaveLength(1));
    answer(true);
    await vi.waitFor(() => expect(toasts()).toEqual(['25.00 transferred to player01.']));
    expect(sent.find((c) => c.path === TRANSFER)?.body).toMatchObject({
      downlineId: 1,
      amount: '25',
    });
    expect(sent.filter((c) => c.path === BALANCE).length).toBeGreaterThan(1);
  });

  it('promotes a direct downline member after confirming; a refusal is shown in words', async () => {
    const sent = team({ [PROMOTE]: () => fail('agent.promote.not.member') });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Make player01 an agent' }));
    answer(false);
    expect(sent.some((c) => c.path === PROMOTE)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Make player01 an agent' }));
    answer(true);
    await vi.waitFor(() => expect(toasts()).toEqual([errors.agent_promote_not_member]));
    // An agent row has no promotion.
    expect(screen.queryByRole('button', { name: 'Make subagent an agent' })).toBeNull();
  });

  it('offers no promotion to a members-only agent, and no transfer when transfers are off', async () => {
    team({ [ENABLED]: () => ({ enabled: false }) });
    show(41);
    await screen.findByText('player01');
    expect(screen.queryByRole('button', { name: 'Make player01 an agent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transfer to player01' })).toBeNull();
  });

  it('shows the empty and error states', async () => {
    stubWire({
      [DOWNLINES]: () => ({
        list: [],
        pageNo: 1,
        pageSize: 10,
        totalCount: 0,
        totalPages: 0,
        path: [me],
      }),
      [ENABLED]: () => ({ enabled: true }),
    });
    show();
    expect(await screen.findByText(agent.team.empty)).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    stubWire({
      [DOWNLINES]: () => fail('system.error', 500),
      [ENABLED]: () => ({ enabled: true }),
    });
    show();
    expect(await screen.findByText(agent.team.loadFailed)).toBeTruthy();
  });
});
