import { RELOAD_GUARD_MS } from '../../contracts/constants';
import type { HttpClient } from './http';
import { page } from './page';

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
  return { storage: window.sessionStorage, now: Date.now, reload: () => page.reload() };
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
    const answer = await client.get('/pub/version', { silent: true, cache: 'no-store' });
    // Loaded on the first poll, a minute in: zod stays out of the first page load.
    const { VersionSchema } = await import('../../contracts/auth.schema');
    const parsed = VersionSchema.safeParse(answer);
    return parsed.success ? parsed.data.version : null;
  } catch {
    return null;
  }
}

export function isNewBuild(served: string | null, running: string = APP_VERSION): boolean {
  return served !== null && served !== running;
}

/** How browsers word a lazy chunk that is gone (after a deploy) or could not be fetched. */
const CHUNK_LOAD_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** A route whose code could not be loaded: the error page offers a reload instead of a way home. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}
