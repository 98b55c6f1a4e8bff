import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_PROTOCOL_VERSION, VISITOR_TOKEN_STORAGE } from '../../../contracts/socket/visitor';
import { ChatSession } from '../../../widget/src/chat/session';
import { rowsOf } from '../../../widget/src/ui/view';
import { appearance, conversation, FakeTransport, staffMessage } from './fake-transport';

const KEY = 'widget-key-123';
const TOKEN = 'visitor-token-0123456789';

let transport: FakeTransport;
let session: ChatSession;
const make = () => new ChatSession({ widgetKey: KEY, locale: 'mn', transport, storage: localStorage, ackTimeoutMs: 5000 });

/** Connects and answers the handshake; returns what the widget sent in reply. */
function welcome(conv = conversation()) {
  transport.open();
  transport.server({ type: 'welcome', v: VISITOR_PROTOCOL_VERSION, token: TOKEN, appearance, conversation: conv });
  return transport.take();
}
const statuses = () => rowsOf(session.state).map((r) => `${r.body}:${r.delivery ?? r.author}`);
const sentIds = () => transport.take('message.send').map((m) => (m.type === 'message.send' ? m.client_id : ''));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  transport = new FakeTransport();
  session = make();
});
afterEach(() => {
  session.close();
  vi.useRealTimers();
});

