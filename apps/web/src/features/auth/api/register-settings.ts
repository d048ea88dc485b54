import { registerSettings } from '@monsoon/contracts/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** GET /wps/system/setting/register: the merchant's register field validators. */
export const getRegisterSettings = (signal?: AbortSignal) =>
  callApi(registerSettings, signal ? { signal } : {});

/** The validators, fetched once per page (the status payload carries a copy used meanwhile). */
export const registerSettingsQuery = queryOptions({
  queryKey: ['auth', 'register-settings'],
  queryFn: ({ signal }) => getRegisterSettings(signal),
  staleTime: 10 * 60_000,
});

/** The validators from the register settings call. */
export const useRegisterSettings = () => useQuery(registerSettingsQuery);
