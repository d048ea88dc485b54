import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { findBrand } from '@/catalogue/brands.ts';

/**
 * The well-known demo secret (the server's DEMO_WALLET_SECRET): used only with
 * ENABLE_DEMO_WALLET_SECRET=true, never in production. `npm start` hands both processes a generated one.
 */
export const DEMO_WALLET_SECRET = 'monsoon-demo-secret';

/** An announced maintenance window of one brand (epoch ms), published in the catalogue feed. */
export interface BrandMaintenance {
  brand: string;
  start: number;
  end: number;
}

/** `BRAND:startMs:endMs`, e.g. `STORM:1767225600000:1767232800000`; empty means none. */
const maintenanceSetting = z
  .string()
  .trim()
  .transform((value, ctx): BrandMaintenance | null => {
    if (value === '') return null;
    const match = /^([A-Z0-9_]{2,32}):(\d{1,16}):(\d{1,16})$/.exec(value);
    const [, brand = '', start = '', end = ''] = match ?? [];
    if (!match) ctx.addIssue({ code: 'custom', message: 'expected BRAND:startMs:endMs' });
    else if (!findBrand(brand)) ctx.addIssue({ code: 'custom', message: `unknown brand ${brand}` });
    else if (Number(end) <= Number(start))
      ctx.addIssue({ code: 'custom', message: 'the end must be after the start' });
    else return { brand, start: Number(start), end: Number(end) };
    return z.NEVER;
  });

/** <repo root>/.data/studio: this file is apps/studio/src/config.ts. */
const defaultDataDir = fileURLToPath(new URL('../../../.data/studio', import.meta.url));

/** Every setting of the studio, read once from the environment; the defaults serve the demo. */
export const studioEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  STUDIO_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  STUDIO_HOST: z.string().min(1).default('127.0.0.1'),
  /** The origin the game URLs handed to the server use (what the player's browser loads). */
  STUDIO_PUBLIC_URL: z.url().default('http://127.0.0.1:8090'),
  /** The Monsoon server whose vendor wallet API the studio calls. */
  STUDIO_SERVER_URL: z.url().default('http://127.0.0.1:8080'),
  /** Our vendor code on the server: `/provider/v1/{vendor}/{action}`. */
  STUDIO_VENDOR_CODE: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .default('MONSOON'),
  /** The wallet secret shared with the server (`npm start` generates one under `.data/`). */
  STUDIO_WALLET_SECRET: z.string().min(1).optional(),
  /** Uses (and accepts) the well-known demo secret; refused in production. */
  ENABLE_DEMO_WALLET_SECRET: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Pending rounds, seeds, launches and history (append-only JSON lines). */
  STUDIO_DATA_DIR: z.string().min(1).default(defaultDataDir),
  /** One brand's announced maintenance window for the catalogue feed (see maintenanceSetting). */
  STUDIO_MAINTENANCE: maintenanceSetting.default(null),
  STUDIO_TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Timing of the wallet client; tests shorten it. */
export interface WalletTiming {
  /** Per call (AbortSignal.timeout). */
  timeoutMs: number;
  /** Inline attempts of one call before its round becomes pending. */
  attempts: number;
  /** Wait before the 2nd attempt; doubled for each further one. */
  backoffMs: number;
  /** How often the background loop re-sends pending rounds. */
  settleEveryMs: number;
}

export interface StudioConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Without a trailing slash. */
  publicUrl: string;
  /** Without a trailing slash. */
  serverUrl: string;
  vendorCode: string;
  walletSecret: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (per-IP limits). */
  trustProxy: boolean;
  dataDir: string;
  logLevel: string;
  wallet: WalletTiming;
  /** A brand's maintenance window the catalogue announces, or null. */
  maintenance: BrandMaintenance | null;
}

export const DEFAULT_WALLET_TIMING: WalletTiming = {
  timeoutMs: 5_000,
  attempts: 3,
  backoffMs: 300,
  settleEveryMs: 5_000,
};

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** The wallet secret: the one set, else the demo's when explicitly enabled outside production. */
function walletSecretOf(env: z.infer<typeof studioEnvSchema>): string {
  const production = env.NODE_ENV === 'production';
  if (production && env.ENABLE_DEMO_WALLET_SECRET)
    throw new Error('ENABLE_DEMO_WALLET_SECRET is refused in production');
  const secret =
    env.STUDIO_WALLET_SECRET ?? (env.ENABLE_DEMO_WALLET_SECRET ? DEMO_WALLET_SECRET : null);
  if (secret === null)
    throw new Error(
      'STUDIO_WALLET_SECRET must be set (`npm start` generates one), or ENABLE_DEMO_WALLET_SECRET=true for the well-known demo secret',
    );
  if (secret === DEMO_WALLET_SECRET && !env.ENABLE_DEMO_WALLET_SECRET)
    throw new Error(
      'STUDIO_WALLET_SECRET is the well-known demo secret: set ENABLE_DEMO_WALLET_SECRET=true to use it (never in production)',
    );
  return secret;
}

/** Parses the environment; throws a readable error listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): StudioConfig {
  const parsed = studioEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid studio environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const walletSecret = walletSecretOf(env);

  return {
    nodeEnv: env.NODE_ENV,
    port: env.STUDIO_PORT,
    host: env.STUDIO_HOST,
    publicUrl: trimSlash(env.STUDIO_PUBLIC_URL),
    serverUrl: trimSlash(env.STUDIO_SERVER_URL),
    vendorCode: env.STUDIO_VENDOR_CODE,
    walletSecret,
    trustProxy: env.STUDIO_TRUST_PROXY,
    dataDir: env.STUDIO_DATA_DIR,
    logLevel: env.LOG_LEVEL,
    wallet: { ...DEFAULT_WALLET_TIMING },
    maintenance: env.STUDIO_MAINTENANCE,
  };
}
