import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/test/i18n';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import {
  canOpenAgentPanel,
  canOpenMemberPanel,
  gateDecision,
  useActionGate,
} from './use-action-gate';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  useModalStore.setState({ stack: [] });
  useSessionStore.setState({ token: null, isAgent: null });
});

describe('action gate rule', () => {
  it('asks for login without a token, refuses trial accounts, allows members and agents', () => {
    expect(gateDecision(null, null)).toBe('login');
    expect(gateDecision('t', 4)).toBe('trial');
    expect(gateDecision('t', 0)).toBe('allow');
    expect(gateDecision('t', 1)).toBe('allow');
  });

  it('opens the agent panel for types 1, 2, 41, 42 only and the member panel for real accounts', () => {
    expect([0, 1, 2, 4, 41, 42, 3].map(canOpenAgentPanel)).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
    expect(canOpenMemberPanel('t', 0)).toBe(true);
    expect(canOpenMemberPanel('t', 4)).toBe(false);
    expect(canOpenMemberPanel(null, 0)).toBe(false);
  });
});

describe('useActionGate', () => {
  it('opens the login modal and blocks when there is no token', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useActionGate());
    let passed = true;
    act(() => {
      passed = result.current(action);
    });
    expect(passed).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['login']);
  });

  it('shows the need-a-real-account dialog for a trial account (isAgent 4)', () => {
    useSessionStore.setState({ token: 't', isAgent: 4 });
    const action = vi.fn();
    const { result } = renderHook(() => useActionGate());
    act(() => {
      result.current(action);
    });
    expect(action).not.toHaveBeenCalled();
    const [entry] = useModalStore.getState().stack;
    expect(entry?.name).toBe('dialog');
    expect(entry?.props).toMatchObject({
      icon: 'warning',
      text: 'Please register or log in with a real account to use this feature.',
      buttons: [{ label: 'Confirm' }],
    });
  });

  it('runs the action for a member', () => {
    useSessionStore.setState({ token: 't', isAgent: 0 });
    const action = vi.fn();
    const { result } = renderHook(() => useActionGate());
    act(() => {
      expect(result.current(action)).toBe(true);
    });
    expect(action).toHaveBeenCalledOnce();
    expect(useModalStore.getState().stack).toEqual([]);
  });
});
