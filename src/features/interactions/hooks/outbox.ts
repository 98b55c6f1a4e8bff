// Why: the agent's outgoing messages of one conversation, each with its delivery actor (Sending → Sent
// → Seen, or Retry), kept outside React so they survive re-renders, route changes and reconnects, and
// in sessionStorage so they survive a reload. A resend always reuses the client id: never a duplicate.
import { createActor, type ActorRefFrom } from 'xstate';
import type { Subscription } from 'rxjs';
import type { MessageStatus } from '../../../../contracts/interaction.schema';
import type { ServerMessage } from '../../../../contracts/socket/protocol';
import { messageStatusMachine } from '../../../../machines/message-status.machine';
import type { RealtimeTransport } from '../../../../streams/transport';

export interface OutgoingMessage {
  clientId: string;
  body: string;
  createdAt: string;
  status: MessageStatus;
  seq: number | null;
}

interface Entry {
  clientId: string;
  body: string;
  createdAt: string;
  actor: ActorRefFrom<typeof messageStatusMachine>;
}

const STORAGE_PREFIX = 'cc-outbox:';

/** 32 hex characters: matches ClientIdSchema ([A-Za-z0-9_-], 8–64). */
export function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export interface OutboxOptions {
  timeoutMs?: number;
  storage?: Storage;
}

export class Outbox {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly OutgoingMessage[] = [];
  private connected = false;
  private contactReadSeq = 0;
  private readonly subs: Subscription[] = [];
  private started = false;

  /** Made while rendering, so it only keeps its arguments: `start()` does the rest. */
  constructor(
    private readonly transport: RealtimeTransport,
    readonly interactionId: number,
    private readonly options: OutboxOptions = {},
  ) {}

  /**
   * Takes back what the last page left unsent and listens to the transport; once, on the first
   * subscriber or message. From then on it listens for the session, mounted or not.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const saved of this.load()) this.track(saved.clientId, saved.body, saved.createdAt);
    this.subs.push(
      this.transport.status$.subscribe((status) => {
        const cameUp = status === 'connected' && !this.connected;
        this.connected = status === 'connected';
        // Back online: whatever is still Sending goes again, with its own client id.
        if (cameUp) for (const entry of this.entries.values()) if (entry.actor.getSnapshot().value === 'sending') this.emit(entry);
      }),
      this.transport.messages$.subscribe((msg) => this.onServer(msg)),
    );
    this.refresh();
  }

  private get storage(): Storage | undefined {
    return this.options.storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  }

  private load(): { clientId: string; body: string; createdAt: string }[] {
    try {
      const raw = this.storage?.getItem(STORAGE_PREFIX + this.interactionId);
      return raw ? (JSON.parse(raw) as { clientId: string; body: string; createdAt: string }[]) : [];
    } catch {
      return [];
    }
  }

  private save(): void {
    const unsent = this.snapshot.filter((m) => m.status === 'sending' || m.status === 'retry').map(({ clientId, body, createdAt }) => ({ clientId, body, createdAt }));
    try {
      if (unsent.length) this.storage?.setItem(STORAGE_PREFIX + this.interactionId, JSON.stringify(unsent));
      else this.storage?.removeItem(STORAGE_PREFIX + this.interactionId);
    } catch {
      // A full or blocked storage only loses the reload guarantee, not the message.
    }
  }

  private track(clientId: string, body: string, createdAt: string): Entry {
    const actor = createActor(messageStatusMachine, { input: { clientId, timeoutMs: this.options.timeoutMs } });
    const entry: Entry = { clientId, body, createdAt, actor };
    this.entries.set(clientId, entry);
    actor.subscribe(() => this.refresh());
    actor.start();
    return entry;
  }

  private emit(entry: Entry): void {
    if (!this.connected) return; // sent on reconnect
    this.transport.send({ type: 'message.send', interaction_id: this.interactionId, client_id: entry.clientId, body: entry.body });
  }

  private onServer(msg: ServerMessage): void {
    if (msg.type === 'message.ack' && msg.interaction_id === this.interactionId) {
      this.entries.get(msg.client_id)?.actor.send({ type: 'message.ack', seq: msg.seq });
    } else if (msg.type === 'message.created' && msg.message.interaction_id === this.interactionId && msg.message.client_id) {
      // Stored: as good as an ack even if the ack itself is lost.
      this.entries.get(msg.message.client_id)?.actor.send({ type: 'message.ack', seq: msg.message.seq });
      this.markSeen(this.contactReadSeq);
    } else if (msg.type === 'interaction.read' && msg.side === 'contact' && msg.interaction_id === this.interactionId) {
      this.markSeen(msg.seq);
    } else if (msg.type === 'error' && msg.client_id) {
      this.entries.get(msg.client_id)?.actor.send({ type: 'message.fail', reason: msg.code });
    }
  }

  private refresh(): void {
    this.snapshot = [...this.entries.values()].map((entry) => {
      const snap = entry.actor.getSnapshot();
      return { clientId: entry.clientId, body: entry.body, createdAt: entry.createdAt, status: snap.value as MessageStatus, seq: snap.context.seq };
    });
    this.save();
    for (const listener of this.listeners) listener();
  }

  /** Queues a message and sends it now if connected; answers its client id. */
  send(body: string): string {
    this.start();
    const entry = this.track(newClientId(), body, new Date().toISOString());
    this.emit(entry);
    return entry.clientId;
  }

  /** Resends a message showing Retry, with the same client id. */
  retry(clientId: string): void {
    const entry = this.entries.get(clientId);
    if (!entry?.actor.getSnapshot().can({ type: 'message.retry' })) return;
    entry.actor.send({ type: 'message.retry' });
    this.emit(entry);
  }

  /** The customer has read up to `seq`: my messages up to it show Seen. */
  markSeen(seq: number): void {
    this.contactReadSeq = Math.max(this.contactReadSeq, seq);
    for (const entry of this.entries.values()) {
      const snap = entry.actor.getSnapshot();
      if (snap.value === 'sent' && snap.context.seq !== null && snap.context.seq <= this.contactReadSeq) {
        entry.actor.send({ type: 'message.status', status: 'seen' });
      }
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.start();
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly OutgoingMessage[] => this.snapshot;

  dispose(): void {
    for (const sub of this.subs) sub.unsubscribe();
    for (const entry of this.entries.values()) entry.actor.stop();
  }
}

const outboxes = new WeakMap<RealtimeTransport, Map<number, Outbox>>();

/** The conversation's outbox for this connection, created on first use and kept for the session. */
export function outboxFor(transport: RealtimeTransport, interactionId: number, options?: OutboxOptions): Outbox {
  let byId = outboxes.get(transport);
  if (!byId) outboxes.set(transport, (byId = new Map()));
  let outbox = byId.get(interactionId);
  if (!outbox) byId.set(interactionId, (outbox = new Outbox(transport, interactionId, options)));
  return outbox;
}
