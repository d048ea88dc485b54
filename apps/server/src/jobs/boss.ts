import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_SCHEMA } from '@/db/app-role.ts';
import type { DatabaseHandle } from '@/db/client.ts';
import { sqlStateOf } from '@/lib/db-errors.ts';

/**
 * pg-boss's queue creation takes locks in an order that deadlocks when several server processes start
 * at the same moment on a fresh database (seen with three processes): the loser retries.
 */
async function retryDeadlock<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (sqlStateOf(err)?.code !== '40P01' || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}

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
    schema: JOB_SCHEMA,
    supervise: true,
    schedule: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await retryDeadlock(() => boss.start());
  for (const job of jobs) {
    await retryDeadlock(() => boss.createQueue(job.name));
    await retryDeadlock(() => boss.schedule(job.name, job.cron));
    await boss.work(job.name, async () => {
      const started = Date.now();
      await job.run();
      log.info({ job: job.name, ms: Date.now() - started }, 'job done');
    });
  }
  return boss;
}
