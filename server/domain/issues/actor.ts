import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { issues } from '../../db/schema';
import type { AuthContext } from '../../types';

/** Who asks: their company, and what spec §6 lets them see and do with issues. */
export interface IssueActor {
  companyId: number;
  userId: number;
  viewAll: boolean;
  canAssign: boolean;
}

export const issueActorOf = (auth: AuthContext): IssueActor => ({
  companyId: auth.user.companyId!,
  userId: auth.user.id,
  viewAll: auth.permissions.includes('issue.view_all'),
  canAssign: auth.permissions.includes('issue.assign'),
});

/**
 * Spec §6: without 'view all' a user sees (and so can touch) only the issues they created or that
 * are assigned to them. Anything else, another company's above all, is simply not found.
 */
export function visibleIssues(actor: IssueActor): SQL {
  return and(
    eq(issues.companyId, actor.companyId),
    actor.viewAll ? undefined : or(eq(issues.createdByUserId, actor.userId), eq(issues.assigneeUserId, actor.userId)),
  )!;
}

/** Visible and not soft-deleted. */
export const liveIssues = (actor: IssueActor) => and(visibleIssues(actor), isNull(issues.deletedAt))!;
