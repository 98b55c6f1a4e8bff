import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issues, issueTags } from '../../db/schema';
import type { Issue, IssueFields, IssueStatus } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { applyIssueEvents } from '../../../machines/issue.persistence';
import { interactionViewerOf, type IssueActor } from './actor';
import { findIssue, findIssueRow, rowState } from './get-issue';
import { orFail } from './guard';
import { ensureReferences, fillFromInteraction } from './references';
import { ensureCompany, parseIssue, type ParsedIssue } from './validate';

const asTx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

const columnsOf = (p: ParsedIssue) => ({
  name: p.name,
  description: p.description,
  contactId: p.contact_id,
  channelId: p.channel_id,
  assigneeUserId: p.assignee_user_id,
  status: p.status as IssueStatus,
  priority: p.priority as Issue['priority'],
  platform: p.platform as Issue['platform'],
  typeId: p.type_id,
  dueAt: p.due_at,
});

async function setTags(tx: Db, issueId: number, tagIds: number[]) {
  await tx.delete(issueTags).where(eq(issueTags.issueId, issueId));
  if (tagIds.length) await tx.insert(issueTags).values(tagIds.map((tagId) => ({ issueId, tagId })));
}

/**
 * Adds an issue. With `interaction_id` the contact, channel and platform come from that live
 * conversation when the body leaves them empty. Assigning someone else needs 'issue.assign'.
 */
export async function createIssue(db: Db, actor: IssueActor, body: IssueFields): Promise<Issue> {
  ensureCompany(actor, body.company_id);
  const fields = await fillFromInteraction(db, interactionViewerOf(actor), body);
  const p = parseIssue(fields);
  if (p.assignee_user_id !== actor.userId && !actor.canAssign) throw new AppError('err_issue_assign_forbidden', { field: 'assignee_user_id' });
  await ensureReferences(db, actor.companyId, p);
  const id = await orFail('err_issue_add', () =>
    asTx(db, async (tx) => {
      const closed = p.status === 'closed';
      const createdAt = p.created_at ?? new Date();
      const [row] = await tx
        .insert(issues)
        .values({
          companyId: actor.companyId,
          ...columnsOf(p),
          interactionId: p.interaction_id,
          reasonId: closed ? p.reason_id : null,
          endedAt: closed ? new Date() : null,
          createdByUserId: actor.userId,
          createdAt,
          updatedAt: createdAt > new Date() ? createdAt : new Date(),
        })
        .returning({ id: issues.id });
      await setTags(tx, row.id, p.tag_ids);
      return row.id;
    }),
  );
  return findIssue(db, { ...actor, viewAll: true }, id);
}

/**
 * Edits an open issue (the machine refuses a closed or deleted one). Saving the status 'closed'
 * closes it with the body's reason; changing the assignee needs 'issue.assign'.
 */
export async function updateIssue(db: Db, actor: IssueActor, id: number, body: IssueFields): Promise<Issue> {
  ensureCompany(actor, body.company_id);
  const current = await findIssueRow(db, actor, id);
  const next = applyIssueEvents(rowState(current), [{ type: 'issue.edit' }, { type: 'issue.save', status: body.status as IssueStatus, reasonId: body.reason_id }]);
  const editable = applyIssueEvents(rowState(current), [{ type: 'issue.edit' }]);
  if (!editable) throw new AppError('err_issue_transition', { state: current.deletedAt ? 'deleted' : current.status });
  // An edit keeps the stored created date unless the body sets another; it came from the same conversation.
  const fields = await fillFromInteraction(
    db,
    interactionViewerOf(actor),
    { ...body, interaction_id: body.interaction_id ?? current.interactionId, created_at: body.created_at ?? current.createdAt.toISOString() },
    current.interactionId,
  );
  const p = parseIssue(fields);
  // Valid fields the machine still refuses cannot happen today; kept as the last word on it.
  if (!next) throw new AppError('err_issue_transition', { state: current.status });
  if (p.assignee_user_id !== current.assigneeUserId && !actor.canAssign) throw new AppError('err_issue_assign_forbidden', { field: 'assignee_user_id' });
  await ensureReferences(db, actor.companyId, p);
  await orFail('err_issue_edit', () =>
    asTx(db, async (tx) => {
      const locked = await findIssueRow(tx, actor, id, true);
      if (!applyIssueEvents(rowState(locked), [{ type: 'issue.edit' }]))
        throw new AppError('err_issue_transition', { state: locked.deletedAt ? 'deleted' : locked.status });
      const closing = next.value === 'closed';
      await tx
        .update(issues)
        .set({
          ...columnsOf(p),
          interactionId: p.interaction_id,
          createdAt: p.created_at ?? locked.createdAt,
          reasonId: closing ? p.reason_id : null,
          endedAt: closing ? sql`now()` : null,
          updatedAt: sql`now()`,
        })
        .where(eq(issues.id, id));
      await setTags(tx, id, p.tag_ids);
    }),
  );
  return findIssue(db, actor.viewAll ? actor : { ...actor, viewAll: true }, id);
}
