import { useEffect, useMemo, useState } from 'react';
import { Subject } from 'rxjs';
import { typing$, typingSignals$, type ComposerActivity } from '../../../../streams/typing';
import { useRealtimeTransport } from '../../../lib/realtime/realtime-provider';

/** Whether the customer (or a colleague) is typing in this conversation. */
export function useTypingIndicator(interactionId: number, who: 'contact' | 'user' = 'contact'): boolean {
  const transport = useRealtimeTransport();
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const sub = typing$(transport, interactionId, who).subscribe(setTyping);
    return () => sub.unsubscribe();
  }, [transport, interactionId, who]);
  return typing;
}

/** Tells the server while the agent types: call with 'input' on each change, 'sent' on send. */
export function useTypingReporter(interactionId: number): (activity: ComposerActivity) => void {
  const transport = useRealtimeTransport();
  const activity = useMemo(() => new Subject<ComposerActivity>(), []);
  useEffect(() => {
    const sub = typingSignals$(activity).subscribe((typing) => transport.send({ type: 'typing', interaction_id: interactionId, typing }));
    return () => sub.unsubscribe();
  }, [transport, interactionId, activity]);
  return useMemo(() => (kind: ComposerActivity) => activity.next(kind), [activity]);
}
