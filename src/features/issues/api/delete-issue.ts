import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { issuesQueryOptions } from './list-issues';

/** DELETE /api/issues/:id (kept, marked deleted); needs issue.delete. */
export async function deleteIssue(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/issues/${id}`);
}

export function useDeleteIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteIssue(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issuesQueryOptions().queryKey }),
  });
}
