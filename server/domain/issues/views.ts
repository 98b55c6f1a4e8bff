import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueViews } from '../../db/schema';
import { ISSUE_VIEW_NAME_MAX, type IssueView, type IssueViewBody, type IssueViewFilters } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import type { IssueActor } from './actor';
import { orFail } from './guard';

const toView = (r: typeof issueViews.$inferSelect): IssueView => ({ id: r.id, name: r.name, filters: r.filters, created_at: r.createdAt.toISOString() });

/** The caller's own saved views, by name. */
export async function listViews(db: Db, actor: IssueActor) {
  const rows = await db
    .select()
    .from(issueViews)
    .where(and(eq(issueViews.companyId, actor.companyId), eq(issueViews.userId, actor.userId)))
    .orderBy(asc(sql`lower(${issueViews.name})`), asc(issueViews.id));
  return { items: rows.map(toView) };
}

/** Saves the filters under a name; the same name (any case) replaces the earlier view. */
export async function saveView(db: Db, actor: IssueActor, body: IssueViewBody & { filters: IssueViewFilters }): Promise<IssueView> {
  const name = body.name.trim();
  if (!name) throw new AppError('err_issue_view_name_empty', { field: 'name' });
  if (name.length > ISSUE_VIEW_NAME_MAX) throw new AppError('err_issue_field_too_long', { field: 'name', max: ISSUE_VIEW_NAME_MAX });
  return orFail('err_issue_add', async () => {
    const mine = and(eq(issueViews.companyId, actor.companyId), eq(issueViews.userId, actor.userId));
    const [same] = await db
      .select({ id: issueViews.id })
      .from(issueViews)
      .where(and(mine, sql`lower(${issueViews.name}) = lower(${name})`));
    const [row] = same
      ? await db.update(issueViews).set({ name, filters: body.filters }).where(eq(issueViews.id, same.id)).returning()
      : await db.insert(issueViews).values({ companyId: actor.companyId, userId: actor.userId, name, filters: body.filters }).returning();
    return toView(row);
  });
}

export async function deleteView(db: Db, actor: IssueActor, id: number) {
  const [row] = await db
    .delete(issueViews)
    .where(and(eq(issueViews.id, id), eq(issueViews.userId, actor.userId), eq(issueViews.companyId, actor.companyId)))
    .returning({ id: issueViews.id });
  if (!row) throw new AppError('err_issue_view_not_found');
}
