import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';

type ChannelRow = typeof channels.$inferSelect;

// Every webhook POST names its channel: its row (secret, page, active flag) is read once per few
// seconds, not once per event. A change made here is seen at once (forgetChannel); one made by
// another process within CHANNEL_CACHE_MS. Kept per database: tests run several apps in one process.
export const CHANNEL_CACHE_MS = 5_000;
const byDb = new WeakMap<Db, Map<number, { row: Promise<ChannelRow | null>; until: number }>>();

const entriesOf = (db: Db) => {
  let entries = byDb.get(db);
  if (!entries) byDb.set(db, (entries = new Map()));
  return entries;
};

/** The channel's row, from the cache while it is fresh; null when there is no such channel. */
export function cachedChannel(db: Db, id: number): Promise<ChannelRow | null> {
  const entries = entriesOf(db);
  const hit = entries.get(id);
  if (hit && hit.until > Date.now()) return hit.row;
  const row = db
    .select()
    .from(channels)
    .where(eq(channels.id, id))
    .limit(1)
    .then(([r]) => r ?? null);
  entries.set(id, { row, until: Date.now() + CHANNEL_CACHE_MS });
  row.catch(() => entries.get(id)?.row === row && entries.delete(id));
  if (entries.size > 10_000) entries.delete(entries.keys().next().value as number);
  return row;
}

/** After a channel changed (activated, edited, deleted, reconnected): the next event reads it again. */
export function forgetChannel(db: Db, id: number) {
  byDb.get(db)?.delete(id);
}
