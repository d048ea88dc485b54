import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_THROTTLE_MS, useInfiniteScroll } from './use-infinite-scroll';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
/** The observers the hook has made, newest last; `show` tells the live ones what the screen shows. */
let observers: { callback: Callback; disconnected: boolean }[] = [];
const show = (isIntersecting = true) =>
  act(() =>
    observers.filter((o) => !o.disconnected).forEach((o) => o.callback([{ isIntersecting }])),
  );

function List({
  onReach,
  enabled = true,
  page = 1,
}: {
  onReach: () => void;
  enabled?: boolean;
  page?: number;
}) {
  const marker = useInfiniteScroll<HTMLDivElement>(onReach, { enabled, watch: page });
  return <div ref={marker} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: Callback; disconnected: boolean };
      constructor(callback: Callback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useInfiniteScroll (spec §9: throttle 200 ms, distance 0)', () => {
  it('loads when the end of the list reaches the screen, not before', () => {
    const onReach = vi.fn();
    render(<List onReach={onReach} />);
    show(false);
    expect(onReach).not.toHaveBeenCalled();
    show();
    expect(onReach).toHaveBeenCalledOnce();
  });

  it('loads at most once per 200 ms however often the end is seen', () => {
    expect(INFINITE_SCROLL_THROTTLE_MS).toBe(200);
    const onReach = vi.fn();
    render(<List onReach={onReach} />);
    show();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    show();
    show();
    expect(onReach).toHaveBeenCalledTimes(1);
    // The held load happens once, 200 ms after the first.
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(onReach).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onReach).toHaveBeenCalledTimes(2);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onReach).toHaveBeenCalledTimes(2);
  });

  it('a short page that leaves the end on screen asks again, still 200 ms apart', () => {
    const onReach = vi.fn();
    const { rerender } = render(<List onReach={onReach} page={1} />);
    show();
    rerender(<List onReach={onReach} page={2} />);
    expect(observers[0]?.disconnected).toBe(true);
    show();
    expect(onReach).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onReach).toHaveBeenCalledTimes(2);
  });

  it('loads nothing while disabled (last page reached or a load running)', () => {
    const onReach = vi.fn();
    const { rerender } = render(<List onReach={onReach} enabled={false} />);
    expect(observers).toEqual([]);
    rerender(<List onReach={onReach} enabled />);
    show();
    expect(onReach).toHaveBeenCalledOnce();
    // A second sighting is held for the throttle; disabling drops it.
    show();
    rerender(<List onReach={onReach} enabled={false} />);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onReach).toHaveBeenCalledOnce();
  });
});
