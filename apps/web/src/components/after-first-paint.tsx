import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/idle';

/**
 * Renders `children` once the browser is idle after the page has painted. For parts that are below
 * the fold on a first load or float over the page (the footer, the floating bar): the first paint,
 * its commit and its layout then do not wait for them. Only for content that nothing else is laid
 * out under, so that it appears without moving anything. Rendered as a transition: in slices that
 * leave the browser free to handle input.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setShown(true))), []);
  return shown ? children : null;
}
