import { describe, expect, it } from 'vitest';
import { ttlCache } from '../../server/lib/ttl-cache';

describe('ttl cache', () => {
  it('loads a key once for callers that ask while it loads, and again after a failure', async () => {
    const cache = ttlCache<number, string>(60_000);
    let loads = 0;
    const load = () => new Promise<string>((r) => setTimeout(() => r(`v${++loads}`), 5));
    expect(await Promise.all([cache.get(1, load), cache.get(1, load), cache.get(1, load)])).toEqual(['v1', 'v1', 'v1']);
    expect(loads).toBe(1);
    await expect(cache.get(2, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(2, load)).toBe('v2');
  });
});
