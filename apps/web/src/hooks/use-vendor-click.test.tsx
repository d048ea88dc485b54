import type { VendorCard } from '@monsoon/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/test/i18n';
import { useModalStore } from '@/stores/modal-store';
import { useToastStore } from '@/stores/toast-store';
import { useVendorClick } from './use-vendor-click';
import { vendorCard } from '@/test/vendor-card';

const card = (over: Partial<VendorCard>): VendorCard =>
  vendorCard('STORM', { displayName: 'Storm Slots', ...over });

/** The hook on the home page, with the page's address beside it. */
function renderClick() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return { click: useVendorClick(), path: `${location.pathname}${location.search}` };
    },
    { wrapper },
  );
}

const toasts = () => useToastStore.getState().toasts.map(({ kind, text }) => ({ kind, text }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
  useModalStore.setState({ stack: [] });
});

describe('useVendorClick', () => {
  it('a vendor in maintenance stays put and says until when, for 5 seconds', () => {
    vi.useFakeTimers();
    const now = Date.now();
    const endTime = now + 3_600_000;
    const { result } = renderClick();
    act(() => result.current.click(card({ maintainTime: now - 1_000, endTime }), 'RNG'));

    const until = new Date(endTime).toLocaleString(undefined, {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    expect(toasts()).toEqual([
      { kind: 'warning', text: `Storm Slots is under maintenance until ${until}.` },
    ]);
    expect(result.current.path).toBe('/');
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(toasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(toasts()).toEqual([]);
  });

  it('a vendor whose window has ended opens its list page without a toast', () => {
    const now = Date.now();
    const { result } = renderClick();
    act(() =>
      result.current.click(card({ maintainTime: now - 2_000, endTime: now - 1_000 }), 'RNG'),
    );
    expect(toasts()).toEqual([]);
    expect(result.current.path).toBe('/rng?vassalage=STORM');
  });

  it('a vendor with no game to open says so and opens nothing', () => {
    const { result } = renderClick();
    act(() =>
      result.current.click(
        card({ vassalage: 'MS_LIVE', displayName: 'Monsoon Live', gameType: 'LIVE' }),
        'LIVE',
      ),
    );
    expect(toasts()).toEqual([
      { kind: 'warning', text: 'Monsoon Live has no game to open right now.' },
    ]);
    expect(result.current.path).toBe('/');
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it("a VASSALAGE card opens the popup of the vendor's games, even in the RNG lane", () => {
    const { result } = renderClick();
    act(() => result.current.click(card({ vassalage: 'MS_SLOTS', isGame: 'VASSALAGE' }), 'RNG'));
    expect(useModalStore.getState().stack.map((m) => [m.name, m.props])).toEqual([
      ['vendorGames', { vassalage: 'MS_SLOTS', gameType: 'RNG' }],
    ]);
    expect(result.current.path).toBe('/');
    expect(toasts()).toEqual([]);
  });
});
