import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { agentAvatarSvg, type VirtualAgentBody } from '../../../contracts';
import type { Db } from '../../db/client';
import { companies, users, virtualAgents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { botLimit } from './bot-limit';

/**
 * A new virtual agent: a virtual user (never signs in: an address of the reserved .invalid domain,
 * no password) and its agent row, in one transaction under the company's row lock so two at once
 * cannot pass the plan's bot count. A company's first agent is its primary; a new primary makes
 * the old one additional (one primary per company).
 */
export async function hireAgent(db: Db, companyId: number, body: VirtualAgentBody, limitOf = botLimit) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(virtualAgents)
      .where(and(eq(virtualAgents.companyId, companyId), isNull(virtualAgents.firedAt)));
    const limit = await limitOf(tx, companyId);
    if (limit !== null && n >= limit) throw new AppError('err_bot_count_limit', { count: limit });
    return insertAgent(tx, companyId, { ...body, is_primary: body.is_primary || n === 0 });
  });
}

/** The rows of one agent, inside the caller's transaction (onboarding's first agent and the demo seed use it too). */
export async function insertAgent(
  tx: Db,
  companyId: number,
  a: { name: string; avatar: VirtualAgentBody['avatar']; kind: VirtualAgentBody['kind']; is_primary: boolean },
) {
  if (a.is_primary) await tx.update(virtualAgents).set({ isPrimary: false }).where(eq(virtualAgents.companyId, companyId));
  const [user] = await tx
    .insert(users)
    .values({
      companyId,
      email: `agent-${randomUUID()}@agents.invalid`,
      passwordHash: null,
      firstName: a.name.trim(),
      role: 'agent',
      userType: a.kind,
      pictureUrl: agentAvatarSvg(a.avatar),
    })
    .returning({ id: users.id });
  await tx.insert(virtualAgents).values({ userId: user.id, companyId, isPrimary: a.is_primary });
  return user.id;
}
