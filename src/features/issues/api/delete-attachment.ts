import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { issuesQueryOptions } from './list-issues';

/** DELETE /api/issues/:id/attachments/:attachmentId; needs issue.edit_resolve. */
export async function deleteAttachment({ issueId, attachmentId }: { issueId: number; attachmentId: number }, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/issues/${issueId}/attachments/${attachmentId}`);
}

export function useDeleteAttachment(issueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) => deleteAttachment({ issueId, attachmentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issuesQueryOptions().queryKey }),
  });
}
