import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown for "send code" buttons: `start(n)` counts n down to 0. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((n: number) => {
    setSeconds(n);
    setEndsAt(n > 0 ? Date.now() + n * 1000 : null);
  }, []);
  return { seconds, start };
}
