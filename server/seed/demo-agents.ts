import type { Db } from '../db/client';
import { virtualAgentChannels } from '../db/schema';
import { agentsChanged } from '../domain/virtual-agents/channel-agent';
import { insertAgent } from '../domain/virtual-agents/hire-agent';

/**
 * Demo LLC's primary virtual agent, switched on for its web chat (unless `switchedOn` is false:
 * DEMO_BOT=0, so end-to-end specs of the live chat meet a person first). Seeded after the demo
 * conversations, which stay with people; the demo knowledge is allotted to it (demo.ts).
 */
export async function seedDemoAgents(db: Db, companyId: number, webchatChannelId: number, { switchedOn }: { switchedOn: boolean }) {
  const id = await insertAgent(db, companyId, { name: 'Туслах', avatar: 'robot', kind: 'virtual_social_agent', is_primary: true });
  if (switchedOn) await db.insert(virtualAgentChannels).values({ agentUserId: id, channelId: webchatChannelId, companyId });
  // The demo conversations just made on this channel had it read with no agent: the next one sees this one.
  agentsChanged(db);
  return id;
}
