import type { getAnnouncements, PopupExecution } from '@monsoon/contracts/content';
import { wireCall } from '@/lib/wire-call';

/** The announcement feed call, wire facts only: imported by src/boot.ts as well. */
export const announcementsCall = wireCall<typeof getAnnouncements>({
  paths: ['/wps/relay/MCSFE_getListAnnouncements', '/wps/relay/CCSFE_getListAnnouncements'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'optional',
});

/** The feed types the shell reads: banners, marquee, popups, promotion items. */
export const feedTypes = 'B,PL,PU,PR';

/** The feed's query: the web platform, popups restricted to `execution`. */
export const announcementsQueryFields = (execution: PopupExecution) =>
  ({ types: feedTypes, platform: 'W', execution }) as const;

/** Which popups apply: B for visitors, F on a first login, A otherwise (spec §2). */
export function popupExecution(token: string | null, firstLogin: boolean): PopupExecution {
  if (!token) return 'B';
  return firstLogin ? 'F' : 'A';
}
