import type { memberInfo, MemberInfoValue } from '@monsoon/contracts/member';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

/** The logged-in account (wire reference §4). */
export type MemberInfo = MemberInfoValue;

const memberInfoCall = wireCall<typeof memberInfo>({
  paths: ['/wps/member/info'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
});

/** Member info of a token; `version` comes from the session store (`reloadMember`). */
export const memberInfoQuery = (token: string, version: number) =>
  queryOptions({
    queryKey: ['member', 'info', token, version],
    queryFn: ({ signal }) => callApi(memberInfoCall, { signal }),
    staleTime: Infinity,
    retry: false,
  });
