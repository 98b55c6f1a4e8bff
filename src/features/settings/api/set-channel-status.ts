import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChannelResultSchema, type Channel } from '../../../../contracts/channel.schema';
import { channelKeys } from '../../../lib/api/channels';
import { http, type HttpClient } from '../../../lib/http';
import { webchatsQueryOptions } from './list-webchats';

/** PUT /api/channels/:id/status: an inactive channel receives and sends nothing. */
export async function setChannelStatus(input: { id: number; is_active: boolean }, client: HttpClient = http): Promise<Channel> {
  return ChannelResultSchema.parse(await client.put(`/api/channels/${input.id}/status`, { is_active: input.is_active })).channel;
}

export function useSetChannelStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; is_active: boolean }) => setChannelStatus(input),
    // A web chat's widget follows its channel's flag.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: channelKeys.all }), queryClient.invalidateQueries({ queryKey: webchatsQueryOptions().queryKey })]),
  });
}
