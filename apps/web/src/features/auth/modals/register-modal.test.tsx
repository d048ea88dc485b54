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
import { RegisterModal } from './register-modal';

beforeAll(initAuthTestI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  useModalStore.setState({ stack: [] });
  useSessionStore.getState().logout();
});

const affiliateAnswer = (valid: boolean) =>
  valid
    ? envelope({ success: true, value: { valid: true, code: 'AGENT01' } })
    : envelope(
        { success: false, errorCode: 'invitation_code_error', message: 'bad code', value: null },
        400,
      );

describe('register modal', () => {
  it('offers both tabs with USERNAMEREG3 and MOBILENUMREG3 and opens on the mobile tab', () => {
    seedStatus(statusFixture(['USERNAMEREG3', 'MOBILENUMREG3']));
    renderWithProviders(<RegisterModal close={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'Username' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mobile number', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull(); // no MOBILENUMPASSREG3
  });

  it('shows only the username form without MOBILENUMREG3', () => {
    seedStatus(statusFixture(['USERNAMEREG3']));
    renderWithProviders(<RegisterModal close={vi.fn()} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeTruthy();
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Invitation code' })).toBeTruthy(); // no URL code: shown when enabled
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/help#term',
    );
    expect(screen.getByRole('checkbox', { name: /I am over 18/ })).toHaveProperty('checked', true);
  });

  it('hides the invitation field when the URL code checks out, and shows it when the check fails', async () => {
    seedStatus(statusFixture(['USERNAMEREG3']));
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(affiliateAnswer(true));
    renderWithProviders(<RegisterModal inviteCode="AGENT01" close={vi.fn()} />);
    expect(await screen.findByText('Invitation code AGENT01 applied')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Invitation code' })).toBeNull();
    cleanup();
    queryClient.clear();
    seedStatus(statusFixture(['USERNAMEREG3']));
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(affiliateAnswer(false));
    renderWithProviders(<RegisterModal inviteCode="NOPE" close={vi.fn()} />);
    const field = await screen.findByRole('textbox', { name: 'Invitation code' });
    expect((field as HTMLInputElement).value).toBe('NOPE');
  });

  it('validates live with the merchant rules and the password pair', async () => {
    seedStatus(statusFixture(['USERNAMEREG3']));
    renderWithProviders(<RegisterModal close={vi.fn()} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    fireEvent.change(username, { target: { value: '9lives' } });
    fireEvent.blur(username);
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen
        .getByText('6-16 characters, starting with a letter, then letters and numbers only.')
        .getAttribute('role'),
    ).toBe('alert');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret12' } });
    const confirm = screen.getByLabelText('Confirm password');
    fireEvent.change(confirm, { target: { value: 'Secret13' } });
    fireEvent.blur(confirm);
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
  });

  it('warns about unticked terms and does not call the server', async () => {
    seedStatus(statusFixture(['USERNAMEREG3']));
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<RegisterModal close={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
      target: { value: 'newbie77' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(useModalStore.getState().stack.at(-1)?.props).toMatchObject({
        icon: 'warning',
        text: 'Please read and accept the terms and conditions.',
      }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the typed invitation code, then registers, loads the member and closes', async () => {
    seedStatus(statusFixture(['USERNAMEREG3']));
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(affiliateAnswer(true))
      .mockResolvedValueOnce(
        envelope({ success: true, value: sessionAnswer({ userName: 'newbie77' }) }),
      )
      .mockResolvedValueOnce(
        envelope({ success: true, value: { id: 9, account: 'newbie77', type: 0 } }),
      );
    renderWithProviders(<RegisterModal close={vi.fn()} />);
    useModalStore.setState({ stack: [{ id: 1, name: 'register', props: {} }] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
      target: { value: 'newbie77' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Invitation code' }), {
      target: { value: 'AGENT01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(useModalStore.getState().stack).toEqual([]));
    expect(fetchedPaths(fetchMock)).toEqual([
      '/wps/agent/affiliate',
      '/wps/member/register',
      '/wps/member/info',
    ]);
    expect(useSessionStore.getState().member?.account).toBe('newbie77');
  });

  it('shows invitation_code_error as a warning when the typed code is refused', async () => {
    seedStatus(statusFixture(['USERNAMEREG3']));
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(affiliateAnswer(false));
    renderWithProviders(<RegisterModal close={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
      target: { value: 'newbie77' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Invitation code' }), {
      target: { value: 'WRONG1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(useModalStore.getState().stack.at(-1)?.props).toMatchObject({
        icon: 'warning',
        text: 'The invitation code is invalid.',
      }),
    );
    expect(fetchedPaths(fetchMock)).toEqual(['/wps/agent/affiliate']);
  });
});
