import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { virtualAgentChannels, virtualAgents } from '../../db/schema';

/** The virtual agent switched on for a channel, if any: a new conversation there meets it first. */
export async function agentOnChannel(db: Db, channelId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: virtualAgentChannels.agentUserId })
    .from(virtualAgentChannels)
    .innerJoin(virtualAgents, eq(virtualAgents.userId, virtualAgentChannels.agentUserId))
    .where(and(eq(virtualAgentChannels.channelId, channelId), isNull(virtualAgents.firedAt)))
    .limit(1);
  return row?.id ?? null;
}
