import { useEffect, useRef } from 'react';

/** Infinite scroll (spec §9): at most one load per 200 ms, when the end marker reaches the screen (distance 0). */
export const INFINITE_SCROLL_THROTTLE_MS = 200;

/**
 * Calls `onReach` when the returned ref's element scrolls into view, throttled. `watch` re-arms the
 * observer after each page (a marker still on screen after a short page asks again).
 */
export function useInfiniteScroll<E extends Element>(
  onReach: () => void,
  options: { enabled: boolean; watch: unknown },
) {
  const marker = useRef<E>(null);
  const reach = useRef(onReach);
  const last = useRef(0);
  useEffect(() => {
    reach.current = onReach;
  }, [onReach]);
  const { enabled, watch } = options;

  useEffect(() => {
    const el = marker.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    let timer: number | undefined;
    const fire = () => {
      last.current = Date.now();
      reach.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || timer !== undefined) return;
        const wait = last.current + INFINITE_SCROLL_THROTTLE_MS - Date.now();
        if (wait <= 0) fire();
        else
          timer = window.setTimeout(() => {
            timer = undefined;
            fire();
          }, wait);
      },
      { rootMargin: '0px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [enabled, watch]);

  return marker;
}
