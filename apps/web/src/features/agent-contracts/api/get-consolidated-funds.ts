import { consolidatedFunds } from '@monsoon/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { storeMenuFlags } from '@/features/agent-contracts/lib/contract-flags';
import { contractKeys } from './contract-keys';

/** How often the contract flags are read again while a member is on the site. */
export const CONTRACT_FLAGS_REFRESH_MS = 60_000;

/**
 * Balance and contract flags: GET /wps/member/info/funds/consolidated (wire reference §10.1). Every
 * answer also writes the menu flags into sessionStorage (`enableContract`, `enableSalary`).
 */
export async function getConsolidatedFunds(signal?: AbortSignal) {
  const funds = await callApi(consolidatedFunds, { signal });
  storeMenuFlags(funds);
  return funds;
}

/** The consolidated funds answer, read again every minute while the site is open. */
export const consolidatedFundsQuery = () =>
  queryOptions({
    queryKey: contractKeys.funds(),
    queryFn: ({ signal }) => getConsolidatedFunds(signal),
    staleTime: 30_000,
    refetchInterval: CONTRACT_FLAGS_REFRESH_MS,
  });
