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

/** A real server process on a fresh embedded database, serving the built site. */
export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `apps/server` as a child process and waits until /readyz answers. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'monsoon-e2e-'));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
