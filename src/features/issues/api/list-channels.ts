import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChannelListSchema, type Channel } from '../../../../contracts/channel.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/company/:id/channel: the channels an issue can come from. */
export async function listChannels(companyId: number, client: HttpClient = http, signal?: AbortSignal): Promise<Channel[]> {
  return ChannelListSchema.parse(await client.get(`/api/company/${companyId}/channel`, { signal })).items;
}

export const channelsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['issue-channels', companyId] as const, queryFn: ({ signal }) => listChannels(companyId, http, signal), staleTime: 60_000 });

export function useChannels(companyId: number | undefined) {
  return useQuery({ ...channelsQueryOptions(companyId ?? 0), enabled: !!companyId });
}
