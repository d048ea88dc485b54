import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fetchedPaths } from '@/features/auth/testing';
import { queryClient } from '@/lib/query-client';
import { useCaptcha } from './use-captcha';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('captcha image', () => {
  it('loads only when enabled, as a data URL of the base64 PNG', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(envelope({ success: true, value: 'iVBORw0KGgo=' })),
      );
    const { result, rerender } = renderHook(({ on }) => useCaptcha(on), {
      wrapper,
      initialProps: { on: false },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ on: true });
    await waitFor(() => expect(result.current.src).toBe('data:image/png;base64,iVBORw0KGgo='));
    expect(fetchedPaths(fetchMock)).toEqual(['/wps/captcha']);
  });

  it('refreshes on click at most once per second', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(envelope({ success: true, value: 'AAAA' })));
    const { result } = renderHook(() => useCaptcha(true), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => result.current.refresh());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    act(() => result.current.refresh());
    act(() => result.current.refresh());
    vi.setSystemTime(Date.now() + 999);
    act(() => result.current.refresh());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 1);
    act(() => result.current.refresh());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });

  it('reloads at once after a failed attempt, without the click throttle', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(envelope({ success: true, value: 'AAAA' })));
    const { result } = renderHook(() => useCaptcha(true), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => result.current.refresh());
    act(() => result.current.reload());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });
});
