import type { EventEmitter } from 'node:events';

/** The low-cardinality label of a statement: its first keyword (select, insert, … ; `other` past the list). */
const VERBS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'savepoint', 'release']);
export function statementKind(text: unknown): string {
  if (typeof text !== 'string') return 'other';
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '';
  return VERBS.has(verb) ? verb : 'other';
}

type QueryFn = (...args: unknown[]) => unknown;
interface ClientLike {
  query: QueryFn;
}
const TIMED = Symbol('statement timed');

/**
 * Times every statement a node-postgres pool runs (PostgreSQL, and PGlite reached through its wire
 * pool alike): each client is wrapped once, when the pool first hands it out (`acquire`), which both
 * `pool.query` and drizzle's transactions go through. `observe` gets the kind and the seconds from the
 * statement sent to its answer (waiting for a pool connection not included: that is the pool gauge).
 */
export function timeStatements(pool: EventEmitter, observe: (kind: string, seconds: number) => void) {
  pool.on('acquire', (client: ClientLike & { [TIMED]?: true }) => {
    if (client[TIMED]) return;
    client[TIMED] = true;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string; submit?: unknown } | undefined;
      // A cursor or stream (a Submittable) answers over time: not a statement time.
      if (first && typeof first === 'object' && 'submit' in first) return query(...args);
      const kind = statementKind(typeof first === 'string' ? first : first?.text);
      const started = process.hrtime.bigint();
      const done = () => observe(kind, Number(process.hrtime.bigint() - started) / 1e9);
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const cb = args[last] as (...r: unknown[]) => void;
        args[last] = (...r: unknown[]) => (done(), cb(...r));
        return query(...args);
      }
      const result = query(...args) as Promise<unknown> | undefined;
      result?.then?.(done, done);
      return result;
    };
  });
}
