import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { pspAccountId } from '@monsoon/contracts/psp/common';

/** A merchant account at the sandbox: its id and the secret both sides sign with. */
export interface MerchantAccount {
  id: string;
  secret: string;
  /** Shown on the hosted page. */
  name: string;
}

const accountSchema = z.strictObject({
  id: pspAccountId,
  secret: z.string().min(16, 'at least 16 characters'),
  name: z.string().trim().min(1).max(60).optional(),
});

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/** <repo root>/.data/paygate: this file is apps/paygate/src/config.ts. */
const defaultDataDir = fileURLToPath(new URL('../../../.data/paygate', import.meta.url));

/** Every setting of the sandbox PSP, read once from the environment. */
export const paygateEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PAYGATE_PORT: z.coerce.number().int().min(0).max(65535).default(8070),
  PAYGATE_HOST: z.string().min(1).default('127.0.0.1'),
  /** The origin of the hosted pages (what the payer's browser and the QR codes use). */
  PAYGATE_PUBLIC_URL: z.url().default('http://127.0.0.1:8070'),
  /** Payments, payouts and the callback outbox (JSON lines). */
  PAYGATE_DATA_DIR: z.string().min(1).default(defaultDataDir),
  /** The demo merchant account; `npm start` generates its secret under .data/ when unset. */
  PAYGATE_ACCOUNT: pspAccountId.default('monsoon-demo'),
  PAYGATE_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  /** More accounts: a JSON file `[{ "id", "secret", "name"? }]`. */
  PAYGATE_ACCOUNTS_FILE: z.string().min(1).optional(),
  /** The test control API `/sandbox/...` (npm start turns it on for the demo). */
  PAYGATE_SANDBOX_CONTROLS: flag('false'),
  /** When set, payouts complete as paid this many ms after creation. */
  PAYGATE_AUTO_PAYOUT_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /** First callback retry delay; doubled per attempt up to the maximum. */
  PAYGATE_CALLBACK_BASE_DELAY_MS: z.coerce.number().int().min(1).default(2_000),
  PAYGATE_CALLBACK_MAX_DELAY_MS: z.coerce.number().int().min(1).default(600_000),
  PAYGATE_TRUST_PROXY: flag('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** How the background loop and the callback sender pace themselves; tests shorten it. */
export interface PaygateTiming {
  /** How often the loop looks for due callbacks, expiries and automatic payouts. */
  tickMs: number;
  /** One callback attempt's time limit. */
  callbackTimeoutMs: number;
  /** Wait after the first failed attempt; doubled for each further one. */
  callbackBaseDelayMs: number;
  callbackMaxDelayMs: number;
  /** A callback still unacknowledged this long after its event is abandoned (the status API remains). */
  callbackGiveUpMs: number;
}

/** Requests per minute per client address. */
export interface PaygateLimits {
  apiPerMinute: number;
  pagePerMinute: number;
}

export interface PaygateConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  accounts: MerchantAccount[];
  sandboxControls: boolean;
  /** Null: payouts wait for the sandbox page or the control API. */
  autoPayoutMs: number | null;
  trustProxy: boolean;
  logLevel: string;
  timing: PaygateTiming;
  limits: PaygateLimits;
}

export const DEFAULT_TIMING: PaygateTiming = {
  tickMs: 250,
  callbackTimeoutMs: 10_000,
  callbackBaseDelayMs: 2_000,
  callbackMaxDelayMs: 600_000,
  callbackGiveUpMs: 3 * 86_400_000,
};

export const DEFAULT_LIMITS: PaygateLimits = { apiPerMinute: 600, pagePerMinute: 120 };

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

function readAccountsFile(file: string): MerchantAccount[] {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(
      `PAYGATE_ACCOUNTS_FILE ${file}: ${err instanceof Error ? err.message : 'unreadable'}`,
      { cause: err },
    );
  }
  const parsed = z.array(accountSchema).safeParse(value);
  if (!parsed.success) throw new Error(`PAYGATE_ACCOUNTS_FILE ${file}: ${parsed.error.message}`);
  return parsed.data.map((a) => ({ id: a.id, secret: a.secret, name: a.name ?? a.id }));
}

/** Parses the environment; throws a readable error listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): PaygateConfig {
  const parsed = paygateEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid paygate environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const accounts: MerchantAccount[] = [];
  if (env.PAYGATE_SECRET)
    accounts.push({ id: env.PAYGATE_ACCOUNT, secret: env.PAYGATE_SECRET, name: 'Monsoon (demo)' });
  if (env.PAYGATE_ACCOUNTS_FILE) accounts.push(...readAccountsFile(env.PAYGATE_ACCOUNTS_FILE));
  if (accounts.length === 0)
    throw new Error(
      'No merchant account: set PAYGATE_SECRET (npm start generates one under .data/) or PAYGATE_ACCOUNTS_FILE',
    );
  const ids = new Set(accounts.map((a) => a.id));
  if (ids.size !== accounts.length) throw new Error('Two merchant accounts share one id');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PAYGATE_PORT,
    host: env.PAYGATE_HOST,
    publicUrl: trimSlash(env.PAYGATE_PUBLIC_URL),
    dataDir: env.PAYGATE_DATA_DIR,
    accounts,
    sandboxControls: env.PAYGATE_SANDBOX_CONTROLS,
    autoPayoutMs: env.PAYGATE_AUTO_PAYOUT_MS ?? null,
    trustProxy: env.PAYGATE_TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    timing: {
      ...DEFAULT_TIMING,
      callbackBaseDelayMs: env.PAYGATE_CALLBACK_BASE_DELAY_MS,
      callbackMaxDelayMs: env.PAYGATE_CALLBACK_MAX_DELAY_MS,
    },
    limits: { ...DEFAULT_LIMITS },
  };
}
