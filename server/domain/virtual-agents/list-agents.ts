import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { VirtualAgent, VirtualAgentKind } from '../../../contracts';
import type { Db } from '../../db/client';
import { users, virtualAgentChannels, virtualAgents } from '../../db/schema';

export interface AgentRow {
  userId: number;
  companyId: number;
  name: string;
  photo: string | null;
  kind: VirtualAgentKind;
  isPrimary: boolean;
  fired: boolean;
  channels: number[];
  createdAt: Date;
}

const columns = {
  userId: virtualAgents.userId,
  companyId: virtualAgents.companyId,
  name: users.firstName,
  photo: users.pictureUrl,
  kind: users.userType,
  isPrimary: virtualAgents.isPrimary,
  firedAt: virtualAgents.firedAt,
  createdAt: virtualAgents.createdAt,
};

/** A company's agents (fired ones left out unless `id` names one), each with its channels. */
export async function agentRows(db: Db, companyId: number, id?: number, opts: { lock?: boolean } = {}): Promise<AgentRow[]> {
  const where =
    id === undefined
      ? and(eq(virtualAgents.companyId, companyId), isNull(virtualAgents.firedAt))
      : and(eq(virtualAgents.companyId, companyId), eq(virtualAgents.userId, id));
  const q = db.select(columns).from(virtualAgents).innerJoin(users, eq(users.id, virtualAgents.userId)).where(where).orderBy(asc(virtualAgents.userId));
  const rows = opts.lock ? await q.for('update', { of: virtualAgents }) : await q;
  const ids = rows.map((r) => r.userId);
  const links = ids.length
    ? await db
        .select({ agent: virtualAgentChannels.agentUserId, channel: virtualAgentChannels.channelId })
        .from(virtualAgentChannels)
        .where(inArray(virtualAgentChannels.agentUserId, ids))
    : [];
  return rows.map((r) => ({
    userId: r.userId,
    companyId: r.companyId,
    name: r.name,
    photo: r.photo,
    kind: r.kind as VirtualAgentKind,
    isPrimary: r.isPrimary,
    fired: r.firedAt !== null,
    channels: links
      .filter((l) => l.agent === r.userId)
      .map((l) => l.channel)
      .sort((a, b) => a - b),
    createdAt: r.createdAt,
  }));
}

export const toVirtualAgent = (r: AgentRow): VirtualAgent => ({
  id: r.userId,
  name: r.name,
  photo: r.photo,
  kind: r.kind,
  is_primary: r.isPrimary,
  channels: r.channels,
  active: r.channels.length > 0,
  created_at: r.createdAt.toISOString(),
});
