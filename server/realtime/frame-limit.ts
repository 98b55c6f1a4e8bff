import type { Socket } from 'socket.io';

/**
 * The protocol's largest frame, below the transport's hard ceiling (TRANSPORT_FRAME_MAX), so a
 * frame between the two is answered rather than cut off: the event is dropped and `tooLarge`
 * sends the client an error frame, the connection stays. Measured on the engine.io packets the
 * event arrived in, before anything parses them further. A frame over the ceiling is answered
 * too, before the transport closes (answerOverCeiling).
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
  answerOverCeiling(socket, tooLarge);
}

/** WebSocket close code "message too big" (RFC 6455 §7.4.1), what ws closes with over its maxPayload. */
const MESSAGE_TOO_BIG = 1009;
const OPEN = 1;

type Conn = Socket['conn'];
interface WebSocketLike {
  readyState: number;
  close(code?: number, reason?: string): void;
}

/** Per connection, the answer of each namespace socket on it (the console and a widget may share one). */
const answers = new WeakMap<Conn, Set<() => void>>();
const watched = new WeakSet<WebSocketLike>();

/**
 * Over the ceiling the WebSocket library (ws, maxPayload) refuses a frame from its header and
 * closes with 1009 and no word. Its close is wrapped, so each namespace's error frame goes out
 * first on the same connection (frames are sent in order, the close after them) and the close
 * carries the code as its reason. The connection cannot stay: the rest of the frame is unread.
 * Long-polling has no such frame: an over-sized POST is answered 413 by engine.io.
 */
function answerOverCeiling(socket: Socket, tooLarge: () => void) {
  const conn = socket.conn;
  let own = answers.get(conn);
  if (!own) {
    const set = new Set<() => void>();
    answers.set(conn, set);
    own = set;
    const wrap = () => {
      const ws = (conn.transport as unknown as { socket?: WebSocketLike }).socket;
      if (!ws || typeof ws.close !== 'function' || watched.has(ws)) return;
      watched.add(ws);
      const close = ws.close.bind(ws);
      ws.close = (code?: number, reason?: string) => {
        if (code === MESSAGE_TOO_BIG && ws.readyState === OPEN) {
          for (const answer of set) answer();
          return close(code, 'err_body_too_large');
        }
        return close(code, reason);
      };
    };
    wrap();
    // A connection that starts on long-polling moves to a WebSocket later.
    conn.on('upgrade', wrap);
  }
  own.add(tooLarge);
  socket.once('disconnect', () => own.delete(tooLarge));
}
