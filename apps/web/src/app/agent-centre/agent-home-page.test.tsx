import type { SystemStatusValue } from '@monsoon/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { UserPlus, Users } from 'lucide-react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import agent from '../../../../../packages/i18n/locales/EN/agent.json';
import site from '../../../../../packages/i18n/locales/EN/site.json';
import { systemStatusQuery } from '@/lib/api/system-status';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { stubWire } from '@/test/wire-stub';
import { AgentHomePage } from './agent-home-page';
import type { AgentCentreEntry } from './pages';

const page = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));
const entries: AgentCentreEntry[] = [
  { page: 'registerCenter', icon: UserPlus, Component: page('register page') },
  { page: 'downlineManagmentView', icon: Users, Component: page('team page') },
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
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

/** /agentHome on a memory router (AGENTPOLICY3 off: no contract flags are asked for). */
function open(at = '/agentHome') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const status: unknown = { info: { settings: { isShowAC: true }, whitelabel: [] } };
  client.setQueryData(systemStatusQuery.queryKey, status as SystemStatusValue);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AgentHomePage entries={entries} />
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
}

describe('/agentHome', () => {
  it('shows the agent centre as a page with the same menu, at the first page until the default exists', async () => {
    const sent = stubWire({});
    useSessionStore.setState({ token: 't', isAgent: 1 });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: agent.centre.title })).toBeTruthy();
    expect(await screen.findByText('register page')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: agent.centre.menu });
    fireEvent.click(within(menu).getByRole('link', { name: agent.menu.teamManagement }));
    expect(await screen.findByText('team page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/agentHome?ac=downlineManagmentView');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks a visitor to log in, landing back on /agentHome', async () => {
    open('/agentHome?ac=registerCenter');
    expect(await screen.findByText(agent.home.loginTitle)).toBeTruthy();
    expect(useModalStore.getState().stack).toMatchObject([
      { name: 'login', props: { redirectTo: '/agentHome?ac=registerCenter' } },
    ]);
    useModalStore.setState({ stack: [] });
    fireEvent.click(screen.getByRole('button', { name: agent.home.login }));
    expect(useModalStore.getState().stack).toMatchObject([{ name: 'login' }]);
  });

  it('tells a member and a trial account that the page is not theirs', async () => {
    useSessionStore.setState({ token: 't', isAgent: 0 });
    open();
    expect(await screen.findByText(agent.centre.notAgent)).toBeTruthy();
    cleanup();
    useSessionStore.setState({ token: 't', isAgent: 4 });
    open();
    expect(await screen.findByText(site.gate.in_need_true_account)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('register page')).toBeNull());
  });
});
