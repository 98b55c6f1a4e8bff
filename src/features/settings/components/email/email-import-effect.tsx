import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EmailChannel } from '../../../../../contracts/email-channel.schema';
import { events$ } from '../../../../../streams/events';
import { useRealtimeTransport } from '../../../../lib/realtime/realtime-provider';
import { emailChannelsQueryOptions } from '../../api/list-email-channels';

/** A mailbox's first-connect import moved (socket frame): its row shows the new n of N at once. */
export function EmailImportEffect() {
  const transport = useRealtimeTransport();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sub = events$(transport, 'email.import').subscribe((p) => {
      queryClient.setQueryData<EmailChannel[]>(emailChannelsQueryOptions().queryKey, (list) =>
        list?.map((c) => (c.id === p.channel_id && (c.import?.done ?? -1) <= p.done ? { ...c, import: { done: p.done, total: p.total } } : c)),
      );
    });
    return () => sub.unsubscribe();
  }, [transport, queryClient]);
  return null;
}
