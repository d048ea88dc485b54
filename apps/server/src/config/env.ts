import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting of the server, read once from the environment; the defaults serve the demo. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * postgres://... switches from the embedded PGlite to a PostgreSQL 15+ server. With
   * DATABASE_OWNER_URL: the server's own login (role monsoon_app). Without: the owner's login, and the
   * server serves through the same URL as monsoon_app (docs/decisions/0029).
   */
  DATABASE_URL: z.string().url().optional(),
  /** The tables' owner's login: migrations and the server role's grants run through it at start-up. */
  DATABASE_OWNER_URL: z.string().url().optional(),
  /** monsoon_app's password when the server derives its login from DATABASE_URL (none: trust auth). */
  DATABASE_APP_PASSWORD: z.string().min(1).optional(),
  /** Folder of the embedded database. */
  PGLITE_DIR: z.string().default('.data/pglite'),
  REDIS_URL: z.string().url().optional(),
  /** Key prefix in Redis; processes of one deployment share it (tests give each app its own). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .default('monsoon'),
  STUDIO_URL: z.string().url().default('http://127.0.0.1:8090'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The merchant served when a request names none (no Merchant header, unknown domain). */
  DEFAULT_MERCHANT: z.string().default('demo'),
  /** Folder of the built site; served when present. */
  WEB_DIST: z.string().optional(),
  /** Session lifetime, sliding on every authorised call. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  /** Enables the test-only plain login `/wps/session/login/unsecure`. */
  ENABLE_UNSECURE_LOGIN: bool.default(false),
  /** Enables `/dev/outbox` (refused in production). */
  ENABLE_DEV_OUTBOX: bool.optional(),
  /** Enables `/dev/merchant/screens` for the browser journeys (refused in production). */
  ENABLE_DEV_CONTROLS: bool.default(false),
  /** Seeds the demo merchant into an empty database at start-up. */
  SEED_DEMO: bool.default(true),
  /** Runs pg-boss background jobs in this process. */
  RUN_JOBS: bool.default(true),
  /** Trusts X-Forwarded-For (behind a load balancer). */
  TRUST_PROXY: bool.default(false),
  STUDIO_WALLET_SECRET: z.string().default('monsoon-demo-secret'),
  /**
   * The coarse per-IP ceiling on API calls per minute (default 1,200; 100,000 under test). Load
   * benches, whose every request comes from one loopback address, raise it.
   */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws a readable error listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.STUDIO_WALLET_SECRET === 'monsoon-demo-secret') {
    throw new Error('STUDIO_WALLET_SECRET must be set in production');
  }
  if (env.DATABASE_OWNER_URL && !env.DATABASE_URL) {
    throw new Error("DATABASE_OWNER_URL needs DATABASE_URL (the server role's login)");
  }
  if (env.NODE_ENV === 'production' && env.ENABLE_DEV_CONTROLS) {
    throw new Error('ENABLE_DEV_CONTROLS is refused in production');
  }
  if (env.NODE_ENV === 'production' && env.ENABLE_DEV_OUTBOX) {
    throw new Error('ENABLE_DEV_OUTBOX is refused in production');
  }
  return env;
}

/** The dev outbox is on by default outside production. */
export const devOutboxEnabled = (env: Env): boolean =>
  env.NODE_ENV !== 'production' && env.ENABLE_DEV_OUTBOX !== false;
