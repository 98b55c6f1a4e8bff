import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { botSessions, channels, interactions, users, virtualAgentChannels, virtualAgents } from '../../db/schema';
import { applyInteractionEvent, type InteractionRow } from '../interactions/apply-event';
import { AppError } from '../../lib/app-error';
import { restoreVirtualAgent, type VirtualAgentEvent } from '../../../machines/virtual-agent.machine';
import { flowsChanged } from '../flows/flow-triggers';
import { agentsChanged } from './channel-agent';
import { agentRows, type AgentRow } from './list-agents';

/** What firing does beyond the agent's own rows (the flow builder deletes its flows here). */
export type OnFired = (tx: Db, companyId: number, agentUserId: number) => Promise<void>;

async function lockedAgent(tx: Db, companyId: number, agentId: number): Promise<AgentRow> {
  const [row] = await agentRows(tx, companyId, agentId, { lock: true });
  if (!row || row.fired) throw new AppError('err_virtual_agent_not_found');
  return row;
}

/** The machine's answer for a stored agent: the event is refused unless it would take it. */
function assertCan(row: AgentRow, event: VirtualAgentEvent) {
  if (restoreVirtualAgent(row).can(event)) return;
  if (event.type === 'agent.fire' && row.isPrimary) throw new AppError('err_primary_agent_remove');
  throw new AppError('err_virtual_agent_transition');
}

/**
 * Switches an agent on or off on one of the company's channels (spec §4; the console asks first).
 * A channel has at most one agent: switching on where another answers is refused.
 */
export async function setAgentChannel(db: Db, companyId: number, agentId: number, channelId: number, on: boolean) {
  const after = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockedAgent(tx, companyId, agentId);
    const [channel] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.id, channelId), eq(channels.companyId, companyId)));
    if (!channel) throw new AppError('err_channel_id_invalid');
    assertCan(row, on ? { type: 'agent.activate', channelId } : { type: 'agent.deactivate', channelId });
    if (on) {
      const [taken] = await tx.insert(virtualAgentChannels).values({ agentUserId: agentId, channelId, companyId }).onConflictDoNothing().returning();
      if (!taken) throw new AppError('err_virtual_agent_channel_taken');
    } else {
      await tx.delete(virtualAgentChannels).where(and(eq(virtualAgentChannels.agentUserId, agentId), eq(virtualAgentChannels.channelId, channelId)));
    }
    const [changed] = await agentRows(tx, companyId, agentId);
    return changed;
  });
  agentsChanged(db);
  return after;
}

/**
 * Fires an agent (never the primary): it answers nowhere, its user is inactive, `onFired` deletes
 * its flows; its knowledge stays, naming it, unused until moved to another agent.
 */
export async function fireAgent(db: Db, companyId: number, agentId: number, onFired: OnFired) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockedAgent(tx, companyId, agentId);
    assertCan(row, { type: 'agent.fire' });
    await tx.delete(virtualAgentChannels).where(eq(virtualAgentChannels.agentUserId, agentId));
    await tx.update(virtualAgents).set({ firedAt: new Date() }).where(eq(virtualAgents.userId, agentId));
    await tx.update(users).set({ status: 'inactive', updatedAt: new Date() }).where(eq(users.id, agentId));
    await onFired(tx, companyId, agentId);
  });
  // What answering keeps in memory: the channels' agent, and the flows (onFired deleted its).
  agentsChanged(db);
  flowsChanged(companyId);
  return { ok: true as const };
}

/**
 * A fired agent's conversations still with it go to the human queue (their bot sessions marked
 * handed over), so nobody is left talking to an agent that is gone. Answers the rows to publish.
 */
export async function handOverAgentConversations(db: Db, companyId: number, agentId: number) {
  const open = await db
    .select({ id: interactions.id })
    .from(interactions)
    .innerJoin(botSessions, eq(botSessions.interactionId, interactions.id))
    .where(and(eq(interactions.companyId, companyId), eq(interactions.status, 'open'), eq(interactions.stage, 'virtual_agent'), eq(botSessions.agentUserId, agentId)));
  const moved: InteractionRow[] = [];
  for (const { id } of open) {
    try {
      moved.push(await applyInteractionEvent(db, companyId, id, { type: 'interaction.handover' }, null));
      await db.update(botSessions).set({ phase: 'handed_over', handedOverAt: new Date() }).where(eq(botSessions.interactionId, id));
    } catch (err) {
      // Closed or taken meanwhile: nothing to hand over.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return moved;
}
