import {
  VISITOR_MESSAGE_MAX,
  VISITOR_PROTOCOL_VERSION,
  VISITOR_TOKEN_STORAGE,
  type VisitorConversation,
  type VisitorMessage,
  type VisitorServerMessage,
  type WidgetAppearance,
} from '../../../contracts/socket/visitor';
import { newClientId } from '../../../contracts/protocol-client/client-id';
import { advanceCursor, lastSeqOf, mergeBySeq } from '../../../contracts/protocol-client/merge';
import { allSending, applyDelivery, enqueue, loadOutbox, saveOutbox, withoutStored, type OutboxItem } from '../logic/outbox';
import type { ChatState, SessionOptions } from './state';
import { AckTimers } from './ack-timers';
import { TypingReporter } from './typing-reporter';
import { readToken, storeToken } from './visitor-token';

export type { ChatState, Link, SessionOptions } from './state';

const STAFF_TYPING_MS = 8000;

/**
 * The visitor's side of the /visitor protocol, without any DOM: the welcome and token, the resync
 * by seq after every (re)connect, the outbox with idempotent resends, typing, read marks, rating.
 * The view subscribes and renders `state`.
 */
export class ChatSession {
  state: ChatState;
  private listeners = new Set<(s: ChatState) => void>();
  private cursor = 0;
  private syncPending = false;
  private readonly acks = new AckTimers();
  private readonly typist: TypingReporter;
  private staffTypingTimer: ReturnType<typeof setTimeout> | undefined;
  private readSent = 0;
  private panelOpen = false;
  private started = false;
  private readonly tokenKey: string;
  private readonly outboxKey: string;

  constructor(private readonly opts: SessionOptions) {
    this.tokenKey = VISITOR_TOKEN_STORAGE + opts.widgetKey;
    this.outboxKey = `cc-outbox:${opts.widgetKey}`;
    this.state = {
      link: 'idle',
      refusal: null,
      appearance: null,
      conversation: null,
      messages: [],
      outbox: loadOutbox(opts.storage, this.outboxKey),
      staffTyping: null,
      unread: 0,
      rated: null,
      error: null,
    };
    this.typist = new TypingReporter((typing) => {
      if (this.state.link === 'online') opts.transport.send({ type: 'typing', typing });
    }, opts.typingIdleMs ?? 3000);
    opts.transport.onMessage((m) => this.receive(m));
    opts.transport.onStatus((status, reason) => {
      if (status === 'connected') this.set({ link: 'connecting' });
      else if (status === 'refused') this.set({ link: 'refused', refusal: reason ?? null });
      else this.set({ link: this.state.link === 'refused' ? 'refused' : 'offline', staffTyping: null });
      if (status !== 'connected') this.typist.end();
    });
  }

  /** A returning visitor (or one with unsent messages) connects at once; a new one when the panel opens. */
  get hasHistory(): boolean {
    return !!readToken(this.opts.storage, this.tokenKey) || this.state.outbox.length > 0;
  }

