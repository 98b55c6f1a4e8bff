// Why: one conversation's messages with the delivery guarantee of DESIGN.md §3: after any reconnect, and
// whenever a live message shows a hole, the client asks for everything after its last contiguous
// sequence number, and shows no gap and no duplicate.
import { Observable } from 'rxjs';
import type { Message } from '../contracts/message.schema';
import { advanceCursor, hasGap, mergeBySeq } from '../contracts/protocol-client/merge';
import type { RealtimeTransport } from './transport';

export interface ConversationView {
  /** Messages in sequence order, each once. */
  readonly messages: readonly Message[];
  /** The highest sequence number below which nothing is missing. */
  readonly contiguousSeq: number;
  /** True while a hole is known (a later message arrived before an earlier one). */
  readonly hasGap: boolean;
}

/**
 * Subscribes to a conversation on every (re)connect with `after_seq` = the last contiguous number,
 * merges the server's resync pages and live messages by `seq`, and emits the ordered view on each change.
 * A live message past a hole while connected (a broadcast lost between server processes, say) asks
 * again from the last contiguous number, once until the resync has reached the conversation's last
 * seq. Unsubscribing sends `interaction.unsubscribe` when connected.
 */
export function conversation$(transport: RealtimeTransport, interactionId: number, initial: readonly Message[] = []): Observable<ConversationView> {
  return new Observable<ConversationView>((subscriber) => {
    // The widget's arithmetic (contracts/protocol-client): merged by seq, the cursor over contiguous seqs.
    let held: readonly Message[] = mergeBySeq([], initial);
    let contiguous = advanceCursor(0, held);
    let connected = false;
    /** A subscribe is out and its resync has not yet reached the conversation's last seq. */
    let resyncing = false;

    const view = (): ConversationView => ({ messages: held, contiguousSeq: contiguous, hasGap: hasGap(contiguous, held) });
    const add = (items: readonly Message[]): ConversationView | null => {
      const merged = mergeBySeq(
        held,
        items.filter((m) => m.interaction_id === interactionId),
      );
      if (merged === held) return null;
      held = merged;
      contiguous = advanceCursor(contiguous, held);
      const next = view();
      subscriber.next(next);
      return next;
    };
    const resubscribe = (afterSeq: number) => {
      resyncing = true;
      transport.send({ type: 'interaction.subscribe', interaction_id: interactionId, after_seq: afterSeq });
    };

    subscriber.next(view());
    const status = transport.status$.subscribe((s) => {
      const nowConnected = s === 'connected';
      if (nowConnected && !connected) resubscribe(view().contiguousSeq);
      if (!nowConnected) resyncing = false;
      connected = nowConnected;
    });
    const messages = transport.messages$.subscribe((msg) => {
      if (msg.type === 'messages.resync' && msg.interaction_id === interactionId) {
        add(msg.items);
        // Pages follow one another; the one that reaches the last seq (or an empty one) ends the resync.
        if (!msg.items.length || msg.items[msg.items.length - 1].seq >= msg.last_seq) resyncing = false;
      } else if (msg.type === 'message.created' && msg.message.interaction_id === interactionId) {
        const next = add([msg.message]);
        if (next?.hasGap && connected && !resyncing) resubscribe(next.contiguousSeq);
      }
    });
    return () => {
      status.unsubscribe();
      messages.unsubscribe();
      if (connected) transport.send({ type: 'interaction.unsubscribe', interaction_id: interactionId });
    };
  });
}
