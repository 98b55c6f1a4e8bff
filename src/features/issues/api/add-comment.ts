import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IssueCommentSchema, type IssueComment } from '../../../../contracts/issue.schema';
import { http, type HttpClient } from '../../../lib/http';
import { issueQueryOptions } from './get-issue';
import { issuesQueryOptions } from './list-issues';

/** POST /api/issues/:id/comments. The thread shows an empty-comment refusal itself. */
export async function addComment({ issueId, body }: { issueId: number; body: string }, client: HttpClient = http): Promise<IssueComment> {
  return IssueCommentSchema.parse(
    await client.post(`/api/issues/${issueId}/comments`, { body }, { silent: (e) => e.code === 'err_issue_comment_empty' || e.code === 'err_issue_field_too_long' }),
  );
}

export function useAddComment(issueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addComment({ issueId, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: issueQueryOptions(issueId).queryKey });
      await queryClient.invalidateQueries({ queryKey: issuesQueryOptions().queryKey });
    },
  });
}
