import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname, uptime } from 'node:os';
import { join } from 'node:path';

/**
 * One process at a time in a data folder: two PGlite engines on the same files diverge (writes
 * acknowledged by one are lost) and can leave the folder unable to open. The lock is a file made
 * atomically (link(2) of a finished temporary file, so nobody reads it half-written) naming its
 * holder; a holder that is gone (its pid dead, or from before this boot) leaves a stale file that
 * the next start replaces. Node has no flock(2), and this needs no native package.
 */
export const LOCK_FILE = 'server.lock';

export interface LockHolder {
  pid: number;
  startedAt: string;
  host: string;
  /** What holds it: the server, a backup or a restore. */
  purpose: string;
}

export interface DataDirLock {
  dir: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dir} is in use by process ${holder.pid} (${holder.purpose}, started ${holder.startedAt} on ${holder.host}). ` +
        'Only one process may open the embedded database at a time: stop that process first, or give this one another DATA_DIR. ' +
        `If you are sure no such process runs, delete ${join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Takes the folder's lock (creating the folder) or throws DataDirLockedError naming the holder. */
export function lockDataDir(dir: string, purpose: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, startedAt: new Date().toISOString(), host: hostname(), purpose };
  const text = JSON.stringify(mine);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createAtomically(path, text)) {
      const release = () => {
        process.off('exit', release);
        if (readText(path) === text) unlinkSync(path);
      };
      // A normal exit leaves the folder free; a kill -9 leaves a stale file the next start replaces.
      process.on('exit', release);
      return { dir, release };
    }
    const seen = readText(path);
    if (seen === undefined) continue; // released meanwhile
    const holder = parse(seen);
    if (holder && alive(holder)) throw new DataDirLockedError(dir, holder);
    // A file that cannot be read as a holder is one this code never writes whole (link is atomic):
    // treated as stale like a dead holder's.
    if (!removeStale(path, seen)) sleep(25);
  }
  throw new DataDirLockedError(dir, parse(readText(path) ?? '') ?? { pid: 0, startedAt: '?', host: '?', purpose: 'unknown' });
}

/** Reads who holds the folder's lock, if a live process does. */
export function lockHolder(dir: string): LockHolder | undefined {
  const holder = parse(readText(join(dir, LOCK_FILE)) ?? '');
  return holder && alive(holder) ? holder : undefined;
}

function createAtomically(path: string, text: string): boolean {
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(tmp, text, { mode: 0o600 });
  try {
    linkSync(tmp, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(tmp);
  }
}

/**
 * Two starts may find the same stale file; unlinking after a check could then remove the lock the
 * other has just taken. Only the holder of a second, short-lived guard file removes a stale lock,
 * and only if it still reads what was judged stale. A guard left by a process killed in that
 * instant is itself judged by its pid.
 */
function removeStale(path: string, staleText: string): boolean {
  const guard = `${path}.break`;
  if (!createAtomically(guard, String(process.pid))) {
    const guardPid = Number(readText(guard));
    if (Number.isInteger(guardPid) && guardPid > 0 && !pidAlive(guardPid)) {
      try {
        unlinkSync(guard);
      } catch {
        // another start removed it first
      }
    }
    return false;
  }
  try {
    if (readText(path) === staleText) unlinkSync(path);
  } finally {
    unlinkSync(guard);
  }
  return true;
}

function alive(holder: LockHolder): boolean {
  // On another host (a shared folder) its liveness cannot be checked here: it counts as held.
  if (holder.host !== hostname()) return true;
  // A pid from before this boot (power loss, reboot) may since belong to an unrelated process.
  const bootedAt = Date.now() - uptime() * 1000;
  if (Date.parse(holder.startedAt) < bootedAt - 60_000) return false;
  return pidAlive(holder.pid);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parse(text: string): LockHolder | undefined {
  try {
    const v = JSON.parse(text) as LockHolder;
    return Number.isInteger(v.pid) && v.pid > 0 && typeof v.startedAt === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
