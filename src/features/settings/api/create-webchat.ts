import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebchatSchema, type Webchat, type WebchatBody } from '../../../../contracts/webchat.schema';
import { channelKeys } from '../../../lib/api/channels';
import { http, type HttpClient } from '../../../lib/http';
import { silentFor } from '../forms/server-field-error';
import { webchatQueryOptions } from './get-webchat';
import { webchatsQueryOptions } from './list-webchats';

/** Refusals the form shows on the domain field instead of a toast. */
export const WEBCHAT_FIELD_CODES = ['err_webchat_domain_duplicate', 'err_webchat_domain_invalid'] as const;

/** POST /api/webchats: answers the new web chat with its widget key. */
export async function createWebchat(body: WebchatBody, client: HttpClient = http): Promise<Webchat> {
  return WebchatSchema.parse(await client.post('/api/webchats', body, { silent: silentFor(WEBCHAT_FIELD_CODES) }));
}

export function useCreateWebchat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebchatBody) => createWebchat(body),
    onSuccess: async (webchat) => {
      // A web chat is a channel: the issues' channel lists know it too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: webchatsQueryOptions().queryKey, exact: true }), queryClient.invalidateQueries({ queryKey: channelKeys.all })]);
      // The edit page it opens next shows it without a second request.
      queryClient.setQueryData(webchatQueryOptions(webchat.id).queryKey, webchat);
    },
  });
}
