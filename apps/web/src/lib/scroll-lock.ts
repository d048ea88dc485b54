/** Freezes page scrolling while at least one modal or drawer holds the lock. */
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Takes a hold; returns the release function. */
export function lockScroll(): () => void {
  holders += 1;
  if (holders === 1) {
    const body = document.body;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    document.documentElement.dataset.scrollLocked = 'true';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      document.body.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
      delete document.documentElement.dataset.scrollLocked;
      saved = null;
    }
  };
}

/** True while any holder froze the page. */
export const isScrollLocked = (): boolean => holders > 0;
