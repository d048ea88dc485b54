import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { APP_ROLE, ensureAppRole, grantAppRole } from './app-role.ts';
import { acquireDirLock } from './dir-lock.ts';

export type Schema = typeof schema;
/** The Drizzle handle shared by PGlite and PostgreSQL: repositories are written against this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A connected database with raw SQL access (for pg-boss and checks) and a close function. */
export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs raw SQL with positional parameters; used by pg-boss and maintenance code. */
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Applies the forward-only migrations as the owner, creating the server's role when missing and
   * granting it what it may do; safe when several processes start together.
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Advisory lock key so that server processes starting together migrate one at a time. */
const MIGRATION_LOCK = 72_410_001;

/**
 * PostgreSQL: `url` is the connection the handle serves through (the server's role), `ownerUrl` the
 * owner's that `migrate` uses (default: `url`), `appPassword` the password a created role gets.
 * PGlite: one session, switched to the server's role once migrated (`SET ROLE`, decision 0029).
 */
export type DatabaseSource =
  | { url: string; ownerUrl?: string; appPassword?: string }
  | { dataDir: string }
  | { pglite: PGlite };

/** Opens PGlite (file-backed, lock-guarded, or a given instance) or a PostgreSQL pool. */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if ('url' in source) {
    const pool = new pg.Pool({ connectionString: source.url, max: 20 });
    // An idle client dropped by the server (restart, terminate) is removed from the pool; the next
    // query opens a new one. Without a listener the event would crash the process.
    pool.on('error', (err) => process.emitWarning(`idle database connection lost: ${err.message}`));
    const db = drizzlePg({ client: pool, schema });
    return {
      kind: 'postgres',
      db,
      query: async (text, values) => pool.query(text, values),
      migrate: async () => {
        const owner = new pg.Client({ connectionString: source.ownerUrl ?? source.url });
        await owner.connect();
        try {
          await owner.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          const run = (text: string) => owner.query(text);
          await ensureAppRole(run, source.appPassword);
          await migratePg(drizzlePg({ client: owner, schema }), { migrationsFolder });
          await grantAppRole(run);
        } finally {
          // Closing the session releases the advisory lock too.
          await owner.end();
        }
      },
      close: () => pool.end(),
    };
  }
  let release = () => {};
  let client: PGlite;
  if ('dataDir' in source) {
    mkdirSync(path.dirname(path.resolve(source.dataDir)), { recursive: true });
    release = acquireDirLock(`${source.dataDir}.lock`);
    try {
      client = await PGlite.create(source.dataDir);
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = source.pglite;
  }
  const db = drizzlePglite({ client, schema });
  // One session for everything: it acts as the server's role whenever that role exists (a migrated
  // database); only `migrate` steps back to the owner. SET ROLE can be undone by any SQL in the session,
  // so on PGlite the role guards against mistakes, not against an attacker (decision 0029).
  const enterAppRole = async () => {
    const found = await client.query(`select 1 from pg_roles where rolname = '${APP_ROLE}'`);
    if (found.rows.length > 0) await client.exec(`set role ${APP_ROLE}`);
  };
  await enterAppRole();
  return {
    kind: 'pglite',
    db,
    // Without parameters use the simple protocol: pg-boss sends several statements in one text.
    query: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: async () => {
      await client.exec('reset role');
      try {
        const run = async (text: string) => ({
          rows: (await client.exec(text)).at(-1)?.rows ?? [],
        });
        await ensureAppRole(run);
        await migratePglite(db, { migrationsFolder });
        await grantAppRole(run);
      } finally {
        await enterAppRole();
      }
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}
