import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelKeys } from '../../../lib/api/channels';
import { http, type HttpClient } from '../../../lib/http';
import { webchatsQueryOptions } from './list-webchats';

/** DELETE /api/channels/:id. Refused while the channel has open interactions (err_channel_open_interaction). */
export async function deleteChannel(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/channels/${id}`);
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteChannel(id),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: channelKeys.all }), queryClient.invalidateQueries({ queryKey: webchatsQueryOptions().queryKey })]),
  });
}
