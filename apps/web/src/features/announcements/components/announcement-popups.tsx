import { useEffect, useRef } from 'react';
import { useAnnouncements } from '@/features/announcements/hooks/use-announcements';
import { whenIdle } from '@/lib/idle';
import { sessionStore } from '@/lib/storage';
import { useLinkTokenStore } from '@/stores/link-token-store';
import { openModal, useModalStore } from '@/stores/modal-store';
import { selectLoggedIn, useSessionStore } from '@/stores/session-store';

/** Whether this page has already decided on its first popup (module state: one page, one decision). */
const page = { firstDecisionMade: false };

/**
 * Opens the announcement popup once per tab (spec §2, wire §8): B popups for visitors, A after login
 * (F on a first login). Closing it is remembered in sessionStorage USER_POPUP / ANONYMOUS_POPUP.
 * The page's first popup opens once the browser is idle after the page has painted, so its code (the
 * modal, DOMPurify) never delays the first paint of the page under it; later ones (after a login or a
 * logout) open at once.
 */
export function AnnouncementPopups() {
  const feed = useAnnouncements();
  const token = useSessionStore((s) => s.token);
  const loggedIn = useSessionStore(selectLoggedIn);
  const clearLoginFlags = useSessionStore((s) => s.clearLoginFlags);
  // A forced password change comes first: the popup waits until that modal is gone.
  const changingPassword = useModalStore((s) => s.stack.some((m) => m.name === 'changePassword'));
  // So does the question of a sign-in link: its answer decides whose popups these are.
  const linkWaiting = useLinkTokenStore((s) => s.token !== null);
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!feed.data || feed.isFetching || changingPassword || linkWaiting) return;
    if (token && !loggedIn) return; // wait for member info
    const key = token ? 'userPopup' : 'anonymousPopup';
    const occasion = `${key}:${token ?? ''}`;
    if (shownFor.current === occasion) return;
    const items = feed.data.popup.map((p) => ({ id: p.id, title: p.title, content: p.content }));
    if (items.length === 0 || sessionStore.get(key) === '1') {
      page.firstDecisionMade = true;
      shownFor.current = occasion;
      if (token) clearLoginFlags();
      return;
    }
    const open = () => {
      page.firstDecisionMade = true;
      shownFor.current = occasion;
      openModal('announcement', {
        items,
        onClosed: () => {
          sessionStore.set(key, '1');
          if (token) clearLoginFlags();
        },
      });
    };
    if (page.firstDecisionMade) {
      open();
      return;
    }
    // Cancelled (and decided again) when anything above changes before the browser is idle.
    return whenIdle(open);
  }, [feed.data, feed.isFetching, changingPassword, linkWaiting, token, loggedIn, clearLoginFlags]);
  return null;
}
