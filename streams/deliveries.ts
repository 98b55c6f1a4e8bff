// Why: what the server says about one conversation's outgoing messages, as plain news for the outbox:
// stored (ack, or the message itself), refused, read by the customer, and the link going up or down.
import { filter, map, merge, type Observable } from 'rxjs';
import { connected$, events$ } from './events';
import type { RealtimeTransport } from './transport';

export type DeliveryNews =
  | { readonly kind: 'stored'; readonly clientId: string; readonly seq: number }
  | { readonly kind: 'refused'; readonly clientId: string; readonly code: string }
  /** The customer has read up to `seq`. */
  | { readonly kind: 'read'; readonly seq: number }
  | { readonly kind: 'link'; readonly connected: boolean };

/**
 * An ack and a stored copy (`message.created` with the client id) both mean stored: a follower gets
 * the copy instead of the ack. A refusal names the client id; it belongs here when it names no
 * conversation or this one. The link's state comes first on subscribe.
 */
export function deliveries$(transport: RealtimeTransport, interactionId: number): Observable<DeliveryNews> {
  const news$ = events$(transport, 'message.ack', 'message.created', 'interaction.read', 'error').pipe(
    map((msg): DeliveryNews | null => {
      switch (msg.type) {
        case 'message.ack':
          return msg.interaction_id === interactionId ? { kind: 'stored', clientId: msg.client_id, seq: msg.seq } : null;
        case 'message.created': {
          const { interaction_id, client_id, seq } = msg.message;
          return interaction_id === interactionId && client_id ? { kind: 'stored', clientId: client_id, seq } : null;
        }
        case 'interaction.read':
          return msg.interaction_id === interactionId && msg.side === 'contact' ? { kind: 'read', seq: msg.seq } : null;
        case 'error':
          return msg.client_id && (msg.interaction_id === undefined || msg.interaction_id === interactionId)
            ? { kind: 'refused', clientId: msg.client_id, code: msg.code }
            : null;
      }
    }),
    filter((news): news is DeliveryNews => news !== null),
  );
  return merge(connected$(transport).pipe(map((connected): DeliveryNews => ({ kind: 'link', connected }))), news$);
}
