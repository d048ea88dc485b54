import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/lib → ../..); MONSOON_ROOT measures another checkout with the same layout. */
export const root = path.resolve(
  process.env.MONSOON_ROOT ?? fileURLToPath(new URL('../..', import.meta.url)),
);

/** A free TCP port on loopback. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A server process started by a bench script (in its own process group, so tsx's child dies with it). */
export interface BenchServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds since spawn at which the "Monsoon serving at" log line appeared, when it did. */
  servingLogAt: () => number | undefined;
  /** The `ms` the server itself logged with "Monsoon serving at" (start of main() → listening). */
  selfReportedMs: () => number | undefined;
  /** Everything the process wrote (for error reports). */
  output: () => string;
  /** SIGTERM the process group, wait up to 15 s for the exit, then SIGKILL it. */
  stop: () => Promise<void>;
}

export interface SpawnOptions {
  env: Record<string, string>;
  port?: number;
}

/** Spawns `apps/server` exactly like `npm start` does (tsx src/main.ts), on loopback. */
export async function spawnServer(
  opts: SpawnOptions,
): Promise<{ server: BenchServer; spawnedAt: number }> {
  const port = opts.port ?? (await freePort());
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const spawnedAt = performance.now();
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      // As `npm start` does, the server gets a wallet secret (a bench's own, when it names one).
      STUDIO_WALLET_SECRET: randomBytes(32).toString('hex'),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let servingAt: number | undefined;
  let selfMs: number | undefined;
  let pending = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    out += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (servingAt === undefined && line.includes('Monsoon serving at')) {
        servingAt = performance.now() - spawnedAt;
        try {
          const parsed: unknown = JSON.parse(line);
          if (
            typeof parsed === 'object' &&
            parsed !== null &&
            'ms' in parsed &&
            typeof parsed.ms === 'number'
          )
            selfMs = parsed.ms;
        } catch {
          // not JSON: keep the wall-clock figure only
        }
      }
    }
  });
  child.stderr?.on('data', (chunk: string) => {
    out += chunk;
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  const server: BenchServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    servingLogAt: () => servingAt,
    selfReportedMs: () => selfMs,
    output: () => out,
    stop: async () => {
      killGroup('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!done) {
        killGroup('SIGKILL');
        await Promise.race([exited, sleep(5_000)]);
      }
      // tsx's node child may outlive the tsx parent by a moment; make sure the group is empty.
      killGroup('SIGKILL');
    },
  };
  return { server, spawnedAt };
}

/** GET url; true on a 200 (the body is drained). Never throws. */
export async function is200(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * Polls every `intervalMs` until every path answers 200 (each path is timed on its first 200);
 * throws when the process exits or `deadlineMs` passes.
 */
export async function waitFor200(
  server: BenchServer,
  spawnedAt: number,
  paths: readonly string[],
  deadlineMs = 120_000,
  intervalMs = 25,
): Promise<Map<string, number>> {
  const firstOk = new Map<string, number>();
  while (firstOk.size < paths.length) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `server exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready:\n${server.output().slice(-4000)}`,
      );
    }
    if (performance.now() - spawnedAt > deadlineMs) {
      throw new Error(`server not ready after ${deadlineMs} ms:\n${server.output().slice(-4000)}`);
    }
    const pending = paths.filter((p) => !firstOk.has(p));
    const results = await Promise.all(
      pending.map(async (p) => [p, await is200(server.url + p, 1_000)] as const),
    );
    const now = performance.now() - spawnedAt;
    for (const [p, ok] of results) if (ok) firstOk.set(p, now);
    if (firstOk.size < paths.length) await sleep(intervalMs);
  }
  return firstOk;
}

/** Starts a server and waits until /readyz answers 200; stops it again if it never does. */
export async function startReadyServer(
  env: Record<string, string>,
  deadlineMs = 180_000,
): Promise<BenchServer> {
  const { server, spawnedAt } = await spawnServer({ env: { LOG_LEVEL: 'warn', ...env } });
  try {
    await waitFor200(server, spawnedAt, ['/readyz'], deadlineMs, 100);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

const tmpDirs = new Set<string>();

/** A fresh folder under the OS temp folder, also removed when the script is interrupted. */
export function benchTmpDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tmpDirs.add(dir);
  return dir;
}

/** Stops the given servers and removes the bench's temp folders when this process is interrupted (Ctrl-C), then exits. */
export function stopOnSignal(servers: () => readonly BenchServer[]): void {
  const handler = (signal: NodeJS.Signals) => {
    void Promise.all(servers().map((s) => s.stop())).finally(() => {
      for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}

/**
 * Copies apps/web/dist into `intoDir` and returns the copy: a rebuild by someone else during a measurement
 * (vite empties dist first) cannot pull files from under the server.
 */
export function snapshotDist(intoDir: string): string {
  const dist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(
      `${dist}/index.html not found: build the site first (npm run build -w @monsoon/web)`,
    );
  const copy = path.join(intoDir, 'dist');
  cpSync(dist, copy, { recursive: true });
  if (!existsSync(path.join(copy, 'index.html')))
    throw new Error('dist changed while it was copied; try again');
  return copy;
}
