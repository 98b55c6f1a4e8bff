import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Rows of a raw statement, the same on PGlite and node-postgres. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A timestamp as either driver hands it back (Date, or text from a jsonb or a cast). */
export const isoOf = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
