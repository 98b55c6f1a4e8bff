import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** PGlite and node-postgres drizzle instances share this type, so the domain code is one. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  /**
   * For the live message writer. On the embedded database, which runs one statement at a time, its
   * statements go ahead of the others waiting there (read marks, typing look-ups, page loads), so a
   * message is stored first; on PostgreSQL it is `db`.
   */
  messageDb: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database on disk only: a copy of its files into `to`, taken while it serves (online-backup.ts). */
  snapshot?: (to: string) => Promise<{ pausedMs: number }>;
  close(): Promise<void>;
}

export const MIGRATIONS = join(import.meta.dirname, 'migrations');

/** The embedded database's files within the data folder. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** A data folder whose engine would not start (PGlite aborts): what happened and how to recover. */
export class EmbeddedDbOpenError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
    super(
      `The embedded database in ${pgliteDir(dataDir)} did not open (${(cause as Error)?.message ?? String(cause)}).\n` +
        'Its files are damaged: a power loss or crash while it was writing, or two servers having used the folder at once.\n' +
        'To recover:\n' +
        `  1. keep a copy of the folder as it is:  cp -a ${dataDir} ${dataDir}.damaged-${stamp}\n` +
        `  2. restore the last backup into it:     DATA_DIR=${dataDir} npm run restore -- <backup file>\n` +
        '     (the damaged database is moved aside within the folder, not deleted)',
      { cause },
    );
    this.name = 'EmbeddedDbOpenError';
  }
}

/**
 * Opens the database and applies migrations. `databaseUrl` postgres://… uses PostgreSQL;
 * otherwise PGlite on disk in `dataDir`, or in memory when `dataDir` is 'memory://'. On disk the
 * folder is locked for this process first (data-dir-lock.ts): `lock` is one the caller already
 * holds, released by `close()` like one taken here.
 */
export async function openDb(opts: {
  databaseUrl?: string;
  dataDir?: string;
  lock?: DataDirLock;
  /** PGlite only: a dumped data folder (tarball) to start from, e.g. the tests' migrated template. */
  loadDataDir?: string;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // No JIT: its compile (100–300 ms a statement, bench/RESULTS.md bench:reports) dwarfs the short
    // queries of this application, whose plans often overestimate rows (a report's stale hours).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle client can be cut by the server (restart, admin shutdown); the pool re-emits that as an
    // 'error' event, which without a listener would crash the process. The next query reconnects.
    pool.on('error', (err) => console.warn(`postgres: idle connection closed (${err.message})`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, messageDb: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const where = opts.dataDir ?? 'memory://';
  const onDisk = !where.startsWith('memory://');
  const lock = onDisk ? (opts.lock ?? lockDataDir(where, 'server')) : undefined;
  // PGlite on its own thread, reached through node-postgres like PostgreSQL: one driver, and no
  // statement ever runs on the event loop that serves the sockets.
  const { startPgliteThread } = await import('./pglite-thread');
  // A new database is made by a short-lived process (pglite-create.mjs), so the memory that takes is
  // given back before the server's engine opens it.
  if (onDisk && !existsSync(join(pgliteDir(where), 'PG_VERSION'))) {
    const made = spawnSync(process.execPath, [join(import.meta.dirname, 'pglite-create.mjs'), pgliteDir(where)], { stdio: ['ignore', 'ignore', 'pipe'] });
    if (made.status !== 0) {
      lock?.release();
      throw new Error(`making the embedded database in ${pgliteDir(where)} failed: ${made.stderr.toString().trim()}`);
    }
  }
  let thread: Awaited<ReturnType<typeof startPgliteThread>>;
  try {
    thread = await startPgliteThread(onDisk ? pgliteDir(where) : undefined, 8, { loadDataDir: opts.loadDataDir });
  } catch (err) {
    lock?.release();
    throw onDisk ? new EmbeddedDbOpenError(where, err) : err;
  }
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const db = drizzle(thread.pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    messageDb: drizzle(thread.urgentPool, { schema }) as unknown as Db,
    kind: 'pglite',
    ...(onDisk ? { snapshot: (to: string) => thread.snapshot(to) } : {}),
    async close() {
      await thread.close();
      lock?.release();
    },
  };
}
