import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '@/config/env.ts';
import { apiFamilyOfRequest } from './path-families.ts';

/**
 * A coarse per-IP ceiling on every API call (abuse guard). The precise limits of login, codes,
 * captcha and registration live in the services (lib/rate-limiter.ts) because they key on the
 * account or phone number, not only the IP.
 */
export async function installRateLimits(app: FastifyInstance, env: Env): Promise<void> {
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  if (redis) {
    // ioredis reconnects by itself; a lost connection fails the calls in flight, never the process.
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    global: true,
    max: env.API_RATE_LIMIT_PER_MINUTE ?? (env.NODE_ENV === 'test' ? 100_000 : 1_200),
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: `${env.REDIS_PREFIX}:global:` } : {}),
    // Every API family is counted (the site's files, docs and health checks are not).
    allowList: (req) => apiFamilyOfRequest(req) === null,
  });
}
