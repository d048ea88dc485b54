import { memberIcons } from '@monsoon/contracts/member';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { securityKeys } from './security-keys';

/** The preset avatars and the current one: GET /wps/member/info/icon. */
export const memberIconsQuery = () =>
  queryOptions({
    queryKey: securityKeys.icons(),
    queryFn: ({ signal }) => callApi(memberIcons, { signal }),
    staleTime: Infinity,
  });
