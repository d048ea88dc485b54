import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { asAppRole } from '@/db/app-role.ts';
import { openDatabase } from '@/db/client.ts';
import { seedDemo } from '@/db/seed/index.ts';
import { seedDemoWallet } from '@/db/seed/demo-wallet.ts';
import { seedDemoOperators } from '@/db/seed/demo-operators.ts';
import {
  ensureTemplateDir,
  templateDbName,
  templateDump,
  testDbPrefix,
  withDatabase,
} from './template.ts';

/** Builds one migrated, seeded template per run; each test file starts from a copy of it. */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDbName} with (force)`);
    await admin.query(`create database ${templateDbName}`);
    // Migrated as the owner, seeded as the server's role: the split main.ts makes.
    const ownerUrl = withDatabase(url, templateDbName);
    const handle = await openDatabase({ url: asAppRole(ownerUrl), ownerUrl });
    await handle.migrate();
    await seedDemo(handle);
    await seedDemoWallet(handle, { url: 'http://127.0.0.1:8090', secret: 'monsoon-demo-secret' });
    await seedDemoOperators(handle);
    await handle.close();
    return async () => {
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [testDbPrefix],
      );
      for (const { datname } of stale.rows)
        await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }
  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  await handle.migrate();
  await seedDemo(handle);
  await seedDemoWallet(handle, { url: 'http://127.0.0.1:8090', secret: 'monsoon-demo-secret' });
  await seedDemoOperators(handle);
  const dump = await pglite.dumpDataDir('gzip');
  ensureTemplateDir();
  writeFileSync(templateDump, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return async () => {};
}
