import type { PopupExecution } from '@monsoon/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { announcementsCall, announcementsQueryFields } from './announcements-call';

/**
 * The announcement feed of the web platform in `language`; popups restricted to `execution`
 * (B visitors, A after login, F first login). `token` keys member feeds apart. `early`: hands out the
 * answer src/boot.ts already asked for (once; a retry fetches anew).
 */
export const announcementsQuery = (
  language: string,
  execution: PopupExecution,
  token: string | null,
  early?: () => Promise<Response> | undefined,
) =>
  queryOptions({
    queryKey: ['announcements', language, execution, token],
    queryFn: ({ signal }) => {
      const response = early?.();
      return callApi(announcementsCall, {
        query: announcementsQueryFields(execution),
        signal,
        ...(response ? { response } : {}),
      });
    },
    staleTime: 5 * 60_000,
  });
