import type { SystemStatusValue } from '@monsoon/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Clock, FileText, Timer, UserPlus, Users } from 'lucide-react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import agent from '../../../../../packages/i18n/locales/EN/agent.json';
import { systemStatusQuery } from '@/lib/api/system-status';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { stubWire } from '@/test/wire-stub';
import { AgentCentreHost } from './agent-centre-host';
import type { AgentCentreEntry } from './pages';

const FUNDS = '/wps/member/info/funds/consolidated';

const page = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));
/** Pages as the registry would list them (out of the spec's order on purpose), without the default. */
const entries: AgentCentreEntry[] = [
  { page: 'downlineManagmentView', icon: Users, Component: page('team page') },
  { page: 'agentHourSalary', icon: Clock, Component: page('hourly page') },
  { page: 'registerCenter', icon: UserPlus, Component: page('register page') },
  { page: 'agentDividendRecordCopy2', icon: FileText, Component: page('dividend page') },
  { page: 'agentRealtimeSalary', icon: Timer, Component: page('realtime page') },
];

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'agent', agent, true, true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useModalStore.setState({ stack: [] });
  useSessionStore.setState({ token: null, isAgent: null });
  window.sessionStorage.clear();
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

const node = (modId: string, on: boolean) => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes: [],
});

/** The host on a memory router at `at`; the merchant shows the agent centre unless told. */
function open(
  at: string,
  opts: { isShowAC?: boolean; rtSalary?: boolean; list?: AgentCentreEntry[] } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const status: unknown = {
    info: {
      settings: { isShowAC: opts.isShowAC ?? true },
      whitelabel: [node('AGENTPOLICY3', true), node('RTSALARY3', opts.rtSalary ?? false)],
    },
  };
  client.setQueryData(systemStatusQuery.queryKey, status as SystemStatusValue);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AgentCentreHost entries={opts.list ?? entries} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The consolidated funds with the given contract info flags. */
const funds = (flags: Record<string, number> = {}) =>
  stubWire({
    [FUNDS]: () => ({
      balance: 0,
      currency: 'PHP',
      currencySymbol: 'P',
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      contractmrdailysalinfotype: 0,
      contracthoursalinfo: 0,
      dailysalinfotype: 0,
      divtypeinfo: 0,
      ...flags,
    }),
  });

const where = () => screen.getByTestId('where').textContent;
const signIn = (isAgent: number) => useSessionStore.setState({ token: 'a'.repeat(64), isAgent });
const centre = () => screen.findByRole('dialog', { name: agent.centre.title });
const menuLabels = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('the agent centre in the address', () => {
  it('opens at ?ac= for an agent, lists the pages shown in the spec order, switches with history', async () => {
    funds({ contracthoursalinfo: 1 });
    signIn(1);
    const router = open('/rng?page=2&ac=downlineManagmentView');
    const dialog = await centre();
    expect(await within(dialog).findByText('team page')).toBeTruthy();
    // Hourly salary by its info flag; no dividend (divtypeinfo 0) nor real-time salary (RTSALARY3 off).
    expect(menuLabels(dialog)).toEqual([
      agent.menu.registerCenter,
      agent.menu.teamManagement,
      agent.menu.hourlySalary,
    ]);
    fireEvent.click(within(dialog).getByRole('link', { name: agent.menu.registerCenter }));
    expect(await within(dialog).findByText('register page')).toBeTruthy();
    expect(where()).toBe('/rng?page=2&ac=registerCenter');
    await act(() => router.navigate(-1));
    expect(await within(await centre()).findByText('team page')).toBeTruthy();
    expect(window.sessionStorage.getItem('enableSalary')).toBe('0');
  });

  it('opens the first page while the default (team overview) is not built, and the default once it is', async () => {
    funds();
    signIn(2);
    open('/?ac=agentTeamOverview');
    expect(await within(await centre()).findByText('register page')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/?ac=registerCenter'));
    cleanup();
    const withDefault = [
      ...entries,
      { page: 'agentTeamOverview' as const, icon: Users, Component: page('overview page') },
    ];
    open('/?ac=nonsense', { list: withDefault });
    expect(await within(await centre()).findByText('overview page')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/?ac=agentTeamOverview'));
  });

  it('shows the contract pages by their flags: dividend, daily by info flags, real-time with RTSALARY3 too', async () => {
    funds({ divtypeinfo: 1, dailysalinfotype: 1, contractmrdailysalinfotype: 1 });
    signIn(1);
    open('/?ac=agentRealtimeSalary', { rtSalary: true });
    const dialog = await centre();
    expect(await within(dialog).findByText('realtime page')).toBeTruthy();
    expect(menuLabels(dialog)).toEqual([
      agent.menu.registerCenter,
      agent.menu.teamManagement,
      agent.menu.dividend,
      agent.menu.realtimeSalary,
    ]);
    expect(window.sessionStorage.getItem('enableSalary')).toBe('1');
    expect(window.sessionStorage.getItem('enableContract')).toBe('1');
  });

  it('sends a page whose flag is off to the default page', async () => {
    // The real-time info flag without the RTSALARY3 module shows no real-time salary.
    funds({ contractmrdailysalinfotype: 1 });
    signIn(1);
    open('/?ac=agentRealtimeSalary');
    expect(await within(await centre()).findByText('register page')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/?ac=registerCenter'));
  });

  it('closes with the close button, keeping the rest of the address', async () => {
    funds();
    signIn(41);
    open('/live?x=1&ac=registerCenter');
    fireEvent.click(within(await centre()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/live?x=1');
  });

  it('asks a visitor to log in and lands on the page afterwards', async () => {
    funds();
    open('/home?ac=registerCenter');
    await waitFor(() => expect(where()).toBe('/home'));
    expect(useModalStore.getState().stack).toMatchObject([
      { name: 'login', props: { redirectTo: '/home?ac=registerCenter' } },
    ]);
  });

  it('refuses a trial account and a member who is no agent, each with its dialog', async () => {
    funds();
    signIn(4);
    open('/?ac=registerCenter');
    await waitFor(() => expect(where()).toBe('/'));
    expect(useModalStore.getState().stack).toMatchObject([{ name: 'dialog' }]);
    cleanup();
    useModalStore.setState({ stack: [] });
    signIn(0);
    open('/?ac=registerCenter');
    await waitFor(() => expect(where()).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useModalStore.getState().stack).toMatchObject([
      { name: 'dialog', props: { text: agent.centre.notAgent } },
    ]);
  });

  it('does nothing but clean the address when the merchant hides the agent centre', async () => {
    funds();
    signIn(1);
    open('/?ac=registerCenter', { isShowAC: false });
    await waitFor(() => expect(where()).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves /agentHome to its page: no overlay there', async () => {
    funds();
    signIn(1);
    open('/agentHome?ac=registerCenter');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/agentHome?ac=registerCenter');
  });
});
