import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the migrated and seeded PGlite template of a test run is dumped. */
export const templateDump = path.join(
  fileURLToPath(new URL('../../../../.test-data', import.meta.url)),
  'pglite-template.tar.gz',
);
export const ensureTemplateDir = () => mkdirSync(path.dirname(templateDump), { recursive: true });

/** The PostgreSQL template database of this run (when TEST_DATABASE_URL is set). */
export const templateDbName = 'monsoon_test_template';

/** A connection URL to another database on the same server. */
export const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
