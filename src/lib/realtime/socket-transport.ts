// Why: the one socket.io-client implementation of RealtimeTransport; everything above it sees typed messages and a plain status.
import { io } from 'socket.io-client';
import { BehaviorSubject, Subject } from 'rxjs';
import {
  AGENT_NAMESPACE,
  PROTOCOL_VERSION,
  REFUSAL_REASONS,
  SOCKET_EVENT,
  ServerMessageSchema,
  type RefusalReason,
  type ServerMessage,
} from '../../../contracts/socket/protocol';
import type { RealtimeTransport, TransportStatus } from '../../../streams/transport';

export interface SocketTransportOptions {
  /** Server origin, e.g. 'http://localhost:3000'; the page's own origin when omitted. */
  url?: string;
  /** A kiosk's wall-screen token: the socket sees its company's monitoring and nothing else. */
  screen?: string;
}

function refusalReason(err: Error): RefusalReason | undefined {
  const reason: unknown = (err as Error & { data?: { reason?: unknown } }).data?.reason;
  return REFUSAL_REASONS.find((known) => known === reason);
}

function sameStatus(a: TransportStatus, b: TransportStatus): boolean {
  return typeof a === 'object' && typeof b === 'object' ? a.refused === b.refused : a === b;
}

export function createSocketTransport({ url, screen }: SocketTransportOptions = {}): RealtimeTransport {
  const socket = io(url ? `${url}${AGENT_NAMESPACE}` : AGENT_NAMESPACE, {
    autoConnect: false,
    withCredentials: !screen,
    auth: screen ? { v: PROTOCOL_VERSION, screen } : { v: PROTOCOL_VERSION },
    // WebSocket first (no sticky sessions needed across processes); long-polling where a proxy blocks it.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  const status = new BehaviorSubject<TransportStatus>('disconnected');
  const messages = new Subject<ServerMessage>();

  const setStatus = (next: TransportStatus) => {
    if (!sameStatus(status.value, next)) status.next(next);
  };
  // While the socket is active, socket.io retries on its own: that is still 'connecting'.
  const retryingOrDown = (): TransportStatus => (socket.active ? 'connecting' : 'disconnected');

  socket.on('connect', () => setStatus('connected'));
  socket.on('disconnect', () => setStatus(retryingOrDown()));
  socket.on('connect_error', (err) => {
    const reason = refusalReason(err);
    if (!reason) return setStatus(retryingOrDown());
    // A refusal will not change by retrying (bad session, old client): stop until connect() is called.
    socket.disconnect();
    setStatus({ refused: reason });
  });
  socket.on(SOCKET_EVENT, (raw: unknown) => {
    const parsed = ServerMessageSchema.safeParse(raw);
    if (parsed.success) messages.next(parsed.data);
    else console.warn('[realtime] dropped a message outside the protocol', parsed.error.issues, raw);
  });

  return {
    connect() {
      if (socket.active) return;
      setStatus('connecting');
      socket.connect();
    },
    disconnect() {
      socket.disconnect();
      setStatus('disconnected');
    },
    send(msg) {
      socket.emit(SOCKET_EVENT, msg);
    },
    messages$: messages.asObservable(),
    status$: status.asObservable(),
  };
}
