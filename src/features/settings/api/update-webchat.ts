import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebchatSchema, type Webchat, type WebchatBody } from '../../../../contracts/webchat.schema';
import { channelKeys } from '../../../lib/api/channels';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { webchatQueryOptions } from './get-webchat';
import { webchatsQueryOptions } from './list-webchats';

export interface UpdateWebchatInput {
  id: number;
  body: WebchatBody;
}

/** PUT /api/webchats/:id: answers the changed web chat. */
export async function updateWebchat({ id, body }: UpdateWebchatInput, client: HttpClient = http): Promise<Webchat> {
  return WebchatSchema.parse(await client.put(`/api/webchats/${id}`, body, { silent: formSilent }));
}

export function useUpdateWebchat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWebchatInput) => updateWebchat(input),
    onSuccess: async (webchat) => {
      queryClient.setQueryData(webchatQueryOptions(webchat.id).queryKey, webchat);
      // A web chat is a channel: its new name shows in the issues' channel lists too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: webchatsQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: channelKeys.all }),
      ]);
    },
  });
}
