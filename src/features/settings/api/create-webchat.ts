import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebchatSchema, type Webchat, type WebchatBody } from '../../../../contracts/webchat.schema';
import { channelKeys } from '../../../lib/api/channels';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { webchatQueryOptions } from './get-webchat';
import { webchatsQueryOptions } from './list-webchats';

/** POST /api/webchats: answers the new web chat with its widget key. */
export async function createWebchat(body: WebchatBody, client: HttpClient = http): Promise<Webchat> {
  return WebchatSchema.parse(await client.post('/api/webchats', body, { silent: formSilent }));
}

export function useCreateWebchat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebchatBody) => createWebchat(body),
    onSuccess: async (webchat) => {
      // A web chat is a channel: the issues' channel lists know it too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: webchatsQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: channelKeys.all }),
      ]);
      // The edit page it opens next shows it without a second request.
      queryClient.setQueryData(webchatQueryOptions(webchat.id).queryKey, webchat);
    },
  });
}
