import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IssueSchema, type Issue } from '../../../../contracts/issue.schema';
import { http, type HttpClient } from '../../../lib/http';
import { issuesQueryOptions } from './list-issues';

/** POST /api/issues/:id/close with a reason; needs issue.edit_resolve. */
export async function closeIssue({ id, reasonId }: { id: number; reasonId: number | null }, client: HttpClient = http): Promise<Issue> {
  return IssueSchema.parse(
    await client.post(
      `/api/issues/${id}/close`,
      { reason_id: reasonId },
      { silent: (e) => e.code === 'err_issue_reason_empty' || e.code === 'err_issue_reason_not_found' },
    ),
  );
}

export function useCloseIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reasonId: number | null }) => closeIssue(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issuesQueryOptions().queryKey }),
  });
}
