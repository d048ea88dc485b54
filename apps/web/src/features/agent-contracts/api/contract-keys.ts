import type { ContractKind } from '@monsoon/contracts/agent-contracts';

/** What the earnings list asks for: a kind, a range (absent: the server's default) and a page. */
export interface EarningsFilter {
  kind: ContractKind;
  startDate?: string;
  endDate?: string;
  pageNo: number;
}

/** Query keys of agent contracts (style §18): used by the hooks and every invalidation. */
export const contractKeys = {
  all: ['agentContracts'] as const,
  /** The consolidated funds answer: the contract request and menu flags. */
  funds: () => [...contractKeys.all, 'funds'] as const,
  /** The member's own contract of a kind and what waits for its answer (the prompt call's `info`). */
  mine: (kind: ContractKind) => [...contractKeys.all, 'mine', kind] as const,
  /** The agent's contract of a kind with its direct downlines'. */
  downlines: (kind: ContractKind) => [...contractKeys.all, 'downlines', kind] as const,
  earnings: (filter: EarningsFilter) => [...contractKeys.all, 'earnings', filter] as const,
};
