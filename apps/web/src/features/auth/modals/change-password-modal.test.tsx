import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin, clearForcedChange } from '@/features/auth/lib/session-flow';
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
import { ChangePasswordModal } from './change-password-modal';

beforeAll(initAuthTestI18n);
beforeEach(() => seedStatus(statusFixture(['USERNAMEREG3'])));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  clearForcedChange();
  useModalStore.setState({ stack: [] });
  useSessionStore.getState().logout();
});

describe('change password modal', () => {
  it('asks for the current password when it is not known, and checks the rule and the confirmation', async () => {
    useSessionStore.setState({ token: 'tok-1' });
    renderWithProviders(<ChangePasswordModal close={vi.fn()} />);
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This field cannot be empty.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('6-12 letters and numbers, no special characters.').getAttribute('role'),
    ).toBe('alert');
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
  });

  it('after a forced login: no close button, old password known, then finishes the login', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(envelope({ success: true, value: null }))
      .mockResolvedValueOnce(
        envelope({ success: true, value: { id: 4, account: 'newbie01', type: 0 } }),
      );
    await completeLogin(sessionAnswer({ userName: 'newbie01', firstTimeLogin: true }), {
      type: 'username',
      password: '123456',
      forceExpiredChange: false,
    });
    expect(useSessionStore.getState().afterLogin).toBe(false);
    const close = vi.fn();
    renderWithProviders(<ChangePasswordModal forced close={close} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Newbie123' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'Newbie123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(fetchedPaths(fetchMock)).toEqual(['/wps/member/password', '/wps/member/info']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      oldPassword: '123456',
      newPassword: 'Newbie123',
      confirmNewPassword: 'Newbie123',
    });
    expect(useSessionStore.getState()).toMatchObject({ afterLogin: true, firstLogin: true });
  });
});
