import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChannelListSchema, type Channel } from '../../../contracts/channel.schema';
import { http, type HttpClient } from '../http';

/** GET /api/company/:id/channel: the company's channels (web chats, social pages, mailboxes). */
export async function listChannels(companyId: number, client: HttpClient = http, signal?: AbortSignal): Promise<Channel[]> {
  return ChannelListSchema.parse(await client.get(`/api/company/${companyId}/channel`, { signal })).items;
}

/** Adding, editing or deleting a web chat (or any channel) invalidates `channelKeys.all`. */
export const channelKeys = {
  all: ['channels'] as const,
  ofCompany: (companyId: number) => ['channels', companyId] as const,
};

export const channelsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: channelKeys.ofCompany(companyId), queryFn: ({ signal }) => listChannels(companyId, http, signal), staleTime: 60_000 });

export function useChannels(companyId: number | undefined) {
  return useQuery({ ...channelsQueryOptions(companyId ?? 0), enabled: !!companyId });
}
