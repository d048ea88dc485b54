import type { helpCenter } from '@monsoon/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

const helpCenterCall = wireCall<typeof helpCenter>({
  paths: ['/wps/system/helpCenter'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
});

/** Help-centre topics in `language` (GET /wps/system/helpCenter?lang&device=WEB). */
export const helpCenterQuery = (language: string) =>
  queryOptions({
    queryKey: ['help-center', language],
    queryFn: ({ signal }) =>
      callApi(helpCenterCall, { query: { lang: language, device: 'WEB' }, signal }),
    staleTime: 10 * 60_000,
  });

/** The help topics for the current language. */
export function useHelpCenter() {
  const { i18n } = useTranslation();
  return useQuery(helpCenterQuery(i18n.language.toUpperCase()));
}
