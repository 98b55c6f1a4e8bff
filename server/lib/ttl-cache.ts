/**
 * A small in-process cache for look-ups that may be a little stale (a name, a visitor's language):
 * entries live `ttlMs`, and the oldest go first beyond `max` entries. Callers asking for the same
 * key while it loads share that one load (a burst of messages costs one query, not one each).
 */
export function ttlCache<K, V>(ttlMs: number, max = 10_000) {
  const entries = new Map<K, { value: Promise<V>; until: number }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { value, until: Date.now() + ttlMs });
      // A failed load is not kept: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
      return value;
    },
  };
}
