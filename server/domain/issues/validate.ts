import { issueViolations, type IssueFields } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import type { IssueActor } from './actor';

/** The body's company, when sent, must be the caller's. */
export function ensureCompany(actor: IssueActor, companyId: number | undefined) {
  if (companyId !== undefined && companyId !== actor.companyId) throw new AppError('err_issue_company_id_invalid');
}

/** The rules of spec §5; the first broken one is the answer, with the field it concerns. */
export function parseIssue(fields: IssueFields) {
  const [first] = issueViolations(fields);
  if (first) throw new AppError(first.code, { field: first.path[0], ...first.params });
  return {
    ...fields,
    name: fields.name.trim(),
    description: fields.description.trim(),
    tag_ids: [...new Set(fields.tag_ids)],
    created_at: fields.created_at?.trim() ? new Date(fields.created_at) : null,
    due_at: fields.due_at?.trim() ? new Date(fields.due_at) : null,
  };
}
export type ParsedIssue = ReturnType<typeof parseIssue>;
