import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import { virtualAgentsOn } from '../billing/agent-gate';
import { agentOnChannel } from '../virtual-agents/channel-agent';

/**
 * The stage a new conversation on `channelId` starts in: with the virtual agent switched on there
 * (virtual_agent, which routing leaves alone), unless billing turns agents off (unpaid, expired,
 * past the plan's bot interactions): then, as on a channel without one, in the queue for people.
 * Billing is asked only where an agent is switched on, so channels without one pay nothing for it.
 */
export async function startingStage(db: Db, companyId: number, channelId: number | null | undefined): Promise<'virtual_agent' | 'queued'> {
  const onChannel = channelId ? await agentOnChannel(db, channelId) : null;
  return onChannel && (await virtualAgentsOn(db, companyId)) ? 'virtual_agent' : 'queued';
}

/**
 * A new conversation waiting in the queue (channels create these; the seed and tests too). The
 * caller then asks routing to offer it (`app.realtime.routeQueue(companyId)`). On a channel with a
 * virtual agent switched on it starts with the agent instead (startingStage) until the agent hands
 * it over (`app.virtualAgents.onCustomerMessage`). A web-chat visitor's conversation is made by
 * visitor_conversation (server/domain/visitors/open-conversation.ts), with the same stage.
 */
export async function createInteraction(
  db: Db,
  i: {
    companyId: number;
    channelId?: number | null;
    subject?: string;
    contactId?: number | null;
    visitorId?: number | null;
    channelIdentity?: string | null;
    /** Mail a mailbox held before it was connected: its own date, never a virtual agent's (nor billed as one). */
    imported?: { at: Date };
  },
) {
  const stage = i.imported ? 'queued' : await startingStage(db, i.companyId, i.channelId);
  const [row] = await db
    .insert(interactions)
    .values({
      companyId: i.companyId,
      channelId: i.channelId ?? null,
      subject: i.subject ?? '',
      contactId: i.contactId ?? null,
      visitorId: i.visitorId ?? null,
      channelIdentity: i.channelIdentity ?? null,
      stage,
      ...(i.imported ? { origin: 'import', createdAt: i.imported.at } : {}),
    })
    .returning();
  return row;
}
