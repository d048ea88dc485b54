import type { AgentCentrePage } from '@/config/paths';

/** The menu label key (agent namespace, `menu.*`) of each page, in the spec's words (§2). */
export const agentCentreLabelKeys = {
  agentAnnouncement: 'announcement',
  agentTeamOverview: 'teamOverview',
  registerCenter: 'registerCenter',
  downlineManagmentView: 'teamManagement',
  personalHistoryCopy: 'teamBetting',
  palStatementsAgentCopy: 'userProfitLoss',
  agentRevenueReport: 'myIncome',
  agentDownlineTransactionDetailsCopy: 'transactionDetails',
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'dailySalary',
  agentHourSalary: 'hourlySalary',
  agentRealtimeSalary: 'realtimeSalary',
} as const satisfies Record<AgentCentrePage, string>;
