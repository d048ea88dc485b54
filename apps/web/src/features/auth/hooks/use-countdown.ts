import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '@/features/auth/lib/timing';

/** A seconds countdown (SMS buttons): `start(n)` counts n down to 0, one tick per second. */
export function useCountdown(): {
  seconds: number;
  start: (seconds: number) => void;
  reset: () => void;
} {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = secondsLeft(endsAt, Date.now());
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
  const reset = useCallback(() => {
    setEndsAt(null);
    setSeconds(0);
  }, []);
  return { seconds, start, reset };
}
