import { useEffect, useSyncExternalStore } from 'react';
import { useRealtimeTransport } from '../../../lib/realtime/realtime-provider';
import { outboxFor, type Outbox, type OutgoingMessage } from './outbox';

/** The conversation's outbox and its messages; `contactReadSeq` from the summary turns Sent into Seen. */
export function useOutbox(interactionId: number, contactReadSeq: number): { outbox: Outbox; outgoing: readonly OutgoingMessage[] } {
  const transport = useRealtimeTransport();
  const outbox = outboxFor(transport, interactionId);
  const outgoing = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  useEffect(() => outbox.markSeen(contactReadSeq), [outbox, contactReadSeq]);
  return { outbox, outgoing };
}