describe('chat session', () => {
  it('hands over the stored token on every (re)connect and asks for what it missed', () => {
    expect(session.hasHistory).toBe(false);
    session.start();
    transport.open();
    expect(transport.handshakes[0]).toEqual({ v: VISITOR_PROTOCOL_VERSION, key: KEY, locale: 'mn' });
    transport.server({ type: 'welcome', v: VISITOR_PROTOCOL_VERSION, token: TOKEN, appearance, conversation: null });
    expect(localStorage.getItem(VISITOR_TOKEN_STORAGE + KEY)).toBe(TOKEN);
    expect(session.state).toMatchObject({ link: 'online', appearance, conversation: null });
    expect(transport.take()).toEqual([{ type: 'sync', after_seq: 0 }]);
    transport.drop();
    expect(session.state.link).toBe('offline');
    transport.open();
    expect(transport.handshakes[1]).toEqual({ v: VISITOR_PROTOCOL_VERSION, key: KEY, locale: 'mn', token: TOKEN });
    // A page loaded later connects at once, with the same token.
    expect(make().hasHistory).toBe(true);
  });

  it('shows Sending, then Sent on the ack, then Seen when staff read it', () => {
    session.start();
    welcome();
    expect(session.send('  Сайн байна уу?  ')).toBe(true);
    const [sent] = transport.take('message.send');
    expect(sent).toMatchObject({ type: 'message.send', body: 'Сайн байна уу?' });
    expect(statuses()).toEqual(['Сайн байна уу?:sending']);
    const clientId = sent.type === 'message.send' ? sent.client_id : '';
    expect(clientId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    transport.server({ type: 'message.ack', interaction_id: 7, client_id: clientId, seq: 1 });
    expect(statuses()).toEqual(['Сайн байна уу?:sent']);
    // The visitor's own message echoed by the room is the same row, not a second one.
    transport.server({
      type: 'message.created',
      interaction_id: 7,
      message: { seq: 1, client_id: clientId, author: 'contact', author_name: 'Зочин', body: 'Сайн байна уу?', created_at: new Date().toISOString() },
    });
    expect(statuses()).toEqual(['Сайн байна уу?:sent']);
    transport.server({ type: 'read', seq: 1 });
    expect(statuses()).toEqual(['Сайн байна уу?:seen']);
    expect(session.send('   ')).toBe(false);
    expect(session.send('x'.repeat(4001))).toBe(false);
    expect(transport.take('message.send')).toEqual([]);
  });

  it('shows Retry after a timeout or a refusal and resends with the same client id', () => {
    session.start();
    welcome();
    session.send('Нэг');
    const [id] = sentIds();
    vi.advanceTimersByTime(5001);
    expect(statuses()).toEqual(['Нэг:retry']);
    session.retry(id);
    expect(statuses()).toEqual(['Нэг:sending']);
    expect(sentIds()).toEqual([id]);
    transport.server({ type: 'error', code: 'err_too_many_attempts', client_id: id });
    expect(statuses()).toEqual(['Нэг:retry']);
    session.retry(id);
    expect(sentIds()).toEqual([id]);
    // The first attempt's ack arrives late, then the second's: one stored message.
    transport.server({ type: 'message.ack', interaction_id: 7, client_id: id, seq: 1 });
    transport.server({ type: 'message.ack', interaction_id: 7, client_id: id, seq: 1 });
    expect(statuses()).toEqual(['Нэг:sent']);
    vi.advanceTimersByTime(60_000);
    expect(statuses()).toEqual(['Нэг:sent']);
  });

  it('keeps unsent messages across a reconnect and resends them after sync, in order', () => {
    session.start();
    welcome();
    transport.server({ type: 'messages.resync', interaction_id: 7, items: [staffMessage(1, 'a'), staffMessage(2, 'b')], last_seq: 2 });
    transport.drop();
    session.send('offline 1');
    session.send('offline 2');
    expect(transport.take()).toEqual([]);
    const [first, second] = session.state.outbox.map((i) => i.client_id);
    const sent = welcome();
    expect(sent.map((m) => m.type)).toEqual(['sync', 'message.send', 'message.send']);
    expect(sent[0]).toEqual({ type: 'sync', after_seq: 2 });
    expect(sent.slice(1).map((m) => (m.type === 'message.send' ? m.client_id : ''))).toEqual([first, second]);
    // The server had stored the first before the cut: the resync shows it, and it leaves the outbox.
    transport.server({
      type: 'messages.resync',
      interaction_id: 7,
      items: [{ seq: 3, client_id: first, author: 'contact', author_name: '', body: 'offline 1', created_at: new Date().toISOString() }],
      last_seq: 3,
    });
    expect(statuses()).toEqual(['a:user', 'b:user', 'offline 1:sent', 'offline 2:sending']);
    transport.server({ type: 'message.ack', interaction_id: 7, client_id: first, seq: 3 });
    transport.server({ type: 'message.ack', interaction_id: 7, client_id: second, seq: 4 });
    expect(statuses()).toEqual(['a:user', 'b:user', 'offline 1:sent', 'offline 2:sent']);
  });

  it('merges a resync and live events by seq: no gap, no duplicate', () => {
    session.start();
    welcome();
    transport.server({ type: 'messages.resync', interaction_id: 7, items: [1, 2, 3].map((s) => staffMessage(s, `m${s}`)), last_seq: 3 });
    transport.drop();
    expect(welcome()).toEqual([{ type: 'sync', after_seq: 3 }]);
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(5, 'm5') });
    transport.server({ type: 'messages.resync', interaction_id: 7, items: [3, 4, 5].map((s) => staffMessage(s, `m${s}`)), last_seq: 5 });
    expect(session.state.messages.map((m) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    // A live event past a hole asks for what lies between.
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(8, 'm8') });
    expect(transport.take()).toEqual([{ type: 'sync', after_seq: 5 }]);
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(9, 'm9') });
    expect(transport.take()).toEqual([]);
    transport.server({ type: 'messages.resync', interaction_id: 7, items: [6, 7, 8, 9].map((s) => staffMessage(s, `m${s}`)), last_seq: 9 });
    expect(session.state.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(10, 'm10') });
    expect(transport.take()).toEqual([]);
  });

  it('announces typing once, stops after 3 s idle or with a message, and shows who types on the other side', () => {
    session.start();
    welcome();
    session.typing();
    session.typing();
    expect(transport.take()).toEqual([{ type: 'typing', typing: true }]);
    vi.advanceTimersByTime(2999);
    session.typing();
    vi.advanceTimersByTime(2999);
    expect(transport.take()).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(transport.take()).toEqual([{ type: 'typing', typing: false }]);
    session.typing();
    session.send('Сайн уу');
    // The message ends typing for the agents; no "stopped typing" follows it, nor after the idle time.
    expect(transport.take().map((m) => m.type)).toEqual(['typing', 'message.send']);
    vi.advanceTimersByTime(5000);
    expect(transport.take()).toEqual([]);
    session.typing();
    expect(transport.take()).toEqual([{ type: 'typing', typing: true }]);

    transport.server({ type: 'typing', typing: true, author_name: 'Тэмүүлэн' });
    expect(session.state.staffTyping).toBe('Тэмүүлэн');
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(1, 'Сайн байна уу') });
    expect(session.state.staffTyping).toBeNull();
    transport.server({ type: 'typing', typing: true, author_name: 'Тэмүүлэн' });
    vi.advanceTimersByTime(9000);
    expect(session.state.staffTyping).toBeNull();
  });

  it('counts unread staff messages while the panel is closed and marks read when open', () => {
    session.start();
    welcome();
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(1, 'Hi') });
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(2, 'There') });
    expect(session.state.unread).toBe(2);
    session.markRead();
    expect(transport.take()).toEqual([]);
    session.setPanelOpen(true);
    expect(session.state.unread).toBe(0);
    session.markRead();
    session.markRead();
    expect(transport.take()).toEqual([{ type: 'read', seq: 2 }]);
  });

  it('asks for a rating after the conversation ends, and a new message starts a new conversation', () => {
    session.start();
    welcome();
    transport.server({ type: 'messages.resync', interaction_id: 7, items: [staffMessage(1, 'Баярлалаа')], last_seq: 1 });
    transport.server({ type: 'conversation.changed', conversation: conversation({ status: 'closed', rating_requested: true }) });
    session.rate(0);
    session.rate(6);
    expect(transport.take()).toEqual([]);
    session.rate(4);
    session.rate(5);
    expect(transport.take()).toEqual([{ type: 'rate', rating: 4 }]);
    expect(session.state.rated).toBe(4);

    session.send('Дахиад асуулт байна');
    expect(session.state.messages).toEqual([]);
    expect(session.state.conversation).toBeNull();
    const [id] = sentIds();
    transport.server({ type: 'message.ack', interaction_id: 8, client_id: id, seq: 1 });
    transport.server({ type: 'conversation.changed', conversation: conversation({ interaction_id: 8 }) });
    expect(session.state).toMatchObject({ rated: null, conversation: { interaction_id: 8, status: 'open' } });
    expect(statuses()).toEqual(['Дахиад асуулт байна:sent']);
  });

  it('switches to the conversation the server says is current after a reconnect', () => {
    session.start();
    welcome();
    transport.server({ type: 'messages.resync', interaction_id: 7, items: [1, 2].map((s) => staffMessage(s, `old${s}`)), last_seq: 2 });
    transport.drop();
    // Meanwhile, in another tab, the visitor started conversation 9.
    expect(welcome(conversation({ interaction_id: 9 }))).toEqual([{ type: 'sync', after_seq: 0 }]);
    expect(session.state.messages).toEqual([]);
  });

  it('keeps an unsent message across a page load', () => {
    session.start();
    session.send('Хуудас солигдохоос өмнө');
    const id = session.state.outbox[0].client_id;
    session.close();
    transport = new FakeTransport();
    session = make();
    expect(session.hasHistory).toBe(true);
    expect(statuses()).toEqual(['Хуудас солигдохоос өмнө:sending']);
    session.start();
    expect(welcome().filter((m) => m.type === 'message.send')).toEqual([{ type: 'message.send', client_id: id, body: 'Хуудас солигдохоос өмнө' }]);
  });

  it('stops and says so when the server refuses the widget', () => {
    session.start();
    transport.refuse('origin_not_allowed');
    expect(session.state).toMatchObject({ link: 'refused', refusal: 'origin_not_allowed' });
    transport.drop();
    expect(session.state.link).toBe('refused');
  });
});
