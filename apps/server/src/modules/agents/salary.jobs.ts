import type { JobDefinition } from '@/jobs/boss.ts';
import type { SalaryService } from './salary.service.ts';

/** Real-time salary is settled and paid every 5 minutes (spec §1), for the rounds of the windows due. */
export const realtimeSalaryJob = (salary: Pick<SalaryService, 'payRealtime'>): JobDefinition => ({
  name: 'agent-salary-realtime',
  cron: '*/5 * * * *',
  run: async () => {
    await salary.payRealtime();
  },
});

/** Hourly salary, daily salary and dividends: every 15 minutes, the periods that ended and are unpaid. */
export const periodicSalaryJob = (salary: Pick<SalaryService, 'payPeriodic'>): JobDefinition => ({
  name: 'agent-salary-periodic',
  cron: '*/15 * * * *',
  run: async () => {
    await salary.payPeriodic();
  },
});
