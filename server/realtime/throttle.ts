/**
 * Token buckets by key: each key holds up to `limit` events and earns them back at `limit` per
 * `windowMs`. Two numbers a key, and keys full again are dropped on a sweep once a window, so a
 * process that has seen many visitors and addresses keeps only the busy ones. This process's own:
 * with Redis, shared-buckets.ts runs the same arithmetic there for the cluster and falls back to this.
 * `take` answers 0 when allowed, else the milliseconds until the next event would be.
 */
export function keyedBuckets(limit: number, windowMs: number, now: () => number = Date.now) {
  const perMs = limit / windowMs;
  const buckets = new Map<string, { tokens: number; at: number }>();
  let swept = now();
  const level = (b: { tokens: number; at: number }, t: number) => Math.min(limit, b.tokens + (t - b.at) * perMs);
  return {
    take(key: string): number {
      const t = now();
      if (t - swept > windowMs) {
        swept = t;
        for (const [k, b] of buckets) if (level(b, t) >= limit) buckets.delete(k);
      }
      const b = buckets.get(key) ?? { tokens: limit, at: t };
      b.tokens = level(b, t);
      b.at = t;
      buckets.set(key, b);
      if (b.tokens < 1) return Math.ceil((1 - b.tokens) / perMs);
      b.tokens -= 1;
      return 0;
    },
    get size() {
      return buckets.size;
    },
  };
}
