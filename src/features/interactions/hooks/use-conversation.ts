import { useEffect, useState } from 'react';
import { conversation$, type ConversationView } from '../../../../streams/conversation';
import { useRealtimeTransport } from '../../../lib/realtime/realtime-provider';

const EMPTY: ConversationView = { messages: [], contiguousSeq: 0, hasGap: false };

/** The conversation's messages, in order and each once: resync after every (re)connect, then live. */
export function useConversation(interactionId: number): ConversationView {
  const transport = useRealtimeTransport();
  const [view, setView] = useState<{ id: number; view: ConversationView }>({ id: interactionId, view: EMPTY });
  useEffect(() => {
    const sub = conversation$(transport, interactionId).subscribe((next) => setView({ id: interactionId, view: next }));
    return () => sub.unsubscribe();
  }, [transport, interactionId]);
  return view.id === interactionId ? view.view : EMPTY;
}
