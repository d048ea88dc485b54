import type { JobDefinition } from '@/jobs/boss.ts';
import type { FactsService } from './facts.service.ts';

/** Every minute, each process runs the fact consumers until they have caught up (one worker at a time each). */
export const factConsumersJob = (facts: Pick<FactsService, 'consumeAll'>): JobDefinition => ({
  name: 'fact-consumers',
  cron: '* * * * *',
  run: async () => {
    await facts.consumeAll();
  },
});
