/**
 * A shared clock for `useSyncExternalStore`: one interval for every subscriber, running only while
 * someone listens. `get` answers the time (epoch ms) of the last tick.
 */
export function tickingStore(periodMs: number): {
  subscribe: (listener: () => void) => () => void;
  get: () => number;
} {
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (timer === undefined) {
        now = Date.now();
        timer = setInterval(() => {
          now = Date.now();
          listeners.forEach((l) => l());
        }, periodMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    get: () => now,
  };
}
