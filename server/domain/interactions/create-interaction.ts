import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import { virtualAgentsOn } from '../billing/agent-gate';
import { agentOnChannel } from '../virtual-agents/channel-agent';

/**
 * A new conversation waiting in the queue (channels create these; the seed and tests too). The
 * caller then asks routing to offer it (`app.realtime.routeQueue(companyId)`). On a channel with a
 * virtual agent switched on it starts with the agent instead (stage virtual_agent, which routing
 * leaves alone) until the agent hands it over (`app.virtualAgents.onCustomerMessage`).
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
  // Billing turns agents off (unpaid, expired, past the plan's bot interactions): people answer.
  // Asked only where an agent is switched on, so channels without one pay nothing for it.
  const onChannel = i.channelId && !i.imported ? await agentOnChannel(db, i.channelId) : null;
  const bot = onChannel && (await virtualAgentsOn(db, i.companyId)) ? onChannel : null;
  const [row] = await db
    .insert(interactions)
    .values({
      companyId: i.companyId,
      channelId: i.channelId ?? null,
      subject: i.subject ?? '',
      contactId: i.contactId ?? null,
      visitorId: i.visitorId ?? null,
      channelIdentity: i.channelIdentity ?? null,
      stage: bot ? 'virtual_agent' : 'queued',
      ...(i.imported ? { origin: 'import', createdAt: i.imported.at } : {}),
    })
    .returning();
  return row;
}
