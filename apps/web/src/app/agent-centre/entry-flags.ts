import { agentCentrePages, type AgentCentrePage } from '@/config/paths';
import type { ContractMenuFlags } from '@/lib/api/contract-flags';

/**
 * The pages shown only when a contract flag is on (spec §2: dividend when the contract feature is
 * enabled, daily salary when salary is, hourly and real-time salary when each is; docs/decisions/0069).
 */
export const pageFlags: Partial<Record<AgentCentrePage, keyof ContractMenuFlags>> = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'dailySalary',
  agentHourSalary: 'hourlySalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/** The registered pages whose flag (if any) is on, in the menu's order. */
export function shownAgentPages(
  registered: readonly AgentCentrePage[],
  flags: ContractMenuFlags,
): AgentCentrePage[] {
  return agentCentrePages.filter((page) => {
    if (!registered.includes(page)) return false;
    const flag = pageFlags[page];
    return flag === undefined || flags[flag];
  });
}
