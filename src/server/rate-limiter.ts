/** A token bucket's size and refill rate. */
export interface RateLimit {
  /** Requests allowed at once (the bucket's size). */
  burst: number;
  /** Requests per second the bucket refills at. */
  perSecond: number;
}

/** Per-name token buckets. `take` answers 0 when a request may go, else the seconds to wait (for Retry-After). */
export interface RateLimiter {
  take(name: string): number;
}

/** Buckets kept before full ones are forgotten (a full bucket is the same as no bucket). */
const MAX_BUCKETS = 10_000;

/** Token buckets in memory, one per name (a key's hash, a client address); `now` is injectable for tests. */
export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(name) {
      const t = now();
      const bucket = buckets.get(name) ?? { tokens: limit.burst, at: t };
      bucket.tokens = Math.min(limit.burst, bucket.tokens + ((t - bucket.at) / 1000) * limit.perSecond);
      bucket.at = t;
      if (bucket.tokens < 1) {
        buckets.set(name, bucket);
        return Math.max(1, Math.ceil((1 - bucket.tokens) / limit.perSecond));
      }
      bucket.tokens -= 1;
      if (buckets.size >= MAX_BUCKETS && !buckets.has(name)) forgetFull(buckets, limit, t);
      buckets.set(name, bucket);
      return 0;
    },
  };
}

function forgetFull(buckets: Map<string, { tokens: number; at: number }>, limit: RateLimit, t: number): void {
  for (const [name, b] of buckets) {
    if (b.tokens + ((t - b.at) / 1000) * limit.perSecond >= limit.burst) buckets.delete(name);
  }
}
