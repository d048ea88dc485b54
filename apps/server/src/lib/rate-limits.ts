import { AppError } from '@/lib/errors.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';

/** A rate rule: at most `limit` events per `windowMs` under one key. */
export interface Limit {
  limit: number;
  windowMs: number;
}

/** Counts one event; throws HTTP 429 TOO_MANY_REQUESTS with `{ retryAfterSeconds }` when over the limit. */
export async function enforceLimit(limiter: RateLimiter, key: string, rule: Limit): Promise<void> {
  const { allowed, retryAfterMs } = await limiter.hit(key, rule.limit, rule.windowMs);
  if (!allowed)
    throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}

const MINUTE = 60_000;

/** The account rate limits (per IP, per account key or number); docs/decisions/0009. */
export const limits = {
  loginPerIp: { limit: 20, windowMs: MINUTE },
  loginPerAccount: { limit: 10, windowMs: MINUTE },
  freePlayPerIp: { limit: 10, windowMs: 10 * MINUTE },
  captchaPerIp: { limit: 1, windowMs: 1_000 },
  smsPerNumber: { limit: 1, windowMs: MINUTE },
  smsPerIp: { limit: 10, windowMs: 60 * MINUTE },
  registerPerIp: { limit: 5, windowMs: 10 * MINUTE },
  /** Downlines one agent registers itself (POST /wps/agent/downline). */
  downlinesPerAgent: { limit: 30, windowMs: 10 * MINUTE },
  /** Invitation-code checks: a visitor types one code, a guesser tries many. */
  affiliatePerIp: { limit: 30, windowMs: MINUTE },
  passwordChangePerMember: { limit: 10, windowMs: 10 * MINUTE },
  forgotPerIp: { limit: 5, windowMs: 10 * MINUTE },
  forgotPerAccount: { limit: 3, windowMs: 60 * MINUTE },
  resetPerNumber: { limit: 10, windowMs: 10 * MINUTE },
  /** Security centre profile writes (nickname, real name, birthday) of one member. */
  profilePerMember: { limit: 20, windowMs: 10 * MINUTE },
  /** Mobile and e-mail binds of one member (each checks the login password: a guesser's budget). */
  bindPerMember: { limit: 10, windowMs: 10 * MINUTE },
  /** Codes one member asks for to bind a number or address (besides the per-number limits). */
  bindCodePerMember: { limit: 5, windowMs: 10 * MINUTE },
  /** Deposit orders one member creates (each asks the PSP for a payment). */
  depositPerMember: { limit: 10, windowMs: MINUTE },
} satisfies Record<string, Limit>;
