import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  envelope,
  fetchedPaths,
  initAuthTestI18n,
  renderWithProviders,
  seedStatus,
  sessionAnswer,
  statusFixture,
} from '@/features/auth/testing';
import { queryClient } from '@/lib/query-client';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { ForgotPasswordModal } from './forgot-password-modal';

beforeAll(initAuthTestI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  useModalStore.setState({ stack: [] });
  useSessionStore.getState().logout();
});

describe('forgot password modal', () => {
  it('offers only the e-mail form without CHNGPASSVERIF3, form-encoded, then confirms and closes', async () => {
    seedStatus(statusFixture([]));
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(envelope({ success: true, value: null }));
    const close = vi.fn();
    renderWithProviders(<ForgotPasswordModal close={close} />);
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
      target: { value: 'player01' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'player01@demo.monsoon.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(fetchedPaths(fetchMock)).toEqual(['/wps/member/password/email']);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(
      'username=player01&email=player01%40demo.monsoon.test',
    );
    expect(useModalStore.getState().stack.at(-1)?.props).toMatchObject({ icon: 'success' });
  });

  it('opens on the phone tab with CHNGPASSVERIF3, resets, then logs in with the answered username', async () => {
    seedStatus(statusFixture(['CHNGPASSVERIF3']));
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(envelope({ success: true, value: { expiredMinutes: 5 } }))
      .mockResolvedValueOnce(envelope({ success: true, value: { username: 'player01' } }))
      .mockResolvedValueOnce(envelope({ success: true, value: sessionAnswer() }))
      .mockResolvedValueOnce(
        envelope({ success: true, value: { id: 7, account: 'player01', type: 0 } }),
      );
    const close = vi.fn();
    renderWithProviders(<ForgotPasswordModal close={close} />);
    expect(screen.getByRole('tab', { name: 'Mobile number', selected: true })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '9170000002' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'SMS code' }), {
      target: { value: '123456' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fresh1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(fetchedPaths(fetchMock)).toEqual([
      '/wps/member/password/sms',
      '/wps/member/password/verification',
      '/wps/session/login',
      '/wps/member/info',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      mobileNum: '9170000002',
      countryDialingCode: '63',
    });
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toMatchObject({
      username: 'player01',
      password: 'Fresh1234',
      type: 'username',
    });
    expect(useSessionStore.getState().token).toBe('tok-1');
  });

  it('refuses a mobile number of the wrong length before asking for a code', async () => {
    seedStatus(statusFixture(['CHNGPASSVERIF3']));
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<ForgotPasswordModal close={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid mobile number.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
