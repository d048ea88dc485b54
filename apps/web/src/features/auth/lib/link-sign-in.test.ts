import type { MemberInfoValue } from '@monsoon/contracts/member';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initAuthTestI18n } from '@/features/auth/testing';
import { useLinkTokenStore } from '@/stores/link-token-store';
import { openModal, useModalStore, type DialogProps } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useToastStore } from '@/stores/toast-store';
import { answerLinkSignIn } from './link-sign-in';

const tokenA = 'a1'.repeat(32);
const tokenA2 = 'a2'.repeat(32);
const tokenB = 'b0'.repeat(32);
const dead = 'de'.repeat(32);

const member = (id: number, userName: string, nickname: string): MemberInfoValue => ({
  id,
  account: userName,
  userName,
  nickname,
  type: 0,
  isAgent: 0,
  toUpline: false,
  uplineName: null,
  clubLabel: { labelName: 'VIP0', rankLevel: 0 },
  memberLabel: [],
  regDate: 1,
  mobile: null,
  email: null,
  avatar: '',
  language: 'EN',
  firstTimeLogin: false,
  passwordExpired: false,
  currencySymbol: 'P',
});
const alice = member(1, 'alice01', 'Alice');
const bob = member(2, 'bob02', 'Bob');
/** Who each live token belongs to (tokenA2: another session of alice). */
const owners: Record<string, MemberInfoValue> = {
  [tokenA]: alice,
  [tokenA2]: alice,
  [tokenB]: bob,
};

/** Member info by the Authorization header; any other token is dead (401 login.not.session). */
function stubServer(opts: { offline?: boolean } = {}) {
  const asked: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown, init?: RequestInit) => {
      if (opts.offline) throw new TypeError('offline');
      expect(String(url)).toBe('/wps/member/info');
      const token = new Headers(init?.headers).get('Authorization');
      asked.push(token);
      const owner = token ? owners[token] : undefined;
      return owner
        ? new Response(JSON.stringify({ success: true, value: owner }))
        : new Response(
            JSON.stringify({
              success: false,
              errorCode: 'login.not.session',
              message: 'Please log in',
              value: null,
            }),
            { status: 401 },
          );
    }),
  );
  return asked;
}

/** Starts the tab: its own session (or none) as sessionStorage and the store hold it. */
function signedInAs(token: string | null, username: string | null = null) {
  if (token) sessionStorage.setItem('token', token);
  useSessionStore.setState({ token, username, member: null });
}

/** The question on screen: its props, once it opened. */
async function question(): Promise<DialogProps> {
  return vi.waitFor(() => {
    const top = useModalStore.getState().stack.at(-1);
    if (top?.name !== 'dialog') throw new Error('no question yet');
    return top.props as DialogProps;
  });
}

/** Presses a button of the question by its label, as the dialog does (click, then close). */
function press(props: DialogProps, label: string) {
  const button = props.buttons?.find((b) => b.label === label);
  if (!button) throw new Error(`no button "${label}" in ${JSON.stringify(props.buttons)}`);
  button.onClick?.();
  useModalStore.setState({ stack: [] });
  props.onClose?.();
}

beforeAll(async () => {
  await initAuthTestI18n();
});
beforeEach(() => {
  useLinkTokenStore.setState({ token: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useModalStore.setState({ stack: [] });
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ token: null, member: null, username: null, isAgent: null });
});

