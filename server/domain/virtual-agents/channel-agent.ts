import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { virtualAgentChannels, virtualAgents } from '../../db/schema';
import { ttlCache } from '../../lib/ttl-cache';

// Every new conversation asks which agent its channel has: read once per few seconds per channel,
// not per conversation. A change made by this process (switched on or off, fired) is seen at once
// (agentsChanged); one made by another process within AGENT_CACHE_MS. Kept per database: tests run
// several apps in one process.
export const AGENT_CACHE_MS = 5_000;
const byDb = new WeakMap<Db, ReturnType<typeof ttlCache<number, number | null>>>();

/** The virtual agent switched on for a channel, if any: a new conversation there meets it first. */
export function agentOnChannel(db: Db, channelId: number): Promise<number | null> {
  let cache = byDb.get(db);
  if (!cache) byDb.set(db, (cache = ttlCache<number, number | null>(AGENT_CACHE_MS)));
  return cache.get(channelId, async () => {
    const [row] = await db
      .select({ id: virtualAgentChannels.agentUserId })
      .from(virtualAgentChannels)
      .innerJoin(virtualAgents, eq(virtualAgents.userId, virtualAgentChannels.agentUserId))
      .where(and(eq(virtualAgentChannels.channelId, channelId), isNull(virtualAgents.firedAt)))
      .limit(1);
    return row?.id ?? null;
  });
}

/** After an agent was switched on or off on a channel, or fired (committed): the next conversation reads again. */
export function agentsChanged(db: Db) {
  byDb.delete(db);
}
