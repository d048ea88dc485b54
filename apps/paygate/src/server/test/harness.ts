import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CreatePaymentRequest } from '@monsoon/contracts/psp/payments';
import { pspRequestHeaders } from '@monsoon/contracts/psp/signature';
import type { PaygateConfig } from '@/config.ts';
import { DEFAULT_LIMITS } from '@/config.ts';
import { buildPaygate } from '@/server/app.ts';

export const ACCOUNT = 'monsoon-test';
export const SECRET = 'test-secret-0123456789';
export const OTHER_ACCOUNT = 'other-merchant';
export const OTHER_SECRET = 'other-secret-0123456789';
export const PUBLIC_URL = 'http://paygate.test';

export interface Harness {
  app: FastifyInstance;
  config: PaygateConfig;
  /** The clock the sandbox reads; tests move it with `advance`. */
  now(): number;
  advance(ms: number): void;
  /** A second sandbox on the same data dir (a restart); the first should be closed before. */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Use the real clock (callback back-off against a real receiver). */
  realClock?: boolean;
}

/** A sandbox on a fresh data dir with short timings and two merchant accounts; `overrides` win. */
export async function startHarness(
  overrides: Partial<PaygateConfig> = {},
  options: HarnessOptions = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paygate-test-'));
  let offset = 0;
  let frozen = Date.now();
  const clock = options.realClock ? () => Date.now() + offset : () => frozen;
  const config: PaygateConfig = {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: PUBLIC_URL,
    dataDir,
    accounts: [
      { id: ACCOUNT, secret: SECRET, name: 'Monsoon test' },
      { id: OTHER_ACCOUNT, secret: OTHER_SECRET, name: 'Other' },
    ],
    sandboxControls: true,
    autoPayoutMs: null,
    trustProxy: false,
    logLevel: 'silent',
    timing: {
      tickMs: 20,
      // Long enough for an answer on a busy machine; a hang costs the whole of it.
      callbackTimeoutMs: 1_500,
      callbackBaseDelayMs: 40,
      callbackMaxDelayMs: 5_000,
      callbackGiveUpMs: 86_400_000,
    },
    limits: { ...DEFAULT_LIMITS },
    ...overrides,
  };
  const apps: FastifyInstance[] = [];
  const build = async () => {
    const app = await buildPaygate(config, { clock });
    apps.push(app);
    await app.ready();
    return app;
  };
  const app = await build();
  return {
    app,
    config,
    now: clock,
    advance(ms) {
      if (options.realClock) offset += ms;
      else frozen += ms;
    },
    restart: build,
    async close() {
      for (const a of apps) await a.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A call signed like the server signs it: a POST over its body, a GET over its path and query. */
export function signedInject(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload = '',
  signer: { account?: string; secret?: string; now?: number } = {},
) {
  const headers = pspRequestHeaders(
    signer.account ?? ACCOUNT,
    signer.secret ?? SECRET,
    method,
    url,
    payload,
    signer.now ?? app.paygate.clock(),
  );
  return app.inject({ method, url, payload: payload || undefined, headers });
}

let counter = 0;

/** A valid create-payment request (QR by default); each call a new order reference. */
export function paymentRequest(
  h: Harness,
  fields: Record<string, unknown> = {},
): CreatePaymentRequest & Record<string, unknown> {
  counter++;
  return {
    merchantAccountId: ACCOUNT,
    orderReference: `D-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    amount: '10000',
    currency: 'CNY',
    channel: 'QR',
    bankType: 'WECHAT',
    callbackUrl: 'http://127.0.0.1:9/psp/callback',
    returnUrl: 'https://site.test/deposit/done',
    expiresAt: new Date(h.now() + 15 * 60_000).toISOString(),
    ...fields,
  } as CreatePaymentRequest & Record<string, unknown>;
}

/** Creates a payment through the signed API; answers its id. */
export async function createPayment(h: Harness, fields: Record<string, unknown> = {}) {
  const res = await signedInject(
    h.app,
    'POST',
    '/api/v1/payments',
    JSON.stringify(paymentRequest(h, fields)),
  );
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string; action: Record<string, unknown> }>();
}
