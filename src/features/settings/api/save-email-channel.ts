import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmailChannelSchema, type EmailChannel, type EmailChannelBody } from '../../../../contracts/email-channel.schema';
import { channelKeys } from '../../../lib/api/channels';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { emailChannelsQueryOptions } from './list-email-channels';

export interface SaveEmailChannelInput {
  /** The mailbox to change; none to connect a new one. */
  id?: number;
  body: EmailChannelBody;
}

/** POST /api/email-channels or PUT /api/email-channels/:id: the server tests the mailbox first. */
export async function saveEmailChannel({ id, body }: SaveEmailChannelInput, client: HttpClient = http): Promise<EmailChannel> {
  const answer = id
    ? await client.put(`/api/email-channels/${id}`, body, { silent: formSilent })
    : await client.post('/api/email-channels', body, { silent: formSilent });
  return EmailChannelSchema.parse(answer);
}

export function useSaveEmailChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveEmailChannelInput) => saveEmailChannel(input),
    onSuccess: async () => {
      // A mailbox is a channel: channel lists (issues, channel management) know it too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: emailChannelsQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: channelKeys.all }),
      ]);
    },
  });
}
