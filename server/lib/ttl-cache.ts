/**
 * A small in-process cache for look-ups that may be a little stale (a name, a visitor's language):
 * entries live `ttlMs`, and the oldest go first beyond `max` entries.
 */
export function ttlCache<K, V>(ttlMs: number, max = 10_000) {
  const entries = new Map<K, { value: V; until: number }>();
  return {
    async get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, until: Date.now() + ttlMs });
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
      return value;
    },
  };
}
