// Why: streams depend on this interface, not on socket.io, so a hand-flushed fake can play the server in tests.
import type { Observable } from 'rxjs';
import type { ClientMessage, RefusalReason, ServerMessage } from '../contracts/socket/protocol';

/**
 * 'connecting' covers the first attempt and automatic reconnection alike. A refusal (bad session,
 * protocol version) is final: the transport stays down until connect() is called again.
 */
export type TransportStatus = 'connecting' | 'connected' | 'disconnected' | { readonly refused: RefusalReason };

export interface RealtimeTransport {
  /** Opens the connection; a no-op while it is open or opening. */
  connect(): void;
  /** Closes the connection and stops reconnecting. */
  disconnect(): void;
  send(msg: ClientMessage): void;
  /** Server messages that passed ServerMessageSchema. Hot: nothing is replayed to late subscribers. */
  readonly messages$: Observable<ServerMessage>;
  /** The current status on subscribe, then each status the transport enters. */
  readonly status$: Observable<TransportStatus>;
}

export function isRefused(status: TransportStatus): status is { readonly refused: RefusalReason } {
  return typeof status === 'object';
}
