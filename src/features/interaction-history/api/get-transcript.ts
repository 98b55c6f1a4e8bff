import { queryOptions, useQuery } from '@tanstack/react-query';
import { MessageListSchema, type Message } from '../../../../contracts/message.schema';
import { http, type HttpClient } from '../../../lib/http';

/** The server's largest page of messages. */
export const TRANSCRIPT_PAGE = 500;

/**
 * Every message of a conversation: GET /api/interactions/:id/messages?after_seq=…&limit=500, page
 * after page until one comes back short. A closed conversation no longer grows, so it is read once.
 */
export async function getTranscript(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<Message[]> {
  const messages: Message[] = [];
  let after = 0;
  for (;;) {
    const query = new URLSearchParams({ after_seq: String(after), limit: String(TRANSCRIPT_PAGE) });
    const page = MessageListSchema.parse(await client.get(`/api/interactions/${id}/messages?${query}`, { signal }));
    messages.push(...page.items);
    const last = page.items.at(-1)?.seq;
    if (last === undefined || page.items.length < TRANSCRIPT_PAGE || last >= page.last_seq) return messages;
    after = last;
  }
}

export const transcriptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['interactions', 'history', id, 'messages'] as const,
    queryFn: ({ signal }) => getTranscript(id, http, signal),
    staleTime: Infinity,
  });

export function useTranscript(id: number) {
  return useQuery(transcriptQueryOptions(id));
}
