// What PostgreSQL's autovacuum would do for the embedded database. PGlite runs no background
// workers (max_worker_processes=0), so nothing else ever vacuums or analyzes it:
//   * rows that updates and deletes leave behind would stay, and the tables and their indexes grow
//     with them (a conversation is updated with each message, status and owner changes cannot be
//     pruned in place since they change indexed columns, a read mark moves with every read);
//   * no row would ever be frozen, and after about two billion transactions PostgreSQL stops
//     accepting writes to protect itself (at 2,000 chat messages a second, about 250 write
//     transactions a second, in about three months);
//   * the planner would never have statistics of the tables.
// Plain JavaScript: it runs on the database thread, which starts without the TypeScript loader.

/** How often every table is vacuumed and analyzed. */
export const MAINTENANCE_EVERY_MS = 10 * 60_000;
/** The rest between two maintenance statements, in which live statements have the engine. */
export const MAINTENANCE_PAUSE_MS = 20;

// Every table, the application's first; ANALYZE as autovacuum would decide it, once 50 rows and a
// tenth of the table have changed since the last (it reads a sample of up to 30,000 rows, and costs
// far more than a VACUUM: bench/RESULTS.md).
const TABLES = `
  select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
         coalesce(s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0), true) as stale
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_stat_all_tables s on s.relid = c.oid
  where c.relkind in ('r', 'm') and n.nspname <> 'information_schema' and n.nspname not like 'pg_temp%'
  order by n.nspname in ('pg_catalog', 'pg_toast'), c.oid`;

/**
 * Every `everyMs`, a VACUUM of each table in turn, the system catalogs too (the oldest unfrozen row
 * of any table holds the whole database back), and an ANALYZE of those changed enough. Each
 * statement is one turn of the wire's queue (`between`), `pauseMs` after the last, so live
 * statements go between them instead of waiting for the whole pass (bench:chat's p99 stays as it
 * was: bench/RESULTS.md), and no turn falls inside a client's transaction
 * (VACUUM cannot run in one). What fails is reported, the other tables are still done, and the
 * next pass tries again. Answers a function that stops it and resolves once the statement under
 * way, if any, has finished.
 */
export function maintainEvery(wire, db, { everyMs = MAINTENANCE_EVERY_MS, pauseMs = MAINTENANCE_PAUSE_MS, warn = console.warn } = {}) {
  let stopped = false;
  let running = false;
  /** The statement under way, if any: stopping waits for it. */
  let current = Promise.resolve();
  const turn = (work) => wire.between(() => (stopped ? Promise.resolve(null) : (current = work())));
  const pass = async () => {
    if (running || stopped) return;
    running = true;
    const failed = [];
    try {
      const tables = await turn(() => db.query(TABLES));
      const statements = (tables?.rows ?? []).flatMap(({ name, stale }) => (stale ? [`VACUUM ${name}`, `ANALYZE ${name}`] : [`VACUUM ${name}`]));
      for (const statement of statements) {
        // Live statements go first: the engine is the server's, and this can wait.
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        if (stopped) break;
        await turn(() => db.exec(statement)).catch((err) => failed.push(`${statement}: ${err instanceof Error ? err.message : String(err)}`));
      }
    } catch (err) {
      failed.push(err instanceof Error ? err.message : String(err));
    } finally {
      running = false;
    }
    if (failed.length) warn(`embedded database: maintenance (vacuum, analyze) failed for ${failed.length} statement(s): ${failed.slice(0, 3).join('; ')}`);
  };
  const timer = setInterval(() => void pass(), everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current.catch(() => {});
  };
}
