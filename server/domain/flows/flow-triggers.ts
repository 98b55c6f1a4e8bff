import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flows } from '../../db/schema';

export interface PublishedTriggers {
  id: number;
  triggers: string[];
  agentUserId: number | null;
}

/**
 * A company's published flows and their trigger phrases, which every bot answer without a Q&A
 * looks through (run.ts matchFlow): read once per FLOW_TRIGGERS_MS, not per answer. A flow written
 * by this process (created, edited, published, deleted, copied, its agent fired) is seen by the
 * next answer (flowsChanged); one written by another process within FLOW_TRIGGERS_MS. Keyed by
 * database too (tests run several apps in one process); a change drops the company in every one.
 */
export const FLOW_TRIGGERS_MS = 10_000;
const byDb = new WeakMap<Db, Map<number, { rows: Promise<PublishedTriggers[]>; until: number; generation: number }>>();
const generations = new Map<number, number>();

export function publishedTriggers(db: Db, companyId: number): Promise<PublishedTriggers[]> {
  let entries = byDb.get(db);
  if (!entries) byDb.set(db, (entries = new Map()));
  const generation = generations.get(companyId) ?? 0;
  const hit = entries.get(companyId);
  if (hit && hit.until > Date.now() && hit.generation === generation) return hit.rows;
  const rows = db
    .select({ id: flows.id, triggers: flows.triggers, agentUserId: flows.agentUserId })
    .from(flows)
    .where(and(eq(flows.companyId, companyId), eq(flows.status, 'published')));
  const entry = { rows: Promise.resolve(rows), until: Date.now() + FLOW_TRIGGERS_MS, generation };
  entries.set(companyId, entry);
  // A failed read is not kept; a read that a change overtook is dropped by its generation.
  entry.rows.catch(() => entries.get(companyId) === entry && entries.delete(companyId));
  if (entries.size > 5000) entries.delete(entries.keys().next().value as number);
  return entry.rows;
}

/** After a company's flows changed: the next answer reads them again. */
export function flowsChanged(companyId: number) {
  generations.set(companyId, (generations.get(companyId) ?? 0) + 1);
}
