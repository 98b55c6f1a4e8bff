import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueComments } from '../../db/schema';
import { ISSUE_COMMENT_MAX, type IssueComment } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import type { IssueActor } from './actor';
import { commentsOf, ensureCan, findIssueRow } from './get-issue';
import { orFail } from './guard';

/** The thread, oldest first; anyone who sees the issue reads it (a deleted issue's too). */
export async function listComments(db: Db, actor: IssueActor, issueId: number): Promise<IssueComment[]> {
  await findIssueRow(db, actor, issueId);
  return orFail('err_issue_get', () => commentsOf(db, issueId));
}

/** Anyone who sees the issue may comment, unless it is deleted. */
export async function addComment(db: Db, actor: IssueActor, issueId: number, text: string): Promise<IssueComment> {
  const issue = await findIssueRow(db, actor, issueId);
  ensureCan(issue, { type: 'issue.comment' });
  const body = text.trim();
  if (!body) throw new AppError('err_issue_comment_empty', { field: 'body' });
  if (body.length > ISSUE_COMMENT_MAX) throw new AppError('err_issue_field_too_long', { field: 'body', max: ISSUE_COMMENT_MAX });
  const id = await orFail('err_issue_comment', async () => {
    const [row] = await db.insert(issueComments).values({ issueId, companyId: actor.companyId, authorUserId: actor.userId, body }).returning({ id: issueComments.id });
    return row.id;
  });
  const created = (await commentsOf(db, issueId)).find((c) => c.id === id);
  return created!;
}

/** Its author removes a comment; so may whoever may delete issues. Not on a deleted issue. */
export async function deleteComment(db: Db, actor: IssueActor & { canDelete: boolean }, issueId: number, commentId: number): Promise<void> {
  const issue = await findIssueRow(db, actor, issueId);
  const [comment] = await db
    .select()
    .from(issueComments)
    .where(and(eq(issueComments.id, commentId), eq(issueComments.issueId, issueId)));
  if (!comment) throw new AppError('err_issue_comment_id_invalid');
  ensureCan(issue, { type: 'issue.comment' });
  if (comment.authorUserId !== actor.userId && !actor.canDelete) throw new AppError('err_no_permission');
  await orFail('err_issue_comment', () => db.delete(issueComments).where(eq(issueComments.id, commentId)));
}
