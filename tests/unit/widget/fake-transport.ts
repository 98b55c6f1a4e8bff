import type { VisitorClientMessage, VisitorHandshake, VisitorRefusal, VisitorServerMessage } from '../../../contracts/socket/visitor';
import type { LinkStatus, VisitorTransport } from '../../../widget/src/chat/transport';

/**
 * A hand-driven /visitor connection: records what the widget sends while connected (like the real
 * transport, nothing is buffered while down) and delivers what the test says the server answered.
 */
export class FakeTransport implements VisitorTransport {
  sent: VisitorClientMessage[] = [];
  handshakes: VisitorHandshake[] = [];
  connectCalls = 0;
  closed = false;
  private auth: (() => VisitorHandshake) | undefined;
  private up = false;
  private messageHandlers: ((m: VisitorServerMessage) => void)[] = [];
  private statusHandlers: ((s: LinkStatus, r?: VisitorRefusal) => void)[] = [];

  connect(auth: () => VisitorHandshake) {
    this.connectCalls++;
    this.auth = auth;
  }
  send(msg: VisitorClientMessage) {
    if (this.up) this.sent.push(msg);
  }
  onMessage(cb: (m: VisitorServerMessage) => void) {
    this.messageHandlers.push(cb);
  }
  onStatus(cb: (s: LinkStatus, r?: VisitorRefusal) => void) {
    this.statusHandlers.push(cb);
  }
  close() {
    this.closed = true;
  }

  /** The socket connects (again): the handshake is taken as the real client would. */
  open() {
    if (!this.auth) throw new Error('connect() was not called');
    this.handshakes.push(this.auth());
    this.up = true;
    this.statusHandlers.forEach((h) => h('connected'));
  }
  drop() {
    this.up = false;
    this.statusHandlers.forEach((h) => h('disconnected'));
  }
  refuse(reason: VisitorRefusal) {
    this.up = false;
    this.statusHandlers.forEach((h) => h('refused', reason));
  }
  server(msg: VisitorServerMessage) {
    this.messageHandlers.forEach((h) => h(msg));
  }
  /** What was sent since the last call, of the given types (all when none). */
  take(...types: VisitorClientMessage['type'][]): VisitorClientMessage[] {
    const out = this.sent.filter((m) => !types.length || types.includes(m.type));
    this.sent = [];
    return out;
  }
}

export const appearance = { name: 'Demo дэлгүүр', greeting: 'Сайн байна уу!', logo: null, brand_color: '#aa3300', text_color: '#ffeedd' };

export const conversation = (over: Partial<import('../../../contracts/socket/visitor').VisitorConversation> = {}) => ({
  interaction_id: 7,
  status: 'open' as const,
  rating_requested: false,
  rating: null,
  rating_url: null,
  staff_read_seq: 0,
  ...over,
});

export const staffMessage = (seq: number, body: string, name = 'Тэмүүлэн') => ({
  seq,
  client_id: null,
  author: 'user' as const,
  author_name: name,
  body,
  created_at: '2026-01-02T03:04:05.000Z',
});
