import type { VisitorMessage } from '../../../contracts/socket/visitor';

/** Spec §4 message status of the visitor's own messages. */
export type Delivery = 'sending' | 'sent' | 'seen' | 'retry';
export type DeliveryEvent = 'ack' | 'fail' | 'retry' | 'read';

/**
 * Sending → Sent on the server's ack, → Retry on a timeout or refusal; Retry → Sending when the
 * visitor resends; Sent → Seen when staff read it. A late ack after Retry still means it is stored.
 */
export function nextDelivery(status: Delivery, event: DeliveryEvent): Delivery {
  switch (event) {
    case 'ack':
      return status === 'seen' ? 'seen' : 'sent';
    case 'fail':
      return status === 'sending' ? 'retry' : status;
    case 'retry':
      return status === 'retry' ? 'sending' : status;
    case 'read':
      return status === 'sent' ? 'seen' : status;
  }
}

/** A stored own message is Seen once staff have read up to its seq, Sent before. */
export const storedDelivery = (m: VisitorMessage, staffReadSeq: number): Delivery => nextDelivery('sent', m.seq <= staffReadSeq ? 'read' : 'ack');
