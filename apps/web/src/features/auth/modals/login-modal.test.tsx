import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  envelope,
  fetchedPaths,
  initAuthTestI18n,
  renderWithProviders,
  seedStatus,
  sessionAnswer,
  statusFixture,
} from '@/features/auth/testing';
import { clearForcedChange, knownOldPassword } from '@/features/auth/lib/session-flow';
import { queryClient } from '@/lib/query-client';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { LoginModal } from './login-modal';

const member = { id: 7, account: 'player01', nickname: 'P', type: 0, memberLabel: [] };

beforeAll(initAuthTestI18n);
beforeEach(() => {
  seedStatus(statusFixture(['USERNAMEREG3', 'PWDEXPFORCECHANGE3']));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  clearForcedChange();
  useModalStore.setState({ stack: [] });
  useSessionStore.getState().logout();
  document.cookie
    .split('; ')
    .forEach((c) => (document.cookie = `${c.split('=')[0] ?? ''}=; max-age=0; path=/`));
});

/** Fills the username tab and submits it. */
function logIn(username: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login modal', () => {
  it('stores the session, loads member info and closes after an ordinary login', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        envelope({ success: true, value: sessionAnswer({ firstTimeLogin: true }) }),
      )
      .mockResolvedValueOnce(envelope({ success: true, value: member }));
    const close = vi.fn();
    renderWithProviders(<LoginModal close={close} />);
    logIn(' player01 ', 'Player123');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(fetchedPaths(fetchMock)).toEqual(['/wps/session/login', '/wps/member/info']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      username: 'player01',
      password: 'Player123',
      type: 'username',
    });
    const session = useSessionStore.getState();
    expect(session).toMatchObject({ token: 'tok-1', firstLogin: true, afterLogin: true });
    expect(session.member?.account).toBe('player01');
    expect(useModalStore.getState().stack.some((m) => m.name === 'changePassword')).toBe(false);
  });

  it('opens the forced change-password modal for the default password 123456 instead of loading info', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        envelope({ success: true, value: sessionAnswer({ userName: 'newbie01' }) }),
      );
    const close = vi.fn();
    renderWithProviders(<LoginModal close={close} />);
    logIn('newbie01', '123456');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useModalStore.getState().stack).toMatchObject([
      { name: 'changePassword', props: { forced: true } },
    ]);
    expect(fetchedPaths(fetchMock)).toEqual(['/wps/session/login']);
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', afterLogin: false });
    expect(knownOldPassword()).toBe('123456');
  });

  it('forces the change for an expired password when PWDEXPFORCECHANGE3 is on', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      envelope({ success: true, value: sessionAnswer({ passwordExpired: true }) }),
    );
    renderWithProviders(<LoginModal close={vi.fn()} />);
    logIn('player01', 'Player123');
    await waitFor(() =>
      expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['changePassword']),
    );
  });

  it('shows the server message and the captcha field once the answer asks for it', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((url) =>
      Promise.resolve(
        String(url).startsWith('/wps/captcha')
          ? envelope({ success: true, value: 'iVBORw0KGgo=' })
          : envelope(
              {
                success: false,
                errorCode: 'login.failed',
                message: 'Wrong account or password (server)',
                value: { captcha: true },
              },
              400,
            ),
      ),
    );
    renderWithProviders(<LoginModal close={vi.fn()} />);
    expect(screen.queryByRole('textbox', { name: 'Captcha' })).toBeNull();
    logIn('player01', 'nope');
    expect(await screen.findByText('Incorrect account or password.')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Captcha' })).toBeTruthy();
    await waitFor(() => expect(fetchedPaths(fetchMock)).toContain('/wps/captcha'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the captcha code.')).toBeTruthy();
  });

  it('shows field errors under empty fields without calling the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<LoginModal close={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field cannot be empty.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the SMS login tab only with MOBILEVERCODELOGIN3 / showVerCodeLogin', () => {
    renderWithProviders(<LoginModal close={vi.fn()} />);
    expect(screen.queryByRole('tab', { name: 'SMS login' })).toBeNull();
    cleanup();
    seedStatus(statusFixture(['MOBILEVERCODELOGIN3'], { showVerCodeLogin: true }));
    renderWithProviders(<LoginModal close={vi.fn()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'SMS login' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('never forces a change after an SMS login, even with 123456 as the code', async () => {
    seedStatus(statusFixture(['MOBILEVERCODELOGIN3'], { showVerCodeLogin: true }));
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(envelope({ success: true, value: sessionAnswer() }))
      .mockResolvedValueOnce(envelope({ success: true, value: member }));
    const close = vi.fn();
    renderWithProviders(<LoginModal close={close} />);
    fireEvent.click(screen.getByRole('tab', { name: 'SMS login' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '9170000002' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'SMS code' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useModalStore.getState().stack).toEqual([]);
  });
});
