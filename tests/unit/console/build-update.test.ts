import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS } from '../../../contracts/constants';
import { RELOAD_GUARD_KEY, fetchServedVersion, guardedReload, isNewBuild } from '../../../src/lib/build-update';
import { createHttp } from '../../../src/lib/http';
import { fakeFetch } from './fake-fetch';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('reload guard', () => {
  it('never reloads twice within 10 seconds', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    let reloads = 0;
    const deps = { storage, now: () => now, reload: () => void reloads++ };

    expect(guardedReload(deps)).toBe(true);
    expect(reloads).toBe(1);
    expect(storage.values.get(RELOAD_GUARD_KEY)).toBe('1000000');

    now += 1;
    expect(guardedReload(deps)).toBe(false);
    now += RELOAD_GUARD_MS - 2;
    expect(guardedReload(deps)).toBe(false);
    expect(reloads).toBe(1);

    now += 1; // exactly 10 s after the first reload
    expect(guardedReload(deps)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('reloads when the stored time is unreadable or in the future (clock change)', () => {
    const storage = memoryStorage();
    let reloads = 0;
    storage.setItem(RELOAD_GUARD_KEY, 'garbage');
    expect(guardedReload({ storage, now: () => 5_000, reload: () => void reloads++ })).toBe(true);
    storage.setItem(RELOAD_GUARD_KEY, String(50_000));
    expect(guardedReload({ storage, now: () => 5_000, reload: () => void reloads++ })).toBe(true);
    expect(reloads).toBe(2);
  });
});

describe('served version', () => {
  it('reads GET /pub/version', async () => {
    const fake = fakeFetch({ status: 200, json: { version: '0.2.0+1' } });
    const http = createHttp({ fetch: fake.fetch, retryDelayMs: 0 });
    await expect(fetchServedVersion(http)).resolves.toBe('0.2.0+1');
    expect(new URL(fake.requests[0].url).pathname).toBe('/pub/version');
  });

  it('cannot tell when the server fails or answers something else', async () => {
    const failing = createHttp({ fetch: fakeFetch(500).fetch, retryDelayMs: 0 });
    await expect(fetchServedVersion(failing)).resolves.toBeNull();
    const odd = createHttp({ fetch: fakeFetch({ status: 200, json: { v: 1 } }).fetch });
    await expect(fetchServedVersion(odd)).resolves.toBeNull();
  });

  it('is new only when known and different', () => {
    expect(isNewBuild(null, '1')).toBe(false);
    expect(isNewBuild('1', '1')).toBe(false);
    expect(isNewBuild('2', '1')).toBe(true);
  });
});
