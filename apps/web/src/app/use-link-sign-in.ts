import { useEffect } from 'react';
import { useLinkTokenStore } from '@/stores/link-token-store';

/**
 * Answers the page's `?token=` sign-in link once the site runs (status 0): the auth feature asks the
 * visitor (its code loads only for such a page). A failure to load it forgets the link: never adopted
 * unasked.
 */
export function useLinkSignIn(siteRunning: boolean): void {
  const token = useLinkTokenStore((s) => s.token);
  useEffect(() => {
    if (!siteRunning || !token) return;
    import('@/features/auth/lib/link-sign-in')
      .then((m) => m.answerLinkSignIn(token))
      .catch(() => useLinkTokenStore.getState().forget());
  }, [siteRunning, token]);
}
