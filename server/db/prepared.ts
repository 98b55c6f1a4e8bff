import type { Db } from './client';

/**
 * A statement prepared once per database handle, for the queries of the live-message path: the
 * database keeps its plan, so a call only binds and runs (planning is most of a small query's cost
 * on the embedded database). `build` must name the statement with `.prepare('name')`.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
