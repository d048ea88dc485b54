import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@/db/client.ts';

/** A background job: a queue name, a cron schedule, and its work. Safe to run more than once. */
export interface JobDefinition {
  name: string;
  cron: string;
  run(): Promise<void>;
}

/** Starts pg-boss on the application database (PGlite through its SQL adapter, or PostgreSQL). */
export async function startJobs(
  database: DatabaseHandle,
  jobs: readonly JobDefinition[],
  log: FastifyBaseLogger,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.query(text, values) },
    schema: 'pgboss',
    supervise: true,
    schedule: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => {
      const started = Date.now();
      await job.run();
      log.info({ job: job.name, ms: Date.now() - started }, 'job done');
    });
  }
  return boss;
}
