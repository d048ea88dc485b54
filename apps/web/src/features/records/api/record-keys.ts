import type { BetRecordsQuery, PersonalProfitQuery } from '@monsoon/contracts/records';

/** Query keys of the betting records and P&L pages (style §18). */
export const recordKeys = {
  all: ['records'] as const,
  bets: (filter: Partial<BetRecordsQuery>) => [...recordKeys.all, 'bets', filter] as const,
  profit: (filter: Partial<PersonalProfitQuery>) => [...recordKeys.all, 'profit', filter] as const,
};
