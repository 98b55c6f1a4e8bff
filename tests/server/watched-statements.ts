import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import * as schema from '../../server/db/schema';
import type { Db } from '../../server/db/client';

/**
 * A handle on the test database's own connections in which every statement whose text holds
 * `marker` goes through `around`, with its parameters in order: to hold it back, record it or fail
 * it. It sees prepared statements too (they reach the driver as any other), and only the handle's
 * own statements: the live path prepares its statements once per handle.
 */
export function watchedStatements(db: Db, marker: string, around: (params: unknown[], run: () => Promise<unknown>) => Promise<unknown>): Db {
  const pool = (db as unknown as { $client: Pool }).$client;
  const query = (config: string | { text: string }, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    const run = () => pool.query(config as never, values as never) as Promise<unknown>;
    return text.includes(marker) ? around(values ?? [], run) : run();
  };
  // Everything else (connect for a transaction, events) is the pool's own.
  const client = new Proxy(pool, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key)) });
  return drizzle(client, { schema }) as unknown as Db;
}
