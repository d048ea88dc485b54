import type { SystemStatusValue, WhitelabelNode } from '@monsoon/contracts/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, setMerchantFallback } from '@/lib/api-client';
import { systemStatusCall, systemStatusQueryFields } from '@/lib/api/system-status-call';
import { sessionStore } from '@/lib/storage';

/** Flattens the whitelabel tree into `{ modId: enabled }` (wire reference §8). */
export function flattenWhitelabel(
  nodes: readonly WhitelabelNode[],
  into: Record<string, boolean> = {},
): Record<string, boolean> {
  for (const node of nodes) {
    into[node.modId] = node.enabled === '1';
    flattenWhitelabel(node.childrenNodes, into);
  }
  return into;
}

/**
 * Loads the boot payload and records the merchant code for the Merchant header. `response`: the answer
 * when src/boot.ts already asked for it.
 */
export async function getSystemStatus(
  signal?: AbortSignal,
  response?: Promise<Response>,
): Promise<SystemStatusValue> {
  const value = await callApi(systemStatusCall, {
    query: systemStatusQueryFields(),
    ...(signal ? { signal } : {}),
    ...(response ? { response } : {}),
  });
  setMerchantFallback(value.merchant.code);
  if (!sessionStore.get('merchant')) sessionStore.set('merchant', value.merchant.code);
  if (!sessionStore.get('merchantCode')) sessionStore.set('merchantCode', value.merchant.code);
  return value;
}

/** The boot payload: fetched once per page (its flags rarely change). */
export const systemStatusQuery = queryOptions({
  queryKey: ['system', 'status'],
  queryFn: ({ signal }) => getSystemStatus(signal),
  staleTime: 5 * 60_000,
});

/** The boot payload once loaded (undefined while loading). */
export const useSystemStatus = () => useQuery(systemStatusQuery);

/** The site settings (flags of spec §6) once the status loaded. */
export function useSiteSettings(): SystemStatusValue['info']['settings'] | undefined {
  return useQuery({ ...systemStatusQuery, select: (s) => s.info.settings }).data;
}

/** The merchant block of the status (code, currency symbol, languages, theme). */
export function useMerchant(): SystemStatusValue['merchant'] | undefined {
  return useQuery({ ...systemStatusQuery, select: (s) => s.merchant }).data;
}

/** The whitelabel module switches as a map; `flags.MOBILENUMREG3` etc. Empty until loaded. */
export function useWhitelabelFlags(): Readonly<Record<string, boolean>> {
  return (
    useQuery({ ...systemStatusQuery, select: (s) => flattenWhitelabel(s.info.whitelabel) }).data ??
    {}
  );
}
