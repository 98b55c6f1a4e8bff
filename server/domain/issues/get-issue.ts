import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueAttachments, issueComments, issues, users } from '../../db/schema';
import type { Issue, IssueAttachment, IssueComment, IssueDetail } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { restoreIssue, type IssueRowState } from '../../../machines/issue.persistence';
import type { IssueEvent } from '../../../machines/issue.machine';
import { visibleIssues, type IssueActor } from './actor';
import { orFail } from './guard';
import { personNameOf, selectIssues, tagsOf, toIssue } from './to-dto';

type Row = typeof issues.$inferSelect;

/** The stored row the caller may see (deleted ones included), or err_issue_not_found. */
export async function findIssueRow(db: Db, actor: IssueActor, id: number, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(issues)
    .where(and(eq(issues.id, id), visibleIssues(actor)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('err_issue_not_found');
  return row;
}

export const rowState = (row: Row): IssueRowState => ({ id: row.id, status: row.status, reasonId: row.reasonId, deleted: row.deletedAt !== null });

/** The machine's refusal: the issue's state does not take this event (closing a closed one…). */
export function ensureCan(row: Row, event: IssueEvent) {
  if (!restoreIssue(rowState(row)).can(event)) throw new AppError('err_issue_transition', { state: row.deletedAt ? 'deleted' : row.status });
}

export async function findIssue(db: Db, actor: IssueActor, id: number): Promise<Issue> {
  const [row] = await selectIssues(db)
    .where(and(eq(issues.id, id), visibleIssues(actor)))
    .limit(1);
  if (!row) throw new AppError('err_issue_not_found');
  const tags = await tagsOf(db, [id]);
  return toIssue(row, tags.get(id) ?? []);
}

export async function commentsOf(db: Db, issueId: number): Promise<IssueComment[]> {
  const rows = await db
    .select({ c: issueComments, first: users.firstName, last: users.lastName, email: users.email })
    .from(issueComments)
    .leftJoin(users, eq(users.id, issueComments.authorUserId))
    .where(eq(issueComments.issueId, issueId))
    .orderBy(asc(issueComments.createdAt), asc(issueComments.id));
  return rows.map((r) => ({
    id: r.c.id,
    author: r.c.authorUserId ? { id: r.c.authorUserId, name: personNameOf(r.first, r.last, r.email) } : null,
    body: r.c.body,
    created_at: r.c.createdAt.toISOString(),
  }));
}

export async function attachmentsOf(db: Db, issueId: number): Promise<IssueAttachment[]> {
  const a = issueAttachments;
  const rows = await db
    .select({
      id: a.id,
      name: a.name,
      mime: a.mime,
      size: a.size,
      by: a.uploadedByUserId,
      createdAt: a.createdAt,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.uploadedByUserId))
    .where(eq(a.issueId, issueId))
    .orderBy(asc(a.createdAt), asc(a.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mime: r.mime,
    size: r.size,
    uploaded_by: r.by ? { id: r.by, name: personNameOf(r.first, r.last, r.email) } : null,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The detail: every field, tags, the comment thread and the attachments' metadata. */
export async function getIssueDetail(db: Db, actor: IssueActor, id: number): Promise<IssueDetail> {
  return orFail('err_issue_get', async () => {
    const issue = await findIssue(db, actor, id);
    return { ...issue, comments: await commentsOf(db, id), attachments: await attachmentsOf(db, id) };
  });
}
