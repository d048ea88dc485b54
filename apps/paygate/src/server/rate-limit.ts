/** In-process fixed-window counters (the studio is one process). */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit of `key`; false when over `limit` in the current window. */
  hit(key: string, limit: number, windowMs: number): boolean {
    const t = this.now();
    if (this.windows.size > 50_000)
      for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count <= limit;
  }
}
