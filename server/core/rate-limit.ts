export interface Bucket {
  tokens: number;
  at: number;
}

/**
 * The token bucket both runtimes use: a burst of `perMinute`, then one every 60/N s.
 * Returns the bucket to keep and 0 when allowed, else the seconds until the next token.
 */
export function takeToken(bucket: Bucket | null, perMinute: number, now: number): { bucket: Bucket; retryAfter: number } {
  const refillPerMs = perMinute / 60_000;
  const tokens = bucket ? Math.min(perMinute, bucket.tokens + (now - bucket.at) * refillPerMs) : perMinute;
  if (tokens >= 1) return { bucket: { tokens: tokens - 1, at: now }, retryAfter: 0 };
  return { bucket: { tokens, at: now }, retryAfter: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
}

/** A bucket left alone this long is full again, so forgetting it changes nothing. */
export const bucketIdleMs = (perMinute: number, bucket: Bucket) => ((perMinute - bucket.tokens) / perMinute) * 60_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when allowed, else the seconds until the next token. */
  take(key: string): number {
    const now = this.now();
    this.sweep(now);
    const { bucket, retryAfter } = takeToken(this.buckets.get(key) ?? null, this.perMinute, now);
    this.buckets.set(key, bucket);
    return retryAfter;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at >= bucketIdleMs(this.perMinute, bucket)) this.buckets.delete(key);
    }
  }

  get size(): number {
    return this.buckets.size;
  }
}
