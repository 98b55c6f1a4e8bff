import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChannelConnectResultSchema, type ChannelConnectResult, type ViberConnectBody } from '../../../../contracts/channel.schema';
import { channelKeys } from '../../../lib/api/channels';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';

/** POST /api/channels/viber: Viber must accept the token, and set_webhook points its events here. */
export async function connectViber(body: ViberConnectBody, client: HttpClient = http): Promise<ChannelConnectResult> {
  return ChannelConnectResultSchema.parse(await client.post('/api/channels/viber', body, { silent: formSilent }));
}

export function useConnectViber() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: ViberConnectBody) => connectViber(body), onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }) });
}
