import { takeEarlyAnswer } from '@/boot';
import { popupExecution } from '@/features/announcements/api/announcements-call';
import { announcementsQuery } from '@/features/announcements/api/get-announcements';
import { getSystemStatus, systemStatusQuery } from '@/lib/api/system-status';
import { currentLanguageCode } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';

/** How much longer than the boot payload the first render waits for the announcement feed. */
export const feedGraceMs = 250;

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Puts the calls every page waits for into the query cache: the boot payload (/wps/system/status) and
 * the announcement feed (banners, marquee, popups) of the current language and session. src/boot.ts
 * has usually sent both already, while the app bundle was loading; their answers are used here
 * (otherwise, e.g. after a language change in another tab, they are sent now, side by side).
 * Called before React renders, after i18next has set the language (the Language header).
 *
 * Resolves (never rejects) once the boot payload has settled and the feed has settled too, or
 * `feedGraceMs` later at the latest: the first render can then draw the whole page at once.
 */
export async function prefetchBootData(): Promise<void> {
  const language = currentLanguageCode();
  const { token, firstLogin } = useSessionStore.getState();
  const execution = popupExecution(token, firstLogin);
  // Each early answer is read once: a retry of a failed call fetches anew.
  const status = queryClient.prefetchQuery({
    ...systemStatusQuery,
    queryFn: ({ signal }) =>
      getSystemStatus(signal, takeEarlyAnswer('status', { language, token })),
  });
  const feed = queryClient.prefetchQuery(
    announcementsQuery(language, execution, token, () =>
      takeEarlyAnswer('feed', { language, token, execution }),
    ),
  );
  await status;
  await Promise.race([feed, sleep(feedGraceMs)]);
}
