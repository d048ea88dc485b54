import { affiliateCheck } from '@monsoon/contracts/register';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** GET /wps/agent/affiliate?code&domain: resolves when the invitation code is valid, throws otherwise. */
export const getAffiliateCheck = (code: string, signal?: AbortSignal) =>
  callApi(affiliateCheck, {
    query: { code, domain: window.location.hostname },
    ...(signal ? { signal } : {}),
  });

/** The check of one code (cached: the URL's code is checked once per page). */
export const affiliateCheckQuery = (code: string) =>
  queryOptions({
    queryKey: ['auth', 'affiliate', code],
    queryFn: ({ signal }) => getAffiliateCheck(code, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Checks the URL's invitation code when there is one. */
export const useAffiliateCheck = (code: string | null) =>
  useQuery({ ...affiliateCheckQuery(code ?? ''), enabled: code !== null && code !== '' });
