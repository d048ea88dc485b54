import type { ContractKind } from '@monsoon/contracts/agent-contracts';

/** The agent-centre page id of each contract kind (wire reference §10.2). */
export const contractPageOf = {
  dividend: 'agentDividendRecordCopy2',
  daily: 'agentDailyWages2',
  hourly: 'agentHourSalary',
  realtime: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, string>;

/** An agent-centre page id of a contract page. */
export type ContractPageId = (typeof contractPageOf)[ContractKind];
