import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flows } from '../../db/schema';
import { ttlCache } from '../../lib/ttl-cache';

export interface PublishedTriggers {
  id: number;
  triggers: string[];
  agentUserId: number | null;
}

/**
 * A company's published flows and their trigger phrases, which every bot answer without a Q&A
 * looks through (run.ts matchFlow): read once per FLOW_TRIGGERS_MS, not per answer. A flow written
 * by this process (created, edited, published, deleted, copied, its agent fired) is seen by the
 * next answer (flowsChanged); one written by another process within FLOW_TRIGGERS_MS. Kept per
 * database (tests run several apps in one process). A change moves the company's generation, part
 * of the key, so a read made before it (or still under way) is not found again, in any database.
 */
export const FLOW_TRIGGERS_MS = 10_000;
const byDb = new WeakMap<Db, ReturnType<typeof ttlCache<string, PublishedTriggers[]>>>();
const generations = new Map<number, number>();

export function publishedTriggers(db: Db, companyId: number): Promise<PublishedTriggers[]> {
  let cache = byDb.get(db);
  if (!cache) byDb.set(db, (cache = ttlCache<string, PublishedTriggers[]>(FLOW_TRIGGERS_MS, 5000)));
  return cache.get(`${companyId}:${generations.get(companyId) ?? 0}`, async () =>
    db
      .select({ id: flows.id, triggers: flows.triggers, agentUserId: flows.agentUserId })
      .from(flows)
      .where(and(eq(flows.companyId, companyId), eq(flows.status, 'published'))),
  );
}

/** After a company's flows changed: the next answer reads them again. */
export function flowsChanged(companyId: number) {
  generations.set(companyId, (generations.get(companyId) ?? 0) + 1);
}
