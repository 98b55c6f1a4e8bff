// Why: one open conversation's client state in one place (issue 22 §1): its messages merged by seq,
// the outbox, read marks, typing and the lifecycle. It outlives the screen that shows it, so opening
// the conversation again asks the server only for what came after its last contiguous seq.
import type { Subscription } from 'rxjs';
import type { Observer, Subscription as StoreSubscription } from 'xstate';
import type { InteractionSummary } from '../../../contracts/interaction.schema';
import type { DeliveryStatus, Message } from '../../../contracts/message.schema';
import { conversation$ } from '../../../streams/conversation';
import { events$ } from '../../../streams/events';
import type { RealtimeTransport } from '../../../streams/transport';
import { typing$ } from '../../../streams/typing';
import { startLifecycle, type Escalate, type InteractionActor } from './interaction-lifecycle';
import { Outbox, type OutboxOptions, type OutgoingFile, type OutgoingMessage } from './outbox';

export interface ConversationState {
  readonly id: number;
  /** Stored messages in seq order, each once. */
  readonly messages: readonly Message[];
  /** The highest seq below which nothing is missing. */
  readonly contiguousSeq: number;
  /** My messages with their delivery status, until they are stored and after (Sent, Seen). */
  readonly outgoing: readonly OutgoingMessage[];
  /** How far the customer has read: staff messages up to it show Seen. */
  readonly contactReadSeq: number;
  /** How far I have read (from this tab or another of mine). */
  readonly myReadSeq: number;
  readonly customerTyping: boolean;
  readonly colleagueTyping: boolean;
  /** The interaction machine, restored from the newest summary (null before the first one). */
  readonly lifecycle: InteractionActor | null;
  /** A screen shows it: the server streams it to this tab. */
  readonly open: boolean;
  /**
   * Channels with a provider (Messenger, Viber, e-mail): delivery moves of staff messages heard
   * since they were loaded, by message id (newer than the message's own `delivery_status`).
   */
  readonly deliveries: Readonly<Record<number, { status: DeliveryStatus; error?: string }>>;
}

type Listener = Partial<Observer<ConversationState>> | ((state: ConversationState) => void);

const noEscalate: Escalate = () => Promise.reject(new Error('No screen can escalate this conversation now'));

/**
 * A tiny external store (`subscribe`/`getSnapshot`, readable with `useSelector` of @xstate/react).
 * Nothing subscribes to the transport until `open()`; the outbox then stays for the store's life, so a
 * message sent just before leaving still gets its ack. Frames enter only through streams/.
 */
export class ConversationStore {
  private state: ConversationState;
  private readonly listeners = new Set<(state: ConversationState) => void>();
  private outbox: Outbox | null = null;
  private readonly alive: { unsubscribe(): void }[] = [];
  private following: Subscription[] = [];
  private opens = 0;
  private escalate: Escalate = noEscalate;
  private restoredFrom: InteractionSummary | null = null;
  private pendingSummary: InteractionSummary | null = null;

  constructor(
    private readonly transport: RealtimeTransport,
    readonly id: number,
    private readonly options: OutboxOptions = {},
  ) {
    this.state = {
      id,
      messages: [],
      contiguousSeq: 0,
      outgoing: [],
      contactReadSeq: 0,
      myReadSeq: 0,
      customerTyping: false,
      colleagueTyping: false,
      lifecycle: null,
      open: false,
      deliveries: {},
    };
  }

  getSnapshot = (): ConversationState => this.state;

  subscribe = (listener: Listener): StoreSubscription => {
    const next = typeof listener === 'function' ? listener : (state: ConversationState) => listener.next?.(state);
    this.listeners.add(next);
    return { unsubscribe: () => void this.listeners.delete(next) };
  };

