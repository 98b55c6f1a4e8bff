/**
 * A message ends its sender's typing: no "stopped typing" follows it (streams/typing.ts). A typing
 * signal takes longer to relay than a message (its look-up lingers for company, SIGNAL_LINGER_MS),
 * so a message sent right after a keystroke could reach the others first, and the "typing" after
 * it would show the sender typing for seconds. A typing signal is relayed only if its socket has
 * sent no message since the signal arrived.
 */
const sent = new WeakMap<object, number>();

/** How many messages this socket has sent: read when a typing signal arrives. */
export const messagesSent = (socket: object): number => sent.get(socket) ?? 0;

/** A message from this socket arrived. */
export function noteMessageSent(socket: object): void {
  sent.set(socket, messagesSent(socket) + 1);
}
