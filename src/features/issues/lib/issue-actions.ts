import type { Permission } from '../../../../contracts/permissions';
import type { Issue } from '../../../../contracts/issue.schema';
import { restoreIssue } from '../../../../machines/issue.persistence';

/**
 * What the detail offers: the issue machine says what this state allows, the permissions of
 * spec §6 say who may. The server checks both again.
 */
export function issueActions(issue: Pick<Issue, 'id' | 'status' | 'reason' | 'deleted_at'>, has: (p: Permission) => boolean) {
  const snapshot = restoreIssue({ id: issue.id, status: issue.status, reasonId: issue.reason?.id ?? null, deleted: issue.deleted_at !== null });
  const edit = has('issue.edit_resolve');
  return {
    edit: edit && snapshot.hasTag('canEdit'),
    close: edit && snapshot.hasTag('canClose'),
    reopen: edit && snapshot.hasTag('canReopen'),
    delete: has('issue.delete') && snapshot.hasTag('canDelete'),
    comment: snapshot.hasTag('canComment'),
    attach: edit && snapshot.hasTag('canAttach'),
  };
}
