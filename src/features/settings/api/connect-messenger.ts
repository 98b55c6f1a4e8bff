import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChannelConnectResultSchema, type ChannelConnectResult, type MessengerConnectBody } from '../../../../contracts/channel.schema';
import { channelKeys } from '../../../lib/api/channels';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';

/** POST /api/channels/messenger: the page is checked against the Graph API before it is stored. */
export async function connectMessenger(body: MessengerConnectBody, client: HttpClient = http): Promise<ChannelConnectResult> {
  return ChannelConnectResultSchema.parse(await client.post('/api/channels/messenger', body, { silent: formSilent }));
}

export function useConnectMessenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessengerConnectBody) => connectMessenger(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}
