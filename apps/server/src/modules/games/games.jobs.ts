import type { JobDefinition } from '@/jobs/boss.ts';
import type { CatalogueSync } from './catalogue.sync.ts';

/**
 * Every 5 minutes: each enabled integration's feed is fetched and applied, and popularity (rounds of
 * the last 7 days) refreshed. Safe to run more than once: a sync applies differences, nothing else.
 */
export const catalogueSyncJob = (sync: Pick<CatalogueSync, 'syncAll'>): JobDefinition => ({
  name: 'catalogue-sync',
  cron: '*/5 * * * *',
  run: async () => {
    await sync.syncAll();
  },
});
