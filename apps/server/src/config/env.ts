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
  /**
   * The server's own origin as outside services reach it (payment providers post their callbacks to
   * `{PUBLIC_URL}/psp/v1/{psp}/callback`); default http://127.0.0.1:{PORT}.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** The sandbox payment provider (apps/paygate): its API origin and our merchant account there. */
  PAYGATE_URL: z.string().url().default('http://127.0.0.1:8070'),
  PAYGATE_ACCOUNT: z.string().min(1).default('monsoon-demo'),
  /** The account's shared secret (`npm start` generates one); without it no PSP is configured. */
  PAYGATE_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The merchant served when a request names none (no Merchant header, unknown domain). */
  DEFAULT_MERCHANT: z.string().default('demo'),
  /** Folder of the built site; served when present. */
  WEB_DIST: z.string().optional(),
  /** Session lifetime, sliding on every authorised call. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  /** Operator (back office) session lifetime, sliding on every call. */
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  /** Folder of the built back office (`apps/admin/dist`); served under /admin when present. */
  ADMIN_DIST: z.string().optional(),
  /** Enables the test-only plain login `/wps/session/login/unsecure`. */
  ENABLE_UNSECURE_LOGIN: bool.default(false),
  /**
   * Serves every development route under `/dev` (the SMS/e-mail outbox, the browser journeys' controls).
   * Off unless set: the outbox shows every sign-in and reset code. Refused in production.
   */
  ENABLE_DEV_ROUTES: bool.default(false),
  /** Seeds the demo merchant into an empty database at start-up. */
  SEED_DEMO: bool.default(true),
  /** Runs pg-boss background jobs in this process. */
  RUN_JOBS: bool.default(true),
  /** Trusts X-Forwarded-For (behind a load balancer). */
  TRUST_PROXY: bool.default(false),
  /**
   * The studio vendor's wallet secret, written into the demo merchant's vendor registration at start-up
   * (required with SEED_DEMO). `npm start` generates one (kept under `.data/`); the well-known demo
   * secret needs ENABLE_DEMO_WALLET_SECRET.
   */
  STUDIO_WALLET_SECRET: z.string().min(1).optional(),
  /** Accepts the well-known demo wallet secret (and uses it when none is set). Refused in production. */
  ENABLE_DEMO_WALLET_SECRET: bool.default(false),
  /**
   * The coarse per-IP ceiling on API calls per minute (default 1,200; 100,000 under test). Load
   * benches, whose every request comes from one loopback address, raise it.
   */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The well-known wallet secret of the demo (docs and tests name it): never accepted by default. */
export const DEMO_WALLET_SECRET = 'monsoon-demo-secret';

/** Variables that existed before ENABLE_DEV_ROUTES: turning one on now fails loudly instead of silently. */
const replacedSwitches = ['ENABLE_DEV_OUTBOX', 'ENABLE_DEV_CONTROLS'] as const;

/** What is wrong with a parsed environment (an empty list when nothing is). */
function refusals(env: Env, source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  for (const name of replacedSwitches) {
    const value = source[name];
    if (value === 'true' || value === '1')
      problems.push(`${name} was replaced by ENABLE_DEV_ROUTES (which serves every /dev route)`);
  }
  if (production && env.ENABLE_DEV_ROUTES)
    problems.push('ENABLE_DEV_ROUTES is refused in production');
  if (production && env.ENABLE_DEMO_WALLET_SECRET)
    problems.push('ENABLE_DEMO_WALLET_SECRET is refused in production');
  if (env.DATABASE_OWNER_URL && !env.DATABASE_URL)
    problems.push("DATABASE_OWNER_URL needs DATABASE_URL (the server role's login)");
  if (env.STUDIO_WALLET_SECRET === DEMO_WALLET_SECRET && !env.ENABLE_DEMO_WALLET_SECRET)
    problems.push(
      'STUDIO_WALLET_SECRET is the well-known demo secret: set ENABLE_DEMO_WALLET_SECRET=true to accept it (never in production)',
    );
  return problems;
}

/** Parses the environment; throws a readable error listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const problems = refusals(parsed.data, source);
  if (problems.length > 0)
    throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return parsed.data;
}

/** Whether the `/dev` routes are served: only when explicitly enabled, never in production. */
export const devRoutesEnabled = (env: Env): boolean =>
  env.ENABLE_DEV_ROUTES && env.NODE_ENV !== 'production';

/**
 * The studio vendor's wallet secret the demo seed registers: the one set, else the well-known demo
 * secret when explicitly enabled; throws when there is neither (only the seeding server needs one).
 */
export function studioWalletSecret(env: Env): string {
  if (env.STUDIO_WALLET_SECRET) return env.STUDIO_WALLET_SECRET;
  if (env.ENABLE_DEMO_WALLET_SECRET && env.NODE_ENV !== 'production') return DEMO_WALLET_SECRET;
  throw new Error(
    'STUDIO_WALLET_SECRET must be set to seed the demo vendor (`npm start` generates one), or ENABLE_DEMO_WALLET_SECRET=true for the well-known demo secret',
  );
}
