import { and, asc, eq } from 'drizzle-orm';
import type { AdditionalAgent } from '../../../contracts';
import type { Db } from '../../db/client';
import { additionalAgents } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type Row = typeof additionalAgents.$inferSelect;
export const toAdditionalAgent = (r: Row): AdditionalAgent => ({
  id: r.id,
  started_at: r.startedAt.toISOString(),
  ended_at: r.endedAt?.toISOString() ?? null,
  billed_until: r.billedUntil.toISOString(),
});

/** Running ones and terminated ones whose days are not invoiced yet (spec: not removable before the next invoice). */
export async function listAdditionalAgents(db: Db, companyId: number): Promise<AdditionalAgent[]> {
  const rows = await db.select().from(additionalAgents).where(eq(additionalAgents.companyId, companyId)).orderBy(asc(additionalAgents.id));
  return rows.filter((r) => !r.endedAt || r.billedUntil < r.endedAt).map(toAdditionalAgent);
}

/** Buys one additional agent (one at a time), billed from now on the next invoice. */
export async function addAdditionalAgent(db: Db, companyId: number, now: Date): Promise<AdditionalAgent> {
  const [row] = await db.insert(additionalAgents).values({ companyId, startedAt: now, billedUntil: now }).returning();
  return toAdditionalAgent(row);
}

/**
 * Terminates one: it stops counting days now; the days used stay on the next invoice, and the row
 * stays listed until that invoice bills them.
 */
export async function terminateAdditionalAgent(db: Db, companyId: number, id: number, now: Date): Promise<AdditionalAgent> {
  const [row] = await db
    .select()
    .from(additionalAgents)
    .where(and(eq(additionalAgents.id, id), eq(additionalAgents.companyId, companyId)))
    .limit(1);
  if (!row) throw new AppError('err_additional_agent_not_found');
  if (row.endedAt) throw new AppError('err_forbidden_action');
  const [ended] = await db.update(additionalAgents).set({ endedAt: now }).where(eq(additionalAgents.id, id)).returning();
  return toAdditionalAgent(ended);
}
