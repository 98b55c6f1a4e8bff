import { useMutation } from '@tanstack/react-query';
import { EmailUploadSchema, type EmailUpload } from '../../../../contracts/email-channel.schema';
import { http, type HttpClient } from '../../../lib/http';
import { toBase64 } from '../../../lib/file-data';

/** POST /api/interactions/:id/email-attachments: a file for a reply, as base64 JSON (the issue attachment rules). */
export async function uploadEmailAttachment({ interactionId, file }: { interactionId: number; file: File }, client: HttpClient = http): Promise<EmailUpload> {
  const body = { name: file.name, mime: file.type || 'application/octet-stream', data: await toBase64(file) };
  return EmailUploadSchema.parse(await client.post(`/api/interactions/${interactionId}/email-attachments`, body, { silent: true }));
}

export function useUploadEmailAttachment(interactionId: number) {
  return useMutation({ mutationFn: (file: File) => uploadEmailAttachment({ interactionId, file }) });
}
