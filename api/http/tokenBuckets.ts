/** How much a key may do: `burst` at once, then `perSecond` as the bucket fills again. */
export type Rate = { burst: number; perSecond: number };

/**
 * A token bucket per key, in this process's memory: a request takes one token, and a key with
 * none left waits for the next. A key whose bucket has filled up again is forgotten (a new key
 * starts full), so only keys used lately take memory.
 */
export function tokenBuckets(rate: Rate, forgetAbove = 10_000) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let nextPrune = forgetAbove;

  const level = (key: string, now: number) => {
    const bucket = buckets.get(key);
    if (!bucket) return rate.burst;
    return Math.min(rate.burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * rate.perSecond);
  };

  return {
    /** Whole seconds until `key` may take a token at `now` (ms), or 0 when it may now. */
    waitOf(key: string, now: number): number {
      const tokens = level(key, now);
      return tokens >= 1 ? 0 : Math.max(1, Math.ceil((1 - tokens) / rate.perSecond));
    },
    /** Takes a token from `key`'s bucket at `now` (ms); the caller asked waitOf first. */
    take(key: string, now: number): void {
      buckets.set(key, { tokens: level(key, now) - 1, at: now });
      if (buckets.size < nextPrune) return;
      for (const k of buckets.keys()) if (level(k, now) >= rate.burst) buckets.delete(k);
      // Pruned again only once the map has grown well past what survived: each prune pays for itself.
      nextPrune = Math.max(forgetAbove, buckets.size * 2);
    },
    /** How many keys are remembered: for tests. */
    size: () => buckets.size,
  };
}

export type TokenBuckets = ReturnType<typeof tokenBuckets>;
