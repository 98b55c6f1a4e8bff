import { drizzle } from 'drizzle-orm/node-postgres';
import pg, { type Pool } from 'pg';
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

/**
 * Every statement any connection of this process sends from `start()` to `stop()` (node-postgres
 * carries both databases' statements: PostgreSQL's, and the embedded one's to its thread), with
 * the text as sent (prepared statements by their text, BEGIN and COMMIT too).
 */
export function recordStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: string[] = [];
  let on = false;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as string | { text?: string } | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    if (on && text) seen.push(text.replace(/\s+/g, ' ').trim());
    return original.apply(this, args);
  };
  return {
    start() {
      seen.length = 0;
      on = true;
    },
    /** What was sent since start(). */
    stop() {
      on = false;
      return [...seen];
    },
    restore() {
      proto.query = original;
    },
  };
}
