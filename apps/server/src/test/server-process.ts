import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { templateDbName, withDatabase } from './template.ts';

/**
 * What the tests that run real server processes share (the crash tests of the wallet, lottery
 * settlement, deposits and withdrawals): a free port, starting and stopping a server process, and a
 * database of their own.
 */

/** A TCP port nothing listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
    srv.on('error', reject);
  });

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts `src/main.ts` in a process of its own on `port` (development mode, errors only logged, a
 * studio secret of its own; `env` adds or overrides) on the PostgreSQL database `databaseUrl` or the
 * PGlite files in `pgliteDir`, and answers it once `/readyz` answers. Node itself runs it, not the tsx
 * wrapper, which would leave its child running when killed.
 */
export async function startServerProcess(opts: {
  port: number;
  database: { url: string } | { pgliteDir: string };
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const { port } = opts;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      STUDIO_URL: `http://127.0.0.1:${port + 1}`,
      STUDIO_WALLET_SECRET: randomBytes(16).toString('hex'),
      ...('url' in opts.database
        ? { DATABASE_URL: opts.database.url }
        : { PGLITE_DIR: opts.database.pgliteDir }),
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Generous: a busy machine migrates and starts slowly; polled, so an idle one waits a moment.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopProcess(child, 'SIGKILL');
      throw new Error('server not ready in 180 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Sends `signal` and waits for the process to exit (at once when it already has). */
export async function stopProcess(
  child: ChildProcess,
  signal: 'SIGKILL' | 'SIGTERM',
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/**
 * A PostgreSQL database copied from this run's seeded template, named `prefix` + random hex (a server
 * process opens it by URL); `drop` removes it.
 */
export async function copyTemplateDatabase(
  testUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDbName}`);
  await admin.end();
  return {
    url: withDatabase(testUrl, name),
    drop: async () => {
      const a = new pg.Client({ connectionString: testUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
