import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '@/jobs/boss.ts';
import { sqlStateOf } from '@/lib/db-errors.ts';
import { rowsOf } from '@/lib/sql-rows.ts';
import { openTestDatabase } from '@/test/test-app.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { APP_ROLE, checkServingRole } from './app-role.ts';

/**
 * design/money.md §15, docs/decisions/0029: the server serves as monsoon_app, never as the owner,
 * on both databases; pg-boss works under that role in its own schema. (What the role may not do to
 * the money records: modules/wallet/ledger-guards.api.test.ts.)
 */
let database: DatabaseHandle;
let asOwner: Awaited<ReturnType<typeof openTestDatabase>>['asOwner'];
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, asOwner, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** A transaction's connection as `checkServingRole` reads it. */
const querying = (db: Database) => ({
  query: async (text: string) => ({ rows: rowsOf(await db.execute(sql.raw(text))) }),
});

describe('the server role', () => {
  it('serves as monsoon_app, not a superuser', async () => {
    expect(await checkServingRole(database, true)).toEqual({ role: APP_ROLE, warning: null });
  });

  it('a superuser connection is refused in production and warned about elsewhere', async () => {
    await expect(asOwner((db) => checkServingRole(querying(db), true))).rejects.toThrow(
      /superuser/,
    );
    const answer = await asOwner((db) => checkServingRole(querying(db), false));
    expect(answer.warning).toMatch(/superuser/);
  });

  it('cannot become the owner on PostgreSQL; on PGlite the one session could (the documented limit)', async () => {
    const { rows } = await database.query(
      'select session_user::text as session, current_user::text as current',
    );
    if (database.kind === 'postgres') {
      expect(rows[0]).toEqual({ session: APP_ROLE, current: APP_ROLE });
      const error = await database.query('set role postgres').then(
        () => null,
        (err: unknown) => err,
      );
      expect(sqlStateOf(error)?.code).toBe('42501');
    } else {
      // PGlite is single-user: the session user is the owner and SET ROLE only narrows it.
      expect(rows[0]).toEqual({ session: 'postgres', current: APP_ROLE });
    }
  });

  it('runs pg-boss in its own schema: a queue is created, a job sent and read back', async () => {
    const silent = { error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
    const boss = await startJobs(
      database,
      [{ name: 'role-check', cron: '0 0 1 1 *', run: async () => {} }],
      silent,
    );
    try {
      const id = await boss.send('role-check', { n: 1 });
      expect(id).toEqual(expect.any(String));
      expect(await boss.getJobById('role-check', id ?? '')).toMatchObject({ data: { n: 1 } });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    const { rows } = await database.query(
      `select count(*)::int as n from pg_class where relnamespace = 'pgboss'::regnamespace
         and relkind in ('r', 'p') and relowner <> '${APP_ROLE}'::regrole`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});
