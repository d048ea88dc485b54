import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A name for this test run (`MONSOON_TEST_RUN`, letters and digits), so that several runs on one machine
 * keep their own templates and databases; empty for the usual single run.
 */
const run = (process.env.MONSOON_TEST_RUN ?? '')
  .replace(/[^a-z0-9]/gi, '')
  .toLowerCase()
  .slice(0, 20);

/** Where the migrated and seeded PGlite template of a test run is dumped. */
export const templateDump = path.join(
  fileURLToPath(new URL('../../../../.test-data', import.meta.url)),
  run ? `pglite-template-${run}.tar.gz` : 'pglite-template.tar.gz',
);
export const ensureTemplateDir = () => mkdirSync(path.dirname(templateDump), { recursive: true });

/** The PostgreSQL template database of this run (when TEST_DATABASE_URL is set). */
export const templateDbName = run ? `monsoon_run_${run}_template` : 'monsoon_test_template';

/** The prefix of this run's PostgreSQL test databases (the teardown drops them all). */
export const testDbPrefix = run ? `monsoon_run_${run}_` : 'monsoon_test_';

/** A connection URL to another database on the same server. */
export const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
