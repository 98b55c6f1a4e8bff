import { and, or, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import type { InteractionListItem, InteractionStatus } from '../../../contracts';
import { toListItems } from './summaries';

export interface ListQuery {
  status: InteractionStatus;
  page: number;
  size: number;
  from?: string;
  to?: string;
  scope?: 'all' | 'mine' | 'queued';
}

/**
 * Open conversations oldest first (who waits longest comes first); closed ones newest first, within
 * an inclusive closed_at range when given. `onlyOwner` limits to one person's (closed lists without
 * "view all closed"); `userId` is the caller, whose read marks and scope 'mine' the list uses.
 */
export async function listInteractions(db: Db, companyId: number, userId: number, q: ListQuery, onlyOwner?: number): Promise<{ items: InteractionListItem[]; total: number }> {
  const where: SQL[] = [eq(interactions.companyId, companyId), eq(interactions.status, q.status)];
  // One's own closed conversations: those one owned at the end, and those one closed.
  if (onlyOwner) where.push(or(eq(interactions.ownerUserId, onlyOwner), eq(interactions.closedByUserId, onlyOwner))!);
  if (q.scope === 'mine') where.push(eq(interactions.ownerUserId, userId));
  if (q.scope === 'queued' && q.status === 'open') where.push(eq(interactions.stage, 'queued'));
  if (q.status === 'closed' && q.from) where.push(gte(interactions.closedAt, new Date(q.from)));
  if (q.status === 'closed' && q.to) where.push(lte(interactions.closedAt, new Date(q.to)));
  const filter = and(...where);
  const order = q.status === 'open' ? interactions.createdAt : desc(interactions.closedAt);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(interactions).where(filter).orderBy(order, interactions.id).limit(q.size).offset((q.page - 1) * q.size),
    db.select({ total: count() }).from(interactions).where(filter),
  ]);
  return { items: await toListItems(db, rows, userId), total: Number(total) };
}
