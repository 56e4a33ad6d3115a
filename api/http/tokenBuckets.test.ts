import { describe, expect, it } from 'vitest';
import { tokenBuckets } from './tokenBuckets.ts';

describe('token buckets', () => {
  it('lets a key take its burst at once, then one token per 1/perSecond, and says how long to wait', () => {
    const buckets = tokenBuckets({ burst: 3, perSecond: 0.5 });
    for (let i = 0; i < 3; i++) {
      expect(buckets.waitOf('a', 0)).toBe(0);
      buckets.take('a', 0);
    }
    expect(buckets.waitOf('a', 0)).toBe(2);
    expect(buckets.waitOf('a', 1000)).toBe(1);
    expect(buckets.waitOf('a', 1999)).toBe(1);
    expect(buckets.waitOf('a', 2000)).toBe(0);
    // Another key has its own bucket.
    expect(buckets.waitOf('b', 0)).toBe(0);
  });

  it('never fills a bucket past its burst, however long the key was away', () => {
    const buckets = tokenBuckets({ burst: 2, perSecond: 1 });
    buckets.take('a', 0);
    buckets.take('a', 3_600_000);
    buckets.take('a', 3_600_000);
    expect(buckets.waitOf('a', 3_600_000)).toBe(1);
  });

  it('forgets keys whose bucket is full again, so many clients seen once take no memory for long', () => {
    const buckets = tokenBuckets({ burst: 5, perSecond: 1 }, 100);
    for (let i = 0; i < 100; i++) buckets.take(`old-${i}`, 0);
    expect(buckets.size()).toBe(100);
    for (let i = 0; i < 100; i++) buckets.take(`new-${i}`, 10_000);
    // The old ones had filled up again: only the new ones are remembered.
    expect(buckets.size()).toBe(100);
    // A forgotten key starts full again, as one never seen.
    expect(buckets.waitOf('old-1', 10_000)).toBe(0);
    expect(buckets.waitOf('new-1', 10_000)).toBe(0);
  });
});
