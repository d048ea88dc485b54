import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import agent from '../../../../../../packages/i18n/locales/EN/agent.json';
import auth from '../../../../../../packages/i18n/locales/EN/auth.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { useModalStore, type DialogProps } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useToastStore } from '@/stores/toast-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { fail, stubWire, type SentCall } from '@/test/wire-stub';
import { RegisterCenterPage } from './register-center-page';

const RULES = '/wps/system/setting/register';
const REGISTER = '/wps/agent/downline';
const LINK = '/wps/agent/affiliateUrl';
const LINKS = '/wps/agent/affiliateUrls';
const REGISTERED = '/wps/agent/registeredAffiliates';

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'agent', agent, true, true);
  i18next.addResourceBundle('EN', 'auth', auth, true, true);
  i18next.addResourceBundle('EN', 'errors', errors, true, true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
  useModalStore.setState({ stack: [] });
});

const rule = (
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: number,
) => ({
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
  enabled: true,
  required: true,
});
const rules = () => ({
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 1),
  password: rule('^[A-Za-z0-9]+$', 6, 12, 4),
});
const link = (id: number, code: string, registrations = 0) => ({
  affiUrlId: id,
  code,
  url: `http://site.test/register?affiliateCode=${code}`,
  registerType: 0,
  remark: id === 1 ? 'Facebook' : '',
  createdAt: Date.UTC(2026, 0, 2),
  registrations,
});

function show(isAgent: number) {
  useSessionStore.setState({ token: 'tok', isAgent });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RegisterCenterPage />
    </QueryClientProvider>,
  );
}

const toasts = () => useToastStore.getState().toasts.map((t) => t.text);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Answers the open confirmation dialog (the modal host is not rendered in these tests). */
function answer(confirm: boolean) {
  const top = useModalStore.getState().stack.at(-1);
  const props = top?.props as DialogProps;
  if (confirm) props.buttons?.at(-1)?.onClick?.();
  props.onClose?.();
}

describe('registerCenter: register a downline', () => {
  it("checks the merchant's rules first, then registers and confirms", async () => {
    const sent = stubWire({
      [RULES]: rules,
      [REGISTER]: () => ({ id: 50, account: 'newbie7', isAgent: 1 }),
    });
    show(1);
    await screen.findByRole('checkbox', { name: agent.register.asAgent });
    type(agent.register.username, '7up');
    type(agent.register.password, 'abc');
    type(agent.register.confirmPassword, 'abd');
    fireEvent.click(screen.getByRole('button', { name: agent.register.submit }));
    expect(await screen.findByText(agent.register.confirmMismatch)).toBeTruthy();
    expect(
      screen.getByText('6-16 characters, starting with a letter, then letters and numbers only.'),
    ).toBeTruthy();
    expect(sent.some((c) => c.path === REGISTER)).toBe(false);

    type(agent.register.username, 'newbie7');
    type(agent.register.password, 'Secret12');
    type(agent.register.confirmPassword, 'Secret12');
    type(agent.register.nickname, 'Seven');
    fireEvent.click(screen.getByRole('checkbox', { name: agent.register.asAgent }));
    fireEvent.click(screen.getByRole('button', { name: agent.register.submit }));
    await vi.waitFor(() => expect(toasts()).toEqual(['newbie7 has joined your team.']));
    expect(sent.find((c) => c.path === REGISTER)?.body).toEqual({
      username: 'newbie7',
      password: 'Secret12',
      nickname: 'Seven',
      agent: true,
    });
    expect((screen.getByLabelText(agent.register.username) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusals in the member's language under their field", async () => {
    stubWire({ [RULES]: rules, [REGISTER]: () => fail('username.exists') });
    show(41);
    await screen.findByLabelText(agent.register.username);
    // Members-only agents register no agents.
    expect(screen.queryByRole('checkbox')).toBeNull();
    type(agent.register.username, 'taken01');
    type(agent.register.password, 'Secret12');
    type(agent.register.confirmPassword, 'Secret12');
    fireEvent.click(screen.getByRole('button', { name: agent.register.submit }));
    expect(await screen.findByText(errors.username_exists)).toBeTruthy();
  });

  it('tells a reports-only agent that it registers no one', () => {
    stubWire({});
    show(42);
    expect(screen.getByText(agent.register.notAllowed)).toBeTruthy();
  });
});

describe('registerCenter: affiliate links', () => {
  it('creates a link, lists links with their address, deletes one after confirming, lists registrations', async () => {
    let list = [link(1, 'ABCD1234', 2)];
    const sent: SentCall[] = stubWire({
      [RULES]: rules,
      [LINKS]: () => ({ list, limit: 20 }),
      [LINK]: (call) => {
        if (call.method === 'DELETE') {
          list = [];
          return { affiUrlId: 1 };
        }
        list = [link(2, 'ZZZZ9999'), ...list];
        return list[0];
      },
      [REGISTERED]: (call) => ({
        list: [
          {
            id: 9,
            account: 'joiner9',
            isAgent: 0,
            registeredAt: Date.UTC(2026, 0, 3),
            affiUrlId: 1,
            code: 'ABCD1234',
          },
        ],
        pageNo: Number(call.query.get('pageNo')),
        pageSize: 10,
        totalCount: 1,
        totalPages: 1,
      }),
    });
    show(1);
    fireEvent.click(await screen.findByRole('tab', { name: agent.register.tabs.links }));
    expect(
      await screen.findByDisplayValue('http://site.test/register?affiliateCode=ABCD1234'),
    ).toBeTruthy();
    expect(screen.getByText('My links (1 of 20)')).toBeTruthy();
    expect(await screen.findByText('joiner9')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(agent.links.registerType), { target: { value: '1' } });
    type(agent.links.remark, ' Telegram ');
    fireEvent.click(screen.getByRole('button', { name: agent.links.create }));
    expect(await screen.findByText('ZZZZ9999', { selector: 'span' })).toBeTruthy();
    expect(sent.find((c) => c.path === LINK && c.method === 'POST')?.body).toEqual({
      registerType: 1,
      remark: 'Telegram',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete link ABCD1234' }));
    answer(true);
    await vi.waitFor(() => expect(toasts()).toContain('Link ABCD1234 deleted.'));
    expect(sent.find((c) => c.method === 'DELETE')?.query.get('affiUrlId')).toBe('1');

    // The registrations of one link.
    const registered = screen.getByRole('region', { name: agent.registered.title });
    fireEvent.change(within(registered).getByLabelText(agent.registered.filter), {
      target: { value: '' },
    });
    expect(sent.filter((c) => c.path === REGISTERED).length).toBeGreaterThan(0);
  });

  it('explains the link limit with its number', async () => {
    stubWire({
      [RULES]: rules,
      [LINKS]: () => ({ list: [], limit: 20 }),
      [LINK]: () => fail('agent.affiliate.limit'),
      [REGISTERED]: () => ({ list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 }),
    });
    show(2);
    fireEvent.click(await screen.findByRole('tab', { name: agent.register.tabs.links }));
    expect(await screen.findByText(agent.links.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: agent.links.create }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You already have 20 affiliate links. Delete one to create another.',
    );
  });
});
