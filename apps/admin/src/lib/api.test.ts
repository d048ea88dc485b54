import { adminSession } from '@monsoon/contracts/admin/session';
import { adminLockMember } from '@monsoon/contracts/admin/members';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { adminCall, ApiError, fieldErrorsOf } from './api';
import { formatAmount } from './format';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const me = {
  operator: {
    id: 1,
    username: 'owner',
    role: 'owner' as const,
    permissions: ['members.read'],
    merchant: { code: 'demo', name: 'Demo', currency: 'PHP' },
  },
  csrfToken: 'csrf-1',
};

beforeEach(() => useSessionStore.getState().signedIn(me));
afterEach(() => vi.restoreAllMocks());

describe('adminCall', () => {
  it('sends the CSRF token on writes only, fills path parameters, and checks the answer', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(200, { success: true, value: me }));
    await expect(adminCall(adminSession)).resolves.toEqual(me);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/admin/api/session');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBeNull();
    expect(new Headers(init?.headers).get('Language')).toMatch(/^[A-Z]{2}$/);

    fetchMock.mockResolvedValue(answer(200, { success: true, value: { nope: true } }));
    await expect(
      adminCall(adminLockMember, { params: { id: 7 }, body: { reason: 'abc' } }),
    ).rejects.toMatchObject({
      errorCode: 'invalid.response',
    });
    const [lockUrl, lockInit] = fetchMock.mock.calls[1] ?? [];
    expect(lockUrl).toBe('/admin/api/members/7/lock');
    expect(lockInit?.method).toBe('POST');
    expect(new Headers(lockInit?.headers).get('x-csrf-token')).toBe('csrf-1');
    expect(lockInit?.body).toBe('{"reason":"abc"}');
  });

  it('throws the envelope as ApiError, and a 401 ends the session in the store', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(400, {
        success: false,
        errorCode: 'invalid.request',
        message: 'Bad',
        value: { fields: { reason: 'short' } },
      }),
    );
    const error = await adminCall(adminSession).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(fieldErrorsOf(error)).toEqual({ reason: 'short' });
    expect(useSessionStore.getState().status).toBe('signed-in');

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(401, {
        success: false,
        errorCode: 'admin.session.required',
        message: 'Sign in',
        value: null,
      }),
    );
    await expect(adminCall(adminSession)).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-out',
      me: null,
      csrf: null,
    });
  });

  it('formats decimal money text exactly', () => {
    expect(formatAmount('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(formatAmount('-1000.00')).toBe('-1,000.00');
    expect(formatAmount('999')).toBe('999');
  });
});
