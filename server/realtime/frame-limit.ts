import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * Long-polling has no such frame: engine.io answers an over-sized POST 413, which ends the
 * client's transport; the error frames go out first on the poll (answerOversizedPost).
 */
function answerOverCeiling(socket: Socket, tooLarge: () => void) {
  const conn = socket.conn;
  let own = answers.get(conn);
  if (!own) {
    const set = new Set<() => void>();
    answers.set(conn, set);
    own = set;
    const wrap = () => {
      if (conn.transport.name === 'polling') return answerOversizedPost(conn, set);
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

interface PollingTransport {
  onDataRequest(req: IncomingMessage, res: ServerResponse): void;
  on(event: 'ready', listener: () => void): unknown;
  off(event: 'ready', listener: () => void): unknown;
}
interface ConnBuffer {
  writeBuffer: unknown[];
}
const pollingWatched = new WeakSet<object>();
/** How long the 413 waits at most for the client to have polled the error frames. */
const ANSWER_WAIT_MS = 5_000;

/**
 * engine.io (6.6, transports/polling.js) answers a POST over maxHttpBufferSize with
 * `res.writeHead(413).end()` as soon as the body passes it, and the client then drops its
 * transport. Here that 413 is held back: each namespace's error frame is sent on the poll (the GET
 * waiting, or the next one), and the 413 goes once the client has polled again after receiving it
 * (so it has read the frames), or after ANSWER_WAIT_MS, or when the connection closes.
 */
function answerOversizedPost(conn: Conn, set: Set<() => void>) {
  const transport = conn.transport as unknown as PollingTransport;
  if (pollingWatched.has(transport)) return;
  pollingWatched.add(transport);
  const onDataRequest = transport.onDataRequest.bind(transport);
  transport.onDataRequest = (req, res) => {
    const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (status !== 413) return (writeHead as (...a: unknown[]) => ServerResponse)(status, ...rest);
      for (const answer of set) answer();
      const flushed = (conn as unknown as ConnBuffer).writeBuffer.length === 0;
      let polls = flushed ? 1 : 2;
      const done = () => {
        clearTimeout(timer);
        transport.off('ready', onPoll);
        conn.off('close', done);
        if (!res.headersSent) writeHead(413).end();
      };
      // A poll that finds the frames still buffered takes them; the one after proves they arrived.
      const onPoll = () => {
        if (--polls === 0) setImmediate(done);
      };
      const timer = setTimeout(done, ANSWER_WAIT_MS);
      transport.on('ready', onPoll);
      conn.once('close', done);
      // engine.io ends the answer at once (`.end()`): the real one comes in `done`.
      return { end: () => res } as unknown as ServerResponse;
    }) as ServerResponse['writeHead'];
    onDataRequest(req, res);
  };
}
