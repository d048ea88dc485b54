/**
 * Runs `task` once the browser is idle (after the current frame has been painted and the pending work
 * is done), at the latest after `timeoutMs`. Returns a cancel function. Browsers without
 * requestIdleCallback (Safari) wait for the next two animation frames instead, i.e. after a paint.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  let frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      task();
    });
  });
  return () => {
    if (frame) window.cancelAnimationFrame(frame);
  };
}
