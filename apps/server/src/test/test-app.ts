import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app.ts';
import { loadEnv, type Env } from '@/config/env.ts';
import { asAppRole } from '@/db/app-role.ts';
import { openDatabase, type DatabaseHandle } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { ownerAccess, type AsOwner } from './owner.ts';
import { templateDbName, templateDump, testDbPrefix, withDatabase } from './template.ts';

/**
 * What every PGlite of one test worker starts from, read once per worker (the API test files share
 * their modules, decision 0063): the template unzipped and PGlite's file bundle, read and unzipped
 * once instead of for every database (about a third of the CPU of starting one).
 */
let cached: { dump: Buffer; fsBundle: Blob } | null = null;
function workerStart() {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  cached ??= {
    dump: gunzipSync(readFileSync(templateDump)),
    fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
  };
  return cached;
}

export interface TestApp {
  app: FastifyInstance;
  /** Connected as the server's role (monsoon_app), like the server. */
  database: DatabaseHandle;
  /** The tables' owner, for what the server's role may not do (corrupting rows on purpose). */
  asOwner: AsOwner;
  close(): Promise<void>;
}

/**
 * A fresh copy of the seeded template database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set),
 * served through the server's role as `main.ts` does, with the owner's access beside it.
 */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  asOwner: AsOwner;
  drop(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `${testDbPrefix}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDbName}`);
    await admin.end();
    const ownerUrl = withDatabase(url, name);
    const database = await openDatabase({ url: asAppRole(ownerUrl), ownerUrl });
    return {
      database,
      asOwner: ownerAccess(database, ownerUrl),
      drop: async () => {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const start = workerStart();
  const pglite = await PGlite.create({
    loadDataDir: new Blob([start.dump]),
    fsBundle: start.fsBundle,
  });
  const database = await openDatabase({ pglite });
  return { database, asOwner: ownerAccess(database, null), drop: async () => {} };
}

/** Builds the app on a fresh seeded database, with the dev routes on; call `close` in afterAll. */
export async function createTestApp(
  opts: { env?: Partial<Record<keyof Env, string>>; clock?: Clock; logger?: object } = {},
): Promise<TestApp> {
  const { database, asOwner, drop } = await openTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    // Parallel test files share Redis: each app counts its own rate limits.
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    // Tests read the outbox and drive the dev controls (a default app serves no /dev route).
    ENABLE_DEV_ROUTES: 'true',
    // The template's vendor MONSOON signs with the well-known demo secret (test/vendor.ts DEMO_SECRET).
    ENABLE_DEMO_WALLET_SECRET: 'true',
    ...opts.env,
  });
  const app = await buildApp({
    env,
    database,
    logger: opts.logger ?? false,
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    asOwner,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
