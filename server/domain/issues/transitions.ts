import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueReasons, issues } from '../../db/schema';
import type { Issue } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import type { IssueActor } from './actor';
import { ensureCan, findIssue, findIssueRow } from './get-issue';
import { orFail } from './guard';

const asTx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

/** Closes an open issue with one of the company's reasons; the clock stops (ended_at). */
export async function closeIssue(db: Db, actor: IssueActor, id: number, reasonId: number | null | undefined): Promise<Issue> {
  const current = await findIssueRow(db, actor, id);
  ensureCan(current, { type: 'issue.close', reasonId: 1 });
  if (reasonId === null || reasonId === undefined) throw new AppError('err_issue_reason_empty', { field: 'reason_id' });
  if (reasonId < 1) throw new AppError('err_issue_reason_id_invalid', { field: 'reason_id' });
  const [reason] = await db
    .select({ id: issueReasons.id })
    .from(issueReasons)
    .where(and(eq(issueReasons.id, reasonId), eq(issueReasons.companyId, actor.companyId)));
  if (!reason) throw new AppError('err_issue_reason_not_found', { field: 'reason_id' });
  await orFail('err_issue_close', () =>
    asTx(db, async (tx) => {
      const locked = await findIssueRow(tx, actor, id, true);
      ensureCan(locked, { type: 'issue.close', reasonId });
      await tx
        .update(issues)
        .set({ status: 'closed', reasonId, endedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(issues.id, id));
    }),
  );
  return findIssue(db, actor, id);
}

/** A closed issue goes back to work: status open, no reason, the clock runs again. */
export async function reopenIssue(db: Db, actor: IssueActor, id: number): Promise<Issue> {
  await orFail('err_issue_edit', () =>
    asTx(db, async (tx) => {
      const locked = await findIssueRow(tx, actor, id, true);
      ensureCan(locked, { type: 'issue.reopen' });
      await tx
        .update(issues)
        .set({ status: 'open', reasonId: null, endedAt: null, updatedAt: sql`now()` })
        .where(eq(issues.id, id));
    }),
  );
  return findIssue(db, actor, id);
}

/** Soft delete: the row stays for the record (and the list's 'deleted' filter); nothing changes it again. */
export async function deleteIssue(db: Db, actor: IssueActor, id: number): Promise<void> {
  const current = await findIssueRow(db, actor, id);
  ensureCan(current, { type: 'issue.delete' });
  await orFail('err_issue_delete', () =>
    asTx(db, async (tx) => {
      const locked = await findIssueRow(tx, actor, id, true);
      ensureCan(locked, { type: 'issue.delete' });
      await tx
        .update(issues)
        .set({ deletedAt: sql`now()`, deletedByUserId: actor.userId, updatedAt: sql`now()` })
        .where(eq(issues.id, id));
    }),
  );
}
