import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmailMessagePartsListSchema, type EmailMessageParts } from '../../../../contracts/email-channel.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/interactions/:id/email: the mails behind an e-mail conversation's messages. */
export async function listEmailParts(interactionId: number, client: HttpClient = http, signal?: AbortSignal): Promise<EmailMessageParts[]> {
  return EmailMessagePartsListSchema.parse(await client.get(`/api/interactions/${interactionId}/email`, { signal })).items;
}

/** Asked again whenever the conversation gains messages (`count`); only for e-mail conversations. */
export function useEmailParts(interactionId: number, count: number, enabled: boolean) {
  return useQuery({
    queryKey: ['interactions', interactionId, 'email', count] as const,
    queryFn: ({ signal }) => listEmailParts(interactionId, http, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