describe('a ?token= sign-in link (decision 0035)', () => {
  it('shows a visitor whose account it is; accepting adopts it', async () => {
    const asked = stubServer();
    signedInAs(null);
    useLinkTokenStore.setState({ token: tokenB });
    const outcome = answerLinkSignIn(tokenB);
    const props = await question();
    expect(props.title).toBe('Sign in with this link?');
    expect(props.text).toBe(
      'This link signs you in to the account bob02 (Bob). Continue only if it is yours: everything you do next happens in that account.',
    );
    expect(props.coverClose).toBe(false);
    // Until answered the tab has no session: the link's token is only in memory.
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    press(props, 'Sign in as bob02');
    expect(await outcome).toBe('adopted');
    expect(useSessionStore.getState()).toMatchObject({ token: tokenB, username: 'bob02' });
    expect(useSessionStore.getState().member?.id).toBe(2);
    expect(sessionStorage.getItem('token')).toBe(tokenB);
    expect(useLinkTokenStore.getState().token).toBeNull();
    expect(asked).toEqual([tokenB]);
  });

  it('a visitor who declines stays a visitor', async () => {
    stubServer();
    signedInAs(null);
    const outcome = answerLinkSignIn(tokenB);
    press(await question(), 'Not now');
    expect(await outcome).toBe('declined');
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('asks a signed-in member before switching, naming both accounts; declining keeps the session', async () => {
    stubServer();
    signedInAs(tokenA, 'alice01');
    useLinkTokenStore.setState({ token: tokenB });
    const outcome = answerLinkSignIn(tokenB);
    const props = await question();
    expect(props.title).toBe('Switch to another account?');
    expect(props.text).toBe(
      'You are signed in as alice01 (Alice). This link signs in to the account bob02 (Bob) instead. Switch only if it is yours.',
    );
    expect(props.buttons?.map((b) => b.label)).toEqual(['Stay as alice01', 'Switch to bob02']);
    press(props, 'Stay as alice01');
    expect(await outcome).toBe('declined');
    expect(useSessionStore.getState().token).toBe(tokenA);
    expect(sessionStorage.getItem('token')).toBe(tokenA);
    expect(useLinkTokenStore.getState().token).toBeNull();
  });

  it('switches only when the member accepts; the other account leaves no keys in the tab', async () => {
    stubServer();
    signedInAs(tokenA, 'alice01');
    sessionStorage.setItem('merchant', 'demo');
    sessionStorage.setItem('customerId', '1');
    const outcome = answerLinkSignIn(tokenB);
    press(await question(), 'Switch to bob02');
    expect(await outcome).toBe('adopted');
    expect(useSessionStore.getState().token).toBe(tokenB);
    expect(sessionStorage.getItem('token')).toBe(tokenB);
    expect(sessionStorage.getItem('customerId')).toBe('2');
    expect(sessionStorage.getItem('merchant')).toBe('demo');
  });

  it('closes a login popup a dead session of the tab opened meanwhile', async () => {
    stubServer();
    signedInAs(dead, 'ghost');
    openModal('login', {});
    const outcome = answerLinkSignIn(tokenB);
    const props = await question();
    // The tab's session is dead: the visitor is asked as a visitor.
    expect(props.title).toBe('Sign in with this link?');
    press(props, 'Sign in as bob02');
    expect(await outcome).toBe('adopted');
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it('asks nothing for a link of the account already signed in (same or other session)', async () => {
    stubServer();
    signedInAs(tokenA, 'alice01');
    expect(await answerLinkSignIn(tokenA)).toBe('same-account');
    expect(await answerLinkSignIn(tokenA2)).toBe('same-account');
    expect(useModalStore.getState().stack).toEqual([]);
    expect(useSessionStore.getState().token).toBe(tokenA);
  });

  it('refuses a dead link with a message and changes nothing', async () => {
    stubServer();
    signedInAs(tokenA, 'alice01');
    expect(await answerLinkSignIn(dead)).toBe('invalid');
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([
      'This sign-in link has expired or is no longer valid.',
    ]);
    // The tab's own session was not touched by the link's 401.
    expect(useSessionStore.getState().token).toBe(tokenA);
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it('never adopts a link it could not check', async () => {
    stubServer({ offline: true });
    signedInAs(null);
    expect(await answerLinkSignIn(tokenB)).toBe('unchecked');
    expect(useSessionStore.getState().token).toBeNull();
    expect(useToastStore.getState().toasts[0]?.kind).toBe('warning');
  });

  it('asks once however often it is started (StrictMode runs effects twice)', async () => {
    stubServer();
    signedInAs(null);
    const first = answerLinkSignIn(tokenB);
    const second = answerLinkSignIn(tokenB);
    const props = await question();
    expect(useModalStore.getState().stack).toHaveLength(1);
    press(props, 'Not now');
    expect(await first).toBe('declined');
    expect(await second).toBe('declined');
  });
});
