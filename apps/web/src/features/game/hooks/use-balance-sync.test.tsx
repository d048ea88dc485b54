import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBalanceSync } from './use-balance-sync';

function Frame() {
  const ref = useRef<HTMLIFrameElement>(null);
  useBalanceSync(ref);
  return <iframe ref={ref} title="game" />;
}

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const view = render(
    <QueryClientProvider client={client}>
      <Frame />
    </QueryClientProvider>,
  );
  const frame = view.container.querySelector('iframe');
  return { invalidate, view, frame };
}

const balanceRefreshes = (spy: ReturnType<typeof setup>['invalidate']) =>
  spy.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === '["wallet","balance"]')
    .length;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useBalanceSync', () => {
  it('refreshes the balance once for a burst of messages from the game frame', () => {
    const { invalidate, frame } = setup();
    act(() => {
      for (let i = 0; i < 3; i++)
        window.dispatchEvent(
          new MessageEvent('message', { data: 'round', source: frame?.contentWindow ?? null }),
        );
      vi.advanceTimersByTime(1_000);
    });
    expect(balanceRefreshes(invalidate)).toBe(1);
  });

  it('ignores messages from other windows', () => {
    const { invalidate } = setup();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'round', source: window }));
      vi.advanceTimersByTime(1_000);
    });
    expect(balanceRefreshes(invalidate)).toBe(0);
  });

  it('refreshes when the window regains focus and when the game page closes', () => {
    const { invalidate, view } = setup();
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
      vi.advanceTimersByTime(1_000);
    });
    expect(balanceRefreshes(invalidate)).toBe(1);
    view.unmount();
    expect(balanceRefreshes(invalidate)).toBe(2);
  });
});
