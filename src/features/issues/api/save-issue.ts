import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IssueSchema, type Issue, type IssueBody } from '../../../../contracts/issue.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { issuesQueryOptions } from './list-issues';

/** POST /api/issues (no id) or PUT /api/issues/:id; needs issue.edit_resolve. */
export async function saveIssue({ id, body }: { id?: number; body: IssueBody }, client: HttpClient = http): Promise<Issue> {
  // The form shows every refusal itself: on its field, or in the dialog.
  const silent = formSilent;
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
