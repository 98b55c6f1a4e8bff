import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IssueSchema, type Issue } from '../../../../contracts/issue.schema';
import { http, type HttpClient } from '../../../lib/http';
import { issuesQueryOptions } from './list-issues';

/** POST /api/issues/:id/reopen: a closed issue goes back to work. */
export async function reopenIssue(id: number, client: HttpClient = http): Promise<Issue> {
  return IssueSchema.parse(await client.post(`/api/issues/${id}/reopen`));
}

export function useReopenIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => reopenIssue(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issuesQueryOptions().queryKey }),
  });
}
