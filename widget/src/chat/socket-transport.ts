import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { VISITOR_EVENT, VISITOR_NAMESPACE, type VisitorRefusal, type VisitorServerMessage } from '../../../contracts/socket/visitor';
import type { LinkStatus, VisitorTransport } from './transport';

const REFUSALS: readonly string[] = ['version_mismatch', 'unknown_widget', 'origin_not_allowed', 'inactive_widget'] satisfies VisitorRefusal[];

/**
 * socket.io to ORIGIN/visitor. WebSocket first: it needs no CORS on a page of another site;
 * long-polling stays as the fallback for networks that block WebSockets. `extra` is for clients
 * outside a browser (tests set the Origin header a browser would send).
 */
export function socketTransport(origin: string, extra: Partial<ManagerOptions & SocketOptions> = {}): VisitorTransport {
  let socket: Socket | undefined;
  const messageHandlers: ((m: VisitorServerMessage) => void)[] = [];
  const statusHandlers: ((s: LinkStatus, r?: VisitorRefusal) => void)[] = [];
  const status = (s: LinkStatus, r?: VisitorRefusal) => statusHandlers.forEach((h) => h(s, r));
  return {
    connect(auth) {
      socket = io(origin + VISITOR_NAMESPACE, { auth: (cb) => cb({ ...auth() }), transports: ['websocket', 'polling'], withCredentials: false, ...extra });
      socket.on(VISITOR_EVENT, (m: VisitorServerMessage) => messageHandlers.forEach((h) => h(m)));
      socket.on('connect', () => status('connected'));
      socket.on('disconnect', () => status('disconnected'));
      socket.on('connect_error', (err: Error & { data?: { reason?: string } }) => {
        const reason = err.data?.reason;
        // A refusal by the server is final (socket.io does not retry it); a network error retries by itself.
        if (reason && REFUSALS.includes(reason)) status('refused', reason as VisitorRefusal);
        else status('disconnected');
      });
    },
    // Nothing is buffered while offline: the session resends its outbox itself after the next welcome.
    send: (msg) => void (socket?.connected && socket.emit(VISITOR_EVENT, msg)),
    onMessage: (cb) => void messageHandlers.push(cb),
    onStatus: (cb) => void statusHandlers.push(cb),
    close: () => void socket?.close(),
  };
}
