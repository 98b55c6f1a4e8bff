import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { issues } from '../../db/schema';
import type { Permission } from '../../../contracts';
import type { AuthContext } from '../../auth-context';

/** Who asks: their company, and what spec §6 lets them see and do with issues. */
export interface IssueActor {
  companyId: number;
  userId: number;
  viewAll: boolean;
  canAssign: boolean;
  /** For the conversation an issue is made from, read by the rule of find-visible.ts. */
  permissions: readonly Permission[];
}

export const issueActorOf = (auth: AuthContext): IssueActor => ({
  companyId: auth.user.companyId!,
  userId: auth.user.id,
  viewAll: auth.permissions.includes('issue.view_all'),
  canAssign: auth.permissions.includes('issue.assign'),
  permissions: auth.permissions,
});

/** The issue's author as a reader of conversations. */
export const interactionViewerOf = (actor: IssueActor) => ({ id: actor.userId, companyId: actor.companyId, permissions: actor.permissions });

/**
 * Spec §6: without 'view all' a user sees (and so can touch) only the issues they created or that
 * are assigned to them. Anything else, another company's above all, is simply not found.
 */
export function visibleIssues(actor: IssueActor): SQL {
  return and(eq(issues.companyId, actor.companyId), actor.viewAll ? undefined : or(eq(issues.createdByUserId, actor.userId), eq(issues.assigneeUserId, actor.userId)))!;
}

/** Visible and not soft-deleted. */
export const liveIssues = (actor: IssueActor) => and(visibleIssues(actor), isNull(issues.deletedAt))!;
