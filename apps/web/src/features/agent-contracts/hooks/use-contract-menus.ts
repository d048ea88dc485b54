import { useQuery } from '@tanstack/react-query';
import { useWhitelabelFlags } from '@/lib/api/system-status';
import { trialType, useSessionStore } from '@/stores/session-store';
import { consolidatedFundsQuery } from '@/features/agent-contracts/api/get-consolidated-funds';
import {
  contractMenusOf,
  noContractMenus,
  type ContractMenus,
} from '@/features/agent-contracts/lib/contract-flags';

/**
 * Which contract pages the agent centre shows (spec §2): none unless AGENTPOLICY3 is on and the member
 * is no trial account; then each kind's `*info*` flag of the consolidated funds answer.
 */
export function useContractMenus(): ContractMenus {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const on = useWhitelabelFlags().AGENTPOLICY3 === true && token !== null && isAgent !== trialType;
  const funds = useQuery({
    ...consolidatedFundsQuery(),
    enabled: on,
    select: contractMenusOf,
  });
  return on && funds.data ? funds.data : noContractMenus;
}
