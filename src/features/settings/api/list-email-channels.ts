import { queryOptions, useQuery } from '@tanstack/react-query';
import { EmailChannelListSchema, type EmailChannel } from '../../../../contracts/email-channel.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/email-channels: the company's mailboxes, their server settings and health. */
export async function listEmailChannels(client: HttpClient = http, signal?: AbortSignal): Promise<EmailChannel[]> {
  return EmailChannelListSchema.parse(await client.get('/api/email-channels', { signal })).items;
}

export const emailChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['email-channels'] as const,
    queryFn: ({ signal }) => listEmailChannels(http, signal),
    // A mailbox's health changes on the server by itself: look again now and then while shown.
    refetchInterval: 15_000,
  });

export function useEmailChannels() {
  return useQuery(emailChannelsQueryOptions());
}
