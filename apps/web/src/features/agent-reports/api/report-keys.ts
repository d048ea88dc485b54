import type {
  IncomeQuery,
  TeamBettingQuery,
  TeamOverviewQuery,
  TeamTransactionsQuery,
  UserProfitQuery,
} from '@monsoon/contracts/agent-reports';

/** Query keys of the agent centre's reports (style §18): one factory for every hook and invalidation. */
export const reportKeys = {
  all: ['agent-reports'] as const,
  overview: (q: Partial<TeamOverviewQuery>) => [...reportKeys.all, 'overview', q] as const,
  betting: (q: Partial<TeamBettingQuery>) => [...reportKeys.all, 'betting', q] as const,
  profit: (q: Partial<UserProfitQuery>) => [...reportKeys.all, 'profit', q] as const,
  income: (q: Partial<IncomeQuery>) => [...reportKeys.all, 'income', q] as const,
  transactions: (q: Partial<TeamTransactionsQuery>) =>
    [...reportKeys.all, 'transactions', q] as const,
  notices: () => [...reportKeys.all, 'notices'] as const,
};
