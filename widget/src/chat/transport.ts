import type { VisitorClientMessage, VisitorHandshake, VisitorRefusal, VisitorServerMessage } from '../../../contracts/socket/visitor';

export type LinkStatus = 'connected' | 'disconnected' | 'refused';

/**
 * What the chat session needs of a connection. The socket.io client is one implementation; tests
 * use a fake that records what was sent and delivers what the test says the server answered.
 */
export interface VisitorTransport {
  /** `auth` is asked again on every reconnect, so a token stored meanwhile is sent. */
  connect(auth: () => VisitorHandshake): void;
  send(msg: VisitorClientMessage): void;
  onMessage(cb: (msg: VisitorServerMessage) => void): void;
  onStatus(cb: (status: LinkStatus, reason?: VisitorRefusal) => void): void;
  close(): void;
}
