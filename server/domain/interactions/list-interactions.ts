import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import type { InteractionListItem, InteractionStatus } from '../../../contracts';
import { toSummary } from './to-summary';

/** Open conversations oldest first (who waits longest comes first); closed ones newest first. */
export async function listInteractions(db: Db, companyId: number, q: { status: InteractionStatus; page: number; size: number }, onlyOwner?: number) {
  const where = and(eq(interactions.companyId, companyId), eq(interactions.status, q.status), onlyOwner ? eq(interactions.ownerUserId, onlyOwner) : undefined);
  const order = q.status === 'open' ? interactions.createdAt : desc(interactions.closedAt);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(interactions).where(where).orderBy(order, interactions.id).limit(q.size).offset((q.page - 1) * q.size),
    db.select({ total: count() }).from(interactions).where(where),
  ]);
  return { items: rows.map((r): InteractionListItem => ({ ...toSummary(r), my_read_seq: 0 })), total: Number(total) };
}