  /**
   * A screen shows the conversation: follow it (resync from the last contiguous seq, then live) until
   * the returned function is called. Several screens may show it at once; the last to close ends it.
   */
  open(): () => void {
    this.activate();
    this.opens += 1;
    if (this.following.length === 0) this.follow();
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      this.opens -= 1;
      // A screen that closes and opens it again at once (StrictMode's rehearsal, a re-render with a
      // new key) keeps the feed: no unsubscribe and subscribe again for nothing.
      queueMicrotask(() => {
        if (this.opens === 0) this.unfollow();
      });
    };
  }

  get isOpen(): boolean {
    return this.opens > 0;
  }

  /** Whether dropping the store would lose something: a screen shows it, or a message waits. */
  get busy(): boolean {
    return this.opens > 0 || (this.outbox?.pending ?? false);
  }

  /** Queues a message (with files uploaded for it) and sends it now if connected; answers its client id. */
  send(body: string, files?: readonly OutgoingFile[]): string {
    return this.activate().send(body, files);
  }

  /** Resends a message showing Retry, with the same client id. */
  retry(clientId: string): void {
    this.activate().retry(clientId);
  }

  /** Tells the server I have seen the conversation up to `seq`; answers whether that was news. */
  markRead(seq: number): boolean {
    if (seq <= this.state.myReadSeq) return false;
    this.transport.send({ type: 'read', interaction_id: this.id, seq });
    this.set({ myReadSeq: seq });
    return true;
  }

  /** The lifecycle for a first render: created from the summary on first use, without notifying anyone. */
  lifecycleFor(summary: InteractionSummary): InteractionActor {
    if (this.state.lifecycle) return this.state.lifecycle;
    const actor = this.startLifecycle(summary);
    this.state = { ...this.state, lifecycle: actor };
    return actor;
  }

  /**
   * A newer summary (interaction.changed, a mutation's answer): the customer's read mark, and a
   * lifecycle restored from it, except while an escalation is in flight: then the newest summary is
   * taken once it settles.
   */
  sync(summary: InteractionSummary): void {
    this.activate().markSeen(summary.contact_read_seq);
    if (summary === this.restoredFrom) return;
    const current = this.state.lifecycle;
    if (current?.getSnapshot().hasTag('busy')) {
      this.pendingSummary = summary;
      return;
    }
    current?.stop();
    this.set({ lifecycle: this.startLifecycle(summary) });
  }

  /** The screen's escalate (an HTTP call); the machine decides when it runs. */
  provideEscalate(escalate: Escalate): () => void {
    this.escalate = escalate;
    return () => {
      if (this.escalate === escalate) this.escalate = noEscalate;
    };
  }

  dispose(): void {
    this.unfollow();
    for (const sub of this.alive.splice(0)) sub.unsubscribe();
    this.outbox?.dispose();
    this.outbox = null;
    this.state.lifecycle?.stop();
    this.listeners.clear();
  }

  private startLifecycle(summary: InteractionSummary): InteractionActor {
    this.restoredFrom = summary;
    const actor = startLifecycle(summary, () => this.escalate);
    actor.subscribe((snapshot) => {
      const pending = this.pendingSummary;
      if (pending && !snapshot.hasTag('busy') && this.state.lifecycle === actor) {
        this.pendingSummary = null;
        this.sync(pending);
      }
    });
    return actor;
  }

  /** The parts that live as long as the store: the outbox and my read marks from other tabs. */
  private activate(): Outbox {
    if (this.outbox) return this.outbox;
    const outbox = new Outbox(this.transport, this.id, this.options);
    this.outbox = outbox;
    const fromOutbox = () => this.set({ outgoing: outbox.getSnapshot(), contactReadSeq: outbox.contactReadSeq });
    this.alive.push(
      { unsubscribe: outbox.subscribe(fromOutbox) },
      events$(this.transport, 'interaction.read').subscribe((msg) => {
        if (msg.interaction_id === this.id && msg.side === 'me' && msg.seq > this.state.myReadSeq) this.set({ myReadSeq: msg.seq });
      }),
    );
    fromOutbox();
    return outbox;
  }

  private follow(): void {
    this.set({ open: true });
    this.following = [
      // Starts from what is held: the subscribe asks only for what came after its last contiguous seq.
      conversation$(this.transport, this.id, this.state.messages).subscribe((view) => {
        if (view.messages.length !== this.state.messages.length || view.contiguousSeq !== this.state.contiguousSeq) {
          this.set({ messages: view.messages, contiguousSeq: view.contiguousSeq });
        }
      }),
      typing$(this.transport, this.id, 'contact').subscribe((customerTyping) => this.set({ customerTyping })),
      typing$(this.transport, this.id, 'user').subscribe((colleagueTyping) => this.set({ colleagueTyping })),
      events$(this.transport, 'message.delivery').subscribe((msg) => {
        if (msg.interaction_id !== this.id) return;
        this.set({ deliveries: { ...this.state.deliveries, [msg.message_id]: { status: msg.status, ...(msg.error ? { error: msg.error } : {}) } } });
      }),
      // After a reconnect: the receipts missed while away, for the messages already held.
      events$(this.transport, 'deliveries.resync').subscribe((msg) => {
        if (msg.interaction_id !== this.id) return;
        const deliveries = { ...this.state.deliveries };
        for (const d of msg.items) deliveries[d.message_id] = { status: d.status, ...(d.error ? { error: d.error } : {}) };
        this.set({ deliveries });
      }),
    ];
  }

  private unfollow(): void {
    for (const sub of this.following.splice(0)) sub.unsubscribe();
    if (this.state.open) this.set({ open: false, customerTyping: false, colleagueTyping: false });
  }

  private set(patch: Partial<ConversationState>): void {
    let changed = false;
    for (const key of Object.keys(patch) as (keyof ConversationState)[]) if (patch[key] !== this.state[key]) changed = true;
    if (!changed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}
