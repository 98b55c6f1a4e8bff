import { RELOAD_GUARD_MS } from '../../contracts/constants';
import { VersionSchema } from '../../contracts/auth.schema';
import type { HttpClient } from './http';

/** sessionStorage key holding the time of the last automatic reload. */
export const RELOAD_GUARD_KEY = 'app:lastReloadAt';
export const VERSION_POLL_MS = 60_000;

/** The running build; a fixed value outside Vite (unit tests), where nothing is defined. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev';

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

function defaultDeps(): ReloadGuardDeps {
  return { storage: window.sessionStorage, now: Date.now, reload: () => window.location.reload() };
}

/**
 * Reloads unless the page already reloaded within RELOAD_GUARD_MS, so a stale index.html or a
 * chunk that keeps failing cannot trap the browser in a reload loop. Returns whether it reloaded.
 */
export function guardedReload(deps: ReloadGuardDeps = defaultDeps()): boolean {
  const now = deps.now();
  const last = Number(deps.storage.getItem(RELOAD_GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS && now >= last) return false;
  deps.storage.setItem(RELOAD_GUARD_KEY, String(now));
  deps.reload();
  return true;
}

/** The version the server serves now, or null when it cannot tell (offline, old server). */
export async function fetchServedVersion(client: HttpClient): Promise<string | null> {
  try {
    const parsed = VersionSchema.safeParse(await client.get('/pub/version', { silent: true, cache: 'no-store' }));
    return parsed.success ? parsed.data.version : null;
  } catch {
    return null;
  }
}

export function isNewBuild(served: string | null, running: string = APP_VERSION): boolean {
  return served !== null && served !== running;
}
