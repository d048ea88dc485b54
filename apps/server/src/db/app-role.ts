import PgBoss from 'pg-boss';

/**
 * The server's database role (design/money.md §15, docs/decisions/0029). Migrations run as the owner of
 * the tables; the server serves as `monsoon_app`, a login role without superuser rights that cannot
 * UPDATE, DELETE or TRUNCATE the money records (`monsoon_app_grants()`, migration 0010).
 */
export const APP_ROLE = 'monsoon_app';

/** Runs one SQL text as the owner. */
type OwnerSql = (text: string) => Promise<unknown>;

/** A SQL string literal (standard_conforming_strings: only quotes are doubled). */
const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/**
 * Creates the role when missing (the owner needs CREATEROLE; a password only where the server logs in
 * with one). Safe when several processes or test files run it at once: the loser's duplicate is ignored.
 */
export async function ensureAppRole(run: OwnerSql, password?: string): Promise<void> {
  const withPassword = password ? ` PASSWORD ${literal(password)}` : '';
  await run(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
      CREATE ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS${withPassword};
    END IF;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END $$`);
}

/** The schema of pg-boss's queues. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Gives the role what it may do on the tables as they are now (run after every migration). pg-boss's
 * schema is installed here by the owner when missing, then handed to the role: pg-boss's own install
 * begins with CREATE SCHEMA IF NOT EXISTS, which needs a right the role does not have.
 */
export async function grantAppRole(
  run: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<void> {
  const { rows } = await run(
    `SELECT to_regclass('${JOB_SCHEMA}.version') IS NOT NULL AS installed`,
  );
  if (rows[0]?.['installed'] !== true) await run(PgBoss.getConstructionPlans(JOB_SCHEMA));
  await run('SELECT monsoon_app_grants()');
}

/** The same connection URL logged in as the server's role (the demo's fallback: trust or a password). */
export function asAppRole(url: string, password?: string): string {
  const u = new URL(url);
  u.username = APP_ROLE;
  u.password = password ?? '';
  return u.toString();
}

/**
 * Whether the server may serve through this connection: a role that can bypass the ledger's guards
 * (a superuser) is refused in production and answered with a warning elsewhere (a developer pointing
 * DATABASE_URL and DATABASE_OWNER_URL at one superuser).
 */
export async function checkServingRole(
  database: { query(text: string): Promise<{ rows: Record<string, unknown>[] }> },
  production: boolean,
): Promise<{ role: string; warning: string | null }> {
  const { rows } = await database.query(
    'select current_user::text as role, rolsuper as superuser from pg_roles where rolname = current_user',
  );
  const role = String(rows[0]?.['role']);
  if (rows[0]?.['superuser'] !== true) return { role, warning: null };
  const message = `the server's database role ${role} is a superuser: the ledger's guards do not bind it`;
  if (production) throw new Error(message);
  return { role, warning: message };
}

/** The connections of a PostgreSQL deployment: the server's and the owner's (migrations). */
export interface DatabaseUrls {
  appUrl: string;
  ownerUrl: string;
}

/**
 * `DATABASE_OWNER_URL` set: migrations use it and the server serves through `DATABASE_URL` as given.
 * Unset (the demo, CI): `DATABASE_URL` is the owner's, and the server serves through the same URL
 * logged in as `monsoon_app` (with `DATABASE_APP_PASSWORD` when set).
 */
export function databaseUrls(env: {
  DATABASE_URL?: string | undefined;
  DATABASE_OWNER_URL?: string | undefined;
  DATABASE_APP_PASSWORD?: string | undefined;
}): DatabaseUrls | null {
  if (!env.DATABASE_URL) return null;
  if (env.DATABASE_OWNER_URL) return { appUrl: env.DATABASE_URL, ownerUrl: env.DATABASE_OWNER_URL };
  return {
    appUrl: asAppRole(env.DATABASE_URL, env.DATABASE_APP_PASSWORD),
    ownerUrl: env.DATABASE_URL,
  };
}
