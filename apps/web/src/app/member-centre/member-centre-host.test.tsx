import type { SystemStatusValue } from '@monsoon/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { FileText, ShieldCheck } from 'lucide-react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import member from '../../../../../packages/i18n/locales/EN/member.json';
import { systemStatusQuery } from '@/lib/api/system-status';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { MemberCentreHost } from './member-centre-host';
import type { MemberCentreEntry } from './pages';

/** Two pages, as the registry would list them (transactionHistory before securityCenter on purpose). */
const entries: MemberCentreEntry[] = [
  {
    page: 'transactionHistory',
    icon: FileText,
    Component: lazy(async () => ({ default: () => <p>history page</p> })),
  },
  {
    page: 'securityCenter',
    icon: ShieldCheck,
    Component: lazy(async () => ({ default: () => <p>security page</p> })),
    useBadgeCount: () => 3,
  },
];

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'member', member, true, true);
});
afterEach(() => {
  cleanup();
  useModalStore.setState({ stack: [] });
  useSessionStore.setState({ token: null, isAgent: null });
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

/** An entry of the page that opens the centre (like the header's account menu). */
function Opener() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/?mc=securityCenter')}>
      Open the centre
    </button>
  );
}

/** The host on a memory router at `at`, with the member centre shown by the merchant. */
function open(at: string, isShowMC = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const status: unknown = { info: { settings: { isShowMC } } };
  client.setQueryData(systemStatusQuery.queryKey, status as SystemStatusValue);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <MemberCentreHost entries={entries} />
            <Where />
            <Opener />
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

const where = () => screen.getByTestId('where').textContent;
const signIn = (isAgent = 0) => useSessionStore.setState({ token: 'a'.repeat(64), isAgent });
const centre = () => screen.findByRole('dialog', { name: 'Personal center' });

describe('the member centre in the address', () => {
  it('opens at the page of ?mc=, lists the pages in the spec order, and switches with history', async () => {
    signIn();
    const router = open('/rng?page=2&mc=transactionHistory');
    const dialog = await centre();
    expect(await within(dialog).findByText('history page')).toBeTruthy();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['My account3', 'Transaction history']);
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
    // Focus starts on the open page's entry.
    expect(document.activeElement).toBe(links[1]);
    expect(within(dialog).getByLabelText('3 new')).toBeTruthy();

    fireEvent.click(links[0]!);
    expect(await within(dialog).findByText('security page')).toBeTruthy();
    expect(where()).toBe('/rng?page=2&mc=securityCenter');

    // Back returns to the previous page of the centre, then Back again would leave it.
    await act(() => router.navigate(-1));
    expect(await within(await centre()).findByText('history page')).toBeTruthy();
    await act(() => router.navigate(1));
    expect(where()).toBe('/rng?page=2&mc=securityCenter');
  });

  it('closes with the close button and Escape, keeping the rest of the address; Back reopens', async () => {
    signIn();
    const router = open('/rng?page=2');
    await act(() => router.navigate('/rng?page=2&mc=securityCenter'));
    fireEvent.click(within(await centre()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/rng?page=2');

    await act(() => router.navigate(-1));
    await centre();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/rng?page=2');
  });

  it('opens the default page for an unknown or unbuilt page, in the address too', async () => {
    signIn();
    open('/?mc=depositv2');
    expect(await within(await centre()).findByText('security page')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/?mc=securityCenter'));
  });

  it('asks a visitor to log in and lands on the page afterwards', async () => {
    open('/home?mc=transactionHistory');
    await waitFor(() => expect(where()).toBe('/home'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useModalStore.getState().stack).toMatchObject([
      { name: 'login', props: { redirectTo: '/home?mc=transactionHistory' } },
    ]);
  });

  it('refuses a trial account with the real-account dialog', async () => {
    signIn(4);
    open('/?mc=securityCenter');
    await waitFor(() => expect(where()).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useModalStore.getState().stack).toMatchObject([{ name: 'dialog' }]);
  });

  it('does nothing but clean the address when the merchant hides the member centre', async () => {
    signIn();
    open('/?mc=securityCenter', false);
    await waitFor(() => expect(where()).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('freezes the page scroll while open, keeps focus inside and gives it back on close', async () => {
    signIn();
    open('/');
    const opener = screen.getByRole('button', { name: 'Open the centre' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await centre();
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });
});
