import type { Socket } from 'socket.io';

/**
 * The protocol's largest frame, below the transport's hard ceiling (TRANSPORT_FRAME_MAX), so a
 * frame between the two is answered rather than cut off: the event is dropped and `tooLarge`
 * sends the client an error frame, the connection stays. Measured on the engine.io packets the
 * event arrived in, before anything parses them further.
 */
export function limitFrames(socket: Socket, max: number, tooLarge: () => void) {
  let size = 0;
  socket.conn.on('packet', (packet: { type: string; data?: string | Buffer }) => {
    if (packet.type === 'message' && packet.data !== undefined) size += typeof packet.data === 'string' ? Buffer.byteLength(packet.data) : packet.data.byteLength;
  });
  // socket.io runs its middleware synchronously on the packet that completed the event.
  socket.use((_event, next) => {
    const over = size > max;
    size = 0;
    if (over) tooLarge();
    else next();
  });
}
