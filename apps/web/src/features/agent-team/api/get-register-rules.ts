import { registerSettings } from '@monsoon/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** The merchant's username and password rules: GET /wps/system/setting/register. */
export const registerRulesQuery = () =>
  queryOptions({
    queryKey: teamKeys.registerRules(),
    queryFn: ({ signal }) => callApi(registerSettings, { signal }),
    staleTime: 10 * 60_000,
  });
