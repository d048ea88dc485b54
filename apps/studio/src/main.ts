import { loadConfig } from '@/config.ts';
import { buildStudio } from '@/server/app.ts';

/** Starts the studio; stops gracefully on signals (in-flight spins finish, the settle loop stops). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildStudio(config);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { server: config.serverUrl, vendor: config.vendorCode },
    `Monsoon studio serving at http://${config.host}:${config.port}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
