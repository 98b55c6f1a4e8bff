import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChannelResultSchema, type Channel } from '../../../../contracts/channel.schema';
import { channelKeys } from '../../../lib/api/channels';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';

/** PUT /api/channels/:id/description (not empty: err_channel_description_empty). */
export async function setChannelDescription(input: { id: number; description: string }, client: HttpClient = http): Promise<Channel> {
  return ChannelResultSchema.parse(await client.put(`/api/channels/${input.id}/description`, { description: input.description }, { silent: formSilent })).channel;
}

export function useSetChannelDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; description: string }) => setChannelDescription(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}
