import { loadConfig } from '@/config.ts';
import { buildPaygate } from '@/server/app.ts';

/** Starts the sandbox PSP; stops gracefully on signals (callback attempts in flight finish first). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildPaygate(config);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      accounts: config.accounts.map((a) => a.id),
      sandboxControls: config.sandboxControls,
      autoPayoutMs: config.autoPayoutMs,
    },
    `Monsoon SANDBOX payment provider (no real money) serving at http://${config.host}:${config.port}`,
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
