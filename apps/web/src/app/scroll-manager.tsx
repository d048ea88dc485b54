import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the hash target, or to the top, on every navigation (spec §2). */
export function ScrollManager() {
  const { pathname, hash, search } = useLocation();
  useEffect(() => {
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      // The target may render after lazy content: try again on the next frames.
      let tries = 0;
      const seek = () => {
        const el = document.getElementById(id);
        if (el) el.scrollIntoView({ block: 'start' });
        else if (tries++ < 30) window.requestAnimationFrame(seek);
      };
      seek();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash, search]);
  return null;
}
