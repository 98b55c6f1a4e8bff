import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IssueAttachmentSchema, type IssueAttachment } from '../../../../contracts/issue.schema';
import { http, type HttpClient } from '../../../lib/http';
import { toBase64 } from '../lib/attachment-file';
import { issuesQueryOptions } from './list-issues';

/** The download link of an attachment (the server answers with content-disposition: attachment). */
export const attachmentUrl = (issueId: number, attachmentId: number) => `/api/issues/${issueId}/attachments/${attachmentId}`;

/** POST /api/issues/:id/attachments: the file as base64 JSON; the list shows a refusal itself. */
export async function uploadAttachment({ issueId, file }: { issueId: number; file: File }, client: HttpClient = http): Promise<IssueAttachment> {
  const body = { name: file.name, mime: file.type || 'application/octet-stream', data: await toBase64(file) };
  return IssueAttachmentSchema.parse(await client.post(`/api/issues/${issueId}/attachments`, body, { silent: true }));
}

export function useUploadAttachment(issueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAttachment({ issueId, file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issuesQueryOptions().queryKey }),
  });
}
