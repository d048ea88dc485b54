import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';

/**
 * True once the browser is idle after the page painted (the pattern of components/after-first-paint):
 * for home sections below the fold whose code and data load after the first render. Their boxes keep
 * their size meanwhile (a skeleton), so nothing moves when they arrive.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), []);
  return ready;
}
