import { performance } from 'node:perf_hooks';
import { buildApp } from '@/app.ts';
import { loadEnv, studioWalletSecret } from '@/config/env.ts';
import { checkServingRole, databaseUrls } from '@/db/app-role.ts';
import { openDatabase } from '@/db/client.ts';
import { seedDemo } from '@/db/seed/index.ts';
import { seedDemoWallet } from '@/db/seed/demo-wallet.ts';
import { seedDemoOperators } from '@/db/seed/demo-operators.ts';
import { startJobs } from '@/jobs/boss.ts';
import { jobDefinitions } from '@/jobs/index.ts';
import { createShiftableClock, systemClock } from '@/lib/clock.ts';
import { startDrawLoop } from '@/modules/lottery/lottery.jobs.ts';

/** Starts the server: database, migrations, demo seed, jobs, HTTP; stops gracefully on signals. */
async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  // Before anything starts: a seeding server without a wallet secret stops here, saying why.
  const walletSecret = env.SEED_DEMO ? studioWalletSecret(env) : null;
  // Migrations as the tables' owner; everything else as monsoon_app (docs/decisions/0029).
  const urls = databaseUrls(env);
  const database = await openDatabase(
    urls
      ? { url: urls.appUrl, ownerUrl: urls.ownerUrl, appPassword: env.DATABASE_APP_PASSWORD }
      : { dataDir: env.PGLITE_DIR },
  );
  await database.migrate();
  const role = await checkServingRole(database, env.NODE_ENV === 'production');
  if (role.warning) process.emitWarning(role.warning);
  // Outside production the dev controls may move the clock forward (PUT /dev/clock) for browser journeys.
  const clock =
    env.ENABLE_DEV_ROUTES && env.NODE_ENV !== 'production' ? createShiftableClock() : systemClock;
  const app = await buildApp({ env, database, clock });
  if (env.SEED_DEMO && (await seedDemo(database))) app.log.info('seeded the demo merchant');
  if (walletSecret !== null)
    await seedDemoWallet(database, { url: env.STUDIO_URL, secret: walletSecret });
  if (env.SEED_DEMO) await seedDemoOperators(database);
  const boss = env.RUN_JOBS
    ? await startJobs(database, jobDefinitions(app.services, app.log), app.log)
    : null;
  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(
    { ms: Math.round(performance.now() - started), db: database.kind },
    `Monsoon serving at http://${env.HOST}:${env.PORT}`,
  );
  // The game catalogue from every vendor's feed, without holding up start-up (the studio may start after us).
  const catalogueSync = new AbortController();
  app.services.catalogueSync
    .syncAtStartup(catalogueSync.signal)
    .catch((err: unknown) => app.log.error({ err }, 'start-up catalogue sync failed'));
  // Lottery draws and their settlement every few seconds (the pg-boss job is a per-minute backstop); safe on every process.
  const stopDraws = env.RUN_JOBS
    ? startDrawLoop({
        draws: app.services.lotteryDraws,
        settlement: app.services.lotterySettlement,
        clock,
        log: app.log,
      })
    : async () => {};

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    catalogueSync.abort();
    await app.close(); // finishes in-flight requests
    await stopDraws();
    await boss?.stop({ graceful: true, wait: true });
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
