import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initAuthTestI18n } from '@/features/auth/testing';
import { ApiError } from '@/lib/api-client';
import { useModalStore } from '@/stores/modal-store';
import { useSmsSender } from './use-sms-sender';

beforeAll(initAuthTestI18n);
beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  }),
);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  useModalStore.setState({ stack: [] });
});

/** performance.now answers these values in turn (request start, request end). */
const clock = (...values: number[]) => {
  const spy = vi.spyOn(performance, 'now');
  for (const v of values) spy.mockReturnValueOnce(v);
};

describe('SMS code button', () => {
  it('counts down expiredMinutes x 60 s minus half the request latency, then re-enables', async () => {
    clock(1000, 3000); // 2 s round trip: 1 s off the countdown
    const request = vi.fn().mockResolvedValue({ expiredMinutes: 5 });
    const { result } = renderHook(() => useSmsSender(request, { throttleMs: 1000 }));
    await act(() => result.current.send());
    expect(request).toHaveBeenCalledTimes(1);
    expect(result.current.seconds).toBe(299);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.seconds).toBe(289);
    await act(() => result.current.send());
    expect(request).toHaveBeenCalledTimes(1); // disabled while counting down
    await act(() => vi.advanceTimersByTimeAsync(289_000));
    expect(result.current.seconds).toBe(0);
  });

  it('drops requests within 1000 ms of the previous one', async () => {
    const request = vi
      .fn()
      .mockRejectedValue(new ApiError('TOO_MANY_REQUESTS', 'Slow down', null, 429));
    const { result } = renderHook(() => useSmsSender(request, { throttleMs: 1000 }));
    await act(() => result.current.send());
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => result.current.send());
    expect(request).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => result.current.send());
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('shows the server message in a warning dialog with OK when sending fails', async () => {
    const request = vi
      .fn()
      .mockRejectedValue(new ApiError('mobile.unknown', 'No such number here', null, 400));
    const { result } = renderHook(() => useSmsSender(request));
    await act(() => result.current.send());
    const dialog = useModalStore.getState().stack.at(-1);
    expect(dialog?.name).toBe('dialog');
    expect(dialog?.props).toMatchObject({
      icon: 'warning',
      text: 'No such number here',
      buttons: [{ label: 'OK' }],
    });
    expect(result.current.seconds).toBe(0);
  });

  it('uses the fallback countdown (registration: 60 s) when the answer has no expiry', async () => {
    const request = vi.fn().mockResolvedValue({});
    const { result } = renderHook(() => useSmsSender(request, { fallbackSeconds: 60 }));
    await act(() => result.current.send());
    expect(result.current.seconds).toBe(60);
  });
});
