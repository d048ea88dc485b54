import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { signedHeaders } from '@monsoon/contracts/provider/signature';
import type { LaunchRequest } from '@monsoon/contracts/provider/wallet';
import type { StudioConfig } from '@/config.ts';
import { buildStudio } from '@/server/app.ts';
import { FakeWallet } from '@/server/test/fake-wallet.ts';

export const SECRET = 'test-secret';

export interface Harness {
  app: FastifyInstance;
  wallet: FakeWallet;
  config: StudioConfig;
  /** A second studio on the same data dir (a restart). */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A studio on a fresh data dir talking to a fake wallet over real HTTP; short timings; `overrides` win. */
export async function startHarness(overrides: Partial<StudioConfig> = {}): Promise<Harness> {
  const wallet = new FakeWallet(SECRET);
  const serverUrl = await wallet.start();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-test-'));
  const config: StudioConfig = {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://studio.test',
    trustProxy: false,
    serverUrl,
    vendorCode: 'MONSOON',
    walletSecret: SECRET,
    dataDir,
    logLevel: 'silent',
    wallet: { timeoutMs: 300, attempts: 3, backoffMs: 20, settleEveryMs: 100 },
    maintenance: null,
    ...overrides,
  };
  const app = await buildStudio(config);
  const apps = [app];
  await app.ready();
  return {
    app,
    wallet,
    config,
    async restart() {
      const next = await buildStudio(config);
      apps.push(next);
      await next.ready();
      return next;
    },
    async close() {
      for (const a of apps) await a.close();
      await wallet.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A call signed like the Monsoon server signs it: a POST over its body, a GET over its path and query. */
export function signedInject(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload = '',
  secret = SECRET,
  now = Date.now(),
) {
  const signed = method === 'GET' ? url : payload;
  return app.inject({
    method,
    url,
    payload: payload || undefined,
    headers: signedHeaders(secret, signed, now),
  });
}

export const realLaunch: LaunchRequest = {
  token: 'tok-1',
  playerId: 'P1',
  gameCode: 'MS002',
  currency: 'CNY',
  language: 'EN',
  lobbyUrl: 'https://site.test/lobby',
  mode: 'real',
};

/** Launches through the signed endpoint; answers the launch token of the URL. */
export async function launch(
  app: FastifyInstance,
  request: LaunchRequest = realLaunch,
): Promise<string> {
  const res = await signedInject(app, 'POST', '/launch', JSON.stringify(request));
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  const url = new URL(res.json<{ url: string }>().url);
  return url.searchParams.get('token') ?? '';
}
