// `npm run ledger:check`: the replay checker on demand, against DATABASE_URL or the embedded database
// of `npm start` (stop the server first: the embedded database admits one process).
import { fileURLToPath } from 'node:url';
import { loadEnv } from '@/config/env.ts';
import { databaseUrls } from '@/db/app-role.ts';
import { openDatabase } from '@/db/client.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';

const env = loadEnv();
const dataDir =
  process.env.PGLITE_DIR ?? fileURLToPath(new URL('../../../../.data/pglite', import.meta.url));
const urls = databaseUrls(env);
const database = await openDatabase(
  urls ? { url: urls.appUrl, ownerUrl: urls.ownerUrl } : { dataDir },
);
const report = await checkLedger(database.db);
await database.close();
console.log(JSON.stringify(report, null, 2));
process.exit(report.ok ? 0 : 1);