  subscribe(fn: (s: ChatState) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  start() {
    if (this.started) return;
    this.started = true;
    this.set({ link: 'connecting' });
    this.opts.transport.connect(() => {
      const token = readToken(this.opts.storage, this.tokenKey);
      return { v: VISITOR_PROTOCOL_VERSION, key: this.opts.widgetKey, locale: this.opts.locale, ...(token ? { token } : {}) };
    });
  }

  /** Sends a message (starting a new conversation after the last one ended). False when it is empty or too long. */
  send(text: string): boolean {
    const body = text.trim();
    if (!body || body.length > VISITOR_MESSAGE_MAX) return false;
    this.typist.end(); // the message itself ends typing for the agents
    if (this.state.conversation?.status === 'closed') this.resetConversation(null);
    const item: OutboxItem = { client_id: newClientId(), body, created_at: new Date().toISOString(), status: 'sending' };
    this.set({ error: null });
    this.setOutbox(enqueue(this.state.outbox, item));
    this.transmit(item);
    this.start();
    return true;
  }

  /** Resends a message that shows Retry, with the same client id: the server stores it at most once. */
  retry(clientId: string) {
    const item = this.state.outbox.find((i) => i.client_id === clientId);
    if (!item || item.status !== 'retry') return;
    this.set({ error: null });
    this.setOutbox(applyDelivery(this.state.outbox, clientId, 'retry'));
    this.transmit({ ...item, status: 'sending' });
  }

  /** Called on every keystroke in the composer: typing true once, false after the idle time. */
  typing() {
    if (this.state.link === 'online') this.typist.input();
  }

  stopTyping() {
    this.typist.stop();
  }

  /** The panel is open and the page visible: everything shown counts as read by the visitor. */
  setPanelOpen(open: boolean) {
    this.panelOpen = open;
    if (open) {
      this.start();
      if (this.state.unread) this.set({ unread: 0 });
    }
  }

  markRead() {
    const seq = lastSeqOf(this.state.messages);
    if (!this.panelOpen || this.state.link !== 'online' || seq <= this.readSent) return;
    this.readSent = seq;
    this.opts.transport.send({ type: 'read', seq });
  }

  rate(stars: number) {
    const c = this.state.conversation;
    if (!c || !Number.isInteger(stars) || stars < 1 || stars > 5 || this.state.rated !== null) return;
    this.opts.transport.send({ type: 'rate', rating: stars });
    this.set({ rated: stars });
  }

  close() {
    this.stopTyping();
    this.acks.clearAll();
    clearTimeout(this.staffTypingTimer);
    this.opts.transport.close();
  }

  // ——— incoming ———

  private receive(m: VisitorServerMessage) {
    switch (m.type) {
      case 'welcome':
        return this.welcome(m.token, m.appearance, m.conversation);
      case 'messages.resync': {
        this.follow(m.interaction_id);
        this.syncPending = false;
        const messages = mergeBySeq(this.state.messages, m.items);
        this.cursor = advanceCursor(Math.max(this.cursor, m.last_seq), messages);
        for (const i of m.items) if (i.client_id) this.acks.clear(i.client_id);
        this.set({
          messages,
          outbox: this.persist(
            withoutStored(
              this.state.outbox,
              m.items.map((i) => i.client_id),
            ),
          ),
        });
        return;
      }
      case 'message.created': {
        this.follow(m.interaction_id);
        const msg = m.message;
        const fromStaff = msg.author !== 'contact';
        if (msg.client_id) this.acks.clear(msg.client_id);
        this.set({
          messages: mergeBySeq(this.state.messages, [msg]),
          outbox: msg.client_id ? this.persist(applyDelivery(this.state.outbox, msg.client_id, 'ack')) : this.state.outbox,
          staffTyping: fromStaff && msg.author !== 'system' ? null : this.state.staffTyping,
          unread: fromStaff && !this.panelOpen && msg.author !== 'system' ? this.state.unread + 1 : this.state.unread,
        });
        return this.learn(msg.seq);
      }
      case 'message.ack': {
        const item = this.state.outbox.find((i) => i.client_id === m.client_id);
        this.acks.clear(m.client_id);
        this.follow(m.interaction_id);
        const stored: VisitorMessage[] = item
          ? [{ seq: m.seq, client_id: m.client_id, author: 'contact', author_name: '', body: item.body, created_at: item.created_at }]
          : [];
        this.set({ messages: mergeBySeq(this.state.messages, stored), outbox: this.persist(applyDelivery(this.state.outbox, m.client_id, 'ack')) });
        return this.learn(m.seq);
      }
      case 'typing':
        clearTimeout(this.staffTypingTimer);
        // A lost "stopped typing" must not leave the indicator on for ever.
        if (m.typing) this.staffTypingTimer = setTimeout(() => this.set({ staffTyping: null }), STAFF_TYPING_MS);
        return this.set({ staffTyping: m.typing ? m.author_name : null });
      case 'read': {
        const c = this.state.conversation;
        if (c && m.seq > c.staff_read_seq) this.set({ conversation: { ...c, staff_read_seq: m.seq } });
        return;
      }
      case 'conversation.changed':
        this.follow(m.conversation.interaction_id);
        return this.set({
          conversation: m.conversation,
          staffTyping: m.conversation.status === 'closed' ? null : this.state.staffTyping,
          rated: m.conversation.rating ?? this.state.rated,
        });
      case 'error':
        // A limit says why the message shows Retry (the view words it); other refusals of one message show Retry alone.
        if (m.client_id) this.fail(m.client_id);
        if (!m.client_id || m.code.startsWith('err_webchat_')) this.set({ error: m.code });
        return;
    }
  }

  private welcome(token: string, appearance: WidgetAppearance, conversation: VisitorConversation | null) {
    storeToken(this.opts.storage, this.tokenKey, token);
    if (conversation && conversation.interaction_id !== this.state.conversation?.interaction_id) this.resetConversation(conversation);
    this.set({
      link: 'online',
      refusal: null,
      appearance,
      conversation: conversation ?? this.state.conversation,
      rated: conversation?.rating ?? this.state.rated,
    });
    this.readSent = 0;
    this.syncPending = true;
    // From the last seq held with nothing missing below it, so a gap seen before the cut is filled too.
    this.cursor = advanceCursor(this.cursor, this.state.messages);
    this.opts.transport.send({ type: 'sync', after_seq: this.cursor });
    // Then whatever was not acknowledged, in order and with the same client ids.
    const box = allSending(this.state.outbox);
    this.setOutbox(box);
    for (const item of box) this.transmit(item);
  }

  /** Events of another conversation mean the visitor's current one changed: show that one from its start. */
  private follow(interactionId: number) {
    if (this.state.conversation?.interaction_id === interactionId) return;
    this.resetConversation({ interaction_id: interactionId, status: 'open', rating_requested: false, rating: null, rating_url: null, staff_read_seq: 0 });
  }

  private resetConversation(conversation: VisitorConversation | null) {
    this.cursor = 0;
    this.readSent = 0;
    this.state = { ...this.state, conversation, messages: [], rated: conversation?.rating ?? null, staffTyping: null };
  }

  /** A seq more than one past the cursor means something was missed: ask for everything after the cursor. */
  private learn(seq: number) {
    this.cursor = advanceCursor(this.cursor, this.state.messages);
    if (seq > this.cursor && !this.syncPending && this.state.link === 'online') {
      this.syncPending = true;
      this.opts.transport.send({ type: 'sync', after_seq: this.cursor });
    }
  }

  // ——— outgoing ———

  private transmit(item: OutboxItem) {
    this.acks.start(item.client_id, this.opts.ackTimeoutMs ?? 10_000, (id) => this.fail(id));
    if (this.state.link === 'online') this.opts.transport.send({ type: 'message.send', client_id: item.client_id, body: item.body });
  }

  private fail(clientId: string) {
    this.acks.clear(clientId);
    this.setOutbox(applyDelivery(this.state.outbox, clientId, 'fail'));
  }

  private setOutbox(outbox: OutboxItem[]) {
    this.set({ outbox: this.persist(outbox) });
  }

  private persist(outbox: OutboxItem[]) {
    saveOutbox(this.opts.storage, this.outboxKey, outbox);
    return outbox;
  }

  private set(patch: Partial<ChatState>) {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn(this.state);
  }
}
