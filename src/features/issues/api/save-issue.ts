import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IssueSchema, type Issue, type IssueBody } from '../../../../contracts/issue.schema';
import type { ErrorCode } from '../../../../contracts/errors';
import { http, type HttpClient } from '../../../lib/http';
import { issuesQueryOptions } from './list-issues';

/** Refusals the form shows beside their field instead of a toast. */
export const FIELD_CODES: readonly ErrorCode[] = [
  'err_issue_name_empty',
  'err_issue_name_too_short',
  'err_issue_name_too_long',
  'err_issue_contact_empty',
  'err_issue_contact_not_found',
  'err_issue_channel_empty',
  'err_issue_channel_not_found',
  'err_issue_platform_empty',
  'err_issue_assignee_empty',
  'err_issue_assignee_not_found',
  'err_issue_assign_forbidden',
  'err_issue_status_invalid',
  'err_issue_priority_invalid',
  'err_issue_reason_empty',
  'err_issue_reason_not_found',
  'err_issue_created_date_invalid',
  'err_issue_due_date_invalid',
  'err_issue_type_not_found',
  'err_issue_tag_not_found',
  'err_issue_field_too_long',
];

/** POST /api/issues (no id) or PUT /api/issues/:id; needs issue.edit_resolve. */
export async function saveIssue({ id, body }: { id?: number; body: IssueBody }, client: HttpClient = http): Promise<Issue> {
  const silent = (e: { code?: ErrorCode }) => !!e.code && FIELD_CODES.includes(e.code);
  const answer = id ? await client.put(`/api/issues/${id}`, body, { silent }) : await client.post('/api/issues', body, { silent });
  return IssueSchema.parse(answer);
}

export function useSaveIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: IssueBody }) => saveIssue(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issuesQueryOptions().queryKey }),
  });
}
