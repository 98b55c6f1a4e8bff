import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelKeys } from '../../../lib/api/channels';
import { http, type HttpClient } from '../../../lib/http';
import { webchatQueryOptions } from './get-webchat';
import { webchatsQueryOptions } from './list-webchats';

/** DELETE /api/webchats/:id. Refused while the channel has open interactions (err_channel_open_interaction). */
export async function deleteWebchat(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/webchats/${id}`);
}

export function useDeleteWebchat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWebchat(id),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: webchatQueryOptions(id).queryKey }),
    // Its channel goes with it, from the issues' channel lists too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webchatsQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: channelKeys.all }),
      ]),
  });
}
