import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
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
  close(): Promise<void>;
}

const MIGRATIONS = join(import.meta.dirname, 'migrations');

/**
 * Opens the database and applies migrations. `databaseUrl` postgres://… uses PostgreSQL;
 * otherwise PGlite on disk in `dataDir`, or in memory when `dataDir` is 'memory://'.
 */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client can be cut by the server (restart, admin shutdown); the pool re-emits that as an
    // 'error' event, which without a listener would crash the process. The next query reconnects.
    pool.on('error', (err) => console.warn(`postgres: idle connection closed (${err.message})`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, messageDb: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const where = opts.dataDir ?? 'memory://';
  if (!where.startsWith('memory://')) mkdirSync(where, { recursive: true });
  // PGlite on its own thread, reached through node-postgres like PostgreSQL: one driver, and no
  // statement ever runs on the event loop that serves the sockets.
  const { startPgliteThread } = await import('./pglite-thread');
  const thread = await startPgliteThread(where.startsWith('memory://') ? undefined : join(where, 'pglite'));
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const db = drizzle(thread.pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, messageDb: drizzle(thread.urgentPool, { schema }) as unknown as Db, kind: 'pglite', close: () => thread.close() };
}
