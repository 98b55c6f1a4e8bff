// Why: spec §4's message status in one place for the visitor's and the agent's own messages, so
// "Seen" means the same on both sides: stored, and read by the other side up to its seq.

/** Spec §4 message status of one's own messages. */
export type Delivery = 'sending' | 'sent' | 'seen' | 'retry';
export type DeliveryEvent = 'ack' | 'fail' | 'retry' | 'read';

/**
 * Sending → Sent on the server's ack, → Retry on a timeout or refusal; Retry → Sending when the
 * message is resent; Sent → Seen when the other side read it. A late ack after Retry still means it is stored.
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

/** Whether the other side has read a stored message: its read mark reached the message's seq. */
export const isSeen = (seq: number, readSeq: number): boolean => seq <= readSeq;

/** A stored own message is Seen once the other side has read up to its seq, Sent before. */
export const storedDelivery = (m: { readonly seq: number }, readSeq: number): Delivery => nextDelivery('sent', isSeen(m.seq, readSeq) ? 'read' : 'ack');
