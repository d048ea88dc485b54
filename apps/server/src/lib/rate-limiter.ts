import { Redis } from 'ioredis';

/** A fixed-window counter: `hit` counts one event under `key` and says whether it is allowed. */
export interface RateLimiter {
  hit(
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{ allowed: boolean; retryAfterMs: number }>;
  close(): Promise<void>;
}

/** In-process limiter (one node). */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      if (windows.size > 50_000)
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { allowed: w.count <= limit, retryAfterMs: w.count <= limit ? 0 : w.resetAt - t };
    },
    async close() {
      windows.clear();
    },
  };
}

/** Redis-backed limiter shared by every node (REDIS_URL). */
export function createRedisRateLimiter(url: string, prefix = 'monsoon'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; a lost connection fails the calls in flight, never the process.
  redis.on('error', (err) => process.emitWarning(`rate limiter redis: ${err.message}`));
  return {
    async hit(key, limit, windowMs) {
      const k = `${prefix}:rl:${key}`;
      const results = (await redis.multi().incr(k).pttl(k).exec()) ?? [];
      const n = Number(results[0]?.[1] ?? 0);
      let remaining = Number(results[1]?.[1] ?? -1);
      if (remaining < 0) {
        await redis.pexpire(k, windowMs);
        remaining = windowMs;
      }
      return { allowed: n <= limit, retryAfterMs: n <= limit ? 0 : remaining };
    },
    async close() {
      await redis.quit();
    },
  };
}

/** The limiter of this deployment: Redis-backed when REDIS_URL is set (shared by every node), else in-process. */
export function createRateLimiter(
  redisUrl: string | undefined,
  now: () => number = Date.now,
  prefix = 'monsoon',
): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl, prefix) : createMemoryRateLimiter(now);
}
