import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess } from './server-process.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** A running sandbox PSP process (apps/paygate) with its own data folder, account and secret. */
export interface PaygateProcess {
  url: string;
  accountId: string;
  secret: string;
  /** POSTs to its sandbox control API (`/sandbox/...`), answering the parsed JSON. */
  control(pathname: string, body?: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Starts the real sandbox PSP on a free port (tests of deposits and payouts talk to it over HTTP,
 * as the server does in production with a real PSP); callbacks are retried quickly.
 */
export async function startPaygate(env: Record<string, string> = {}): Promise<PaygateProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paygate-test-'));
  const accountId = `test-${randomBytes(4).toString('hex')}`;
  const secret = randomBytes(24).toString('hex');
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(root, 'apps/paygate'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PAYGATE_PORT: String(port),
      PAYGATE_PUBLIC_URL: url,
      PAYGATE_DATA_DIR: dataDir,
      PAYGATE_ACCOUNT: accountId,
      PAYGATE_SECRET: secret,
      PAYGATE_SANDBOX_CONTROLS: 'true',
      PAYGATE_CALLBACK_BASE_DELAY_MS: '100',
      PAYGATE_CALLBACK_MAX_DELAY_MS: '2000',
      ...env,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`paygate exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stopProcess(child, 'SIGKILL');
      throw new Error('paygate not serving in 60 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    accountId,
    secret,
    async control(pathname, body) {
      const res = await fetch(`${url}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${text}`);
      return text ? (JSON.parse(text) as unknown) : null;
    },
    async stop() {
      await stopProcess(child, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
