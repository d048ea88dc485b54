import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on loopback. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** A real process (server or studio) with its own temporary data folder. */
export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Runs `src/main.ts` of an app through tsx, waits until `readyPath` answers 200, and stops it on demand. */
async function startApp(
  app: 'server' | 'studio' | 'paygate',
  port: number,
  env: (dataDir: string) => Record<string, string>,
  readyPath: string,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `monsoon-e2e-${app}-`));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(root, 'apps', app),
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env(dataDir) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Generous: a fresh embedded database migrates and seeds first, and the machine may be busy.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${app} exited with ${child.exitCode}`);
    }
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${app} did not become ready in 180 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, process: child, stop };
}

/** Starts `apps/server` on a fresh embedded database (serving the built site) and waits until /readyz answers. */
export async function startServer(
  extraEnv: Record<string, string> = {},
  port?: number,
): Promise<RunningServer> {
  const listen = port ?? (await freePort());
  return startApp(
    'server',
    listen,
    (dataDir) => ({ PORT: String(listen), PGLITE_DIR: path.join(dataDir, 'pglite'), ...extraEnv }),
    '/readyz',
  );
}

/** Starts `apps/studio` (our game vendor) against a server and waits until /health answers. */
export async function startStudio(opts: {
  port: number;
  serverUrl: string;
  walletSecret: string;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  return startApp(
    'studio',
    opts.port,
    (dataDir) => ({
      STUDIO_PORT: String(opts.port),
      STUDIO_HOST: '127.0.0.1',
      STUDIO_PUBLIC_URL: url,
      STUDIO_SERVER_URL: opts.serverUrl,
      STUDIO_WALLET_SECRET: opts.walletSecret,
      STUDIO_DATA_DIR: dataDir,
    }),
    '/health',
  );
}

/** Starts `apps/paygate` (the sandbox PSP, controls on) for a server's deposits and waits until /healthz answers. */
export async function startPaygate(opts: {
  port: number;
  accountId: string;
  secret: string;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  return startApp(
    'paygate',
    opts.port,
    (dataDir) => ({
      PAYGATE_PORT: String(opts.port),
      PAYGATE_PUBLIC_URL: url,
      PAYGATE_DATA_DIR: dataDir,
      PAYGATE_ACCOUNT: opts.accountId,
      PAYGATE_SECRET: opts.secret,
      PAYGATE_SANDBOX_CONTROLS: 'true',
      PAYGATE_CALLBACK_BASE_DELAY_MS: '200',
      PAYGATE_CALLBACK_MAX_DELAY_MS: '2000',
    }),
    '/healthz',
  );
}
