import type { AgentCentrePage } from '@/config/paths';

/**
 * The agent-centre pages the site has. A page is registered by adding its key here and its entry in
 * `pages.tsx` (TypeScript refuses one without the other); kept apart from the entries so that the
 * first load carries only these names. The salary pages join as they are built.
 */
export const registeredAgentPages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const satisfies readonly AgentCentrePage[];
export type RegisteredAgentPage = (typeof registeredAgentPages)[number];
