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
 * is no trial account; then each kind's `*info*` flag of the consolidated funds answer (the member holds
 * a contract of the kind or has offered one below), unless the kind's module is switched off.
 */
export function useContractMenus(): ContractMenus {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const switches = useWhitelabelFlags();
  const on = switches.AGENTPOLICY3 === true && token !== null && isAgent !== trialType;
  const funds = useQuery({ ...consolidatedFundsQuery(), enabled: on });
  return on && funds.data ? contractMenusOf(funds.data, switches) : noContractMenus;
}
