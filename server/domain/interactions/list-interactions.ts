import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import type { InteractionListItem, InteractionStatus } from '../../../contracts';
import { toListItems } from './summaries';
import { visibleInteractions, type InteractionViewer } from './find-visible';

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
 * an inclusive closed_at range when given. Only those the viewer may read (find-visible.ts: closed
 * ones of others need "view all closed"); the viewer's read marks and scope 'mine' shape the list.
 */
export async function listInteractions(db: Db, viewer: InteractionViewer, q: ListQuery): Promise<{ items: InteractionListItem[]; total: number }> {
  const userId = viewer.id;
  const where: SQL[] = [visibleInteractions(viewer), eq(interactions.status, q.status)];
  if (q.scope === 'mine') where.push(eq(interactions.ownerUserId, userId));
  if (q.scope === 'queued' && q.status === 'open') where.push(eq(interactions.stage, 'queued'));
  if (q.status === 'closed' && q.from) where.push(gte(interactions.closedAt, new Date(q.from)));
  if (q.status === 'closed' && q.to) where.push(lte(interactions.closedAt, new Date(q.to)));
  const filter = and(...where);
  const order = q.status === 'open' ? interactions.createdAt : desc(interactions.closedAt);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(interactions)
      .where(filter)
      .orderBy(order, interactions.id)
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ total: count() }).from(interactions).where(filter),
  ]);
  return { items: await toListItems(db, rows, userId), total: Number(total) };
}
