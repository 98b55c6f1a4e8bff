import { useEffect, useMemo } from 'react';
import { Subject } from 'rxjs';
import { typingSignals$, type ComposerActivity } from '../../../../streams/typing';
import { useRealtimeTransport } from '../../../lib/realtime/realtime-provider';

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
