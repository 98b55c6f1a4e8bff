// Why: the agent's outgoing messages of one conversation, each with its delivery actor (Sending → Sent
// → Seen, or Retry), kept outside React so they survive re-renders, route changes and reconnects, and
// in sessionStorage so they survive a reload. A resend always reuses the client id: never a duplicate.
import { createActor, type ActorRefFrom } from 'xstate';
import type { Subscription } from 'rxjs';
import type { MessageStatus } from '../../../contracts/interaction.schema';
import type { MessageAttachment } from '../../../contracts/message.schema';
import { newClientId } from '../../../contracts/protocol-client/client-id';
import { isSeen } from '../../../contracts/protocol-client/delivery';
import { messageStatusMachine } from '../../../machines/message-status.machine';
import { deliveries$, type DeliveryNews } from '../../../streams/deliveries';
import type { RealtimeTransport } from '../../../streams/transport';

/** A file uploaded for a reply (e-mail): its id goes with the message, the rest shows while it waits. */
export interface OutgoingFile extends MessageAttachment {
  id: number;
}

export interface OutgoingMessage {
  clientId: string;
  body: string;
  createdAt: string;
  status: MessageStatus;
  seq: number | null;
  files?: readonly OutgoingFile[];
}

interface Saved {
  clientId: string;
  body: string;
  createdAt: string;
  files?: readonly OutgoingFile[];
}

interface Entry extends Saved {
  actor: ActorRefFrom<typeof messageStatusMachine>;
}

const STORAGE_PREFIX = 'cc-outbox:';

export interface OutboxOptions {
  timeoutMs?: number;
  storage?: Storage;
}

export class Outbox {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly OutgoingMessage[] = [];
  private connected = false;
  private readSeq = 0;
  private readonly sub: Subscription;

  constructor(
    private readonly transport: RealtimeTransport,
    readonly interactionId: number,
    private readonly options: OutboxOptions = {},
  ) {
    for (const saved of this.load()) this.track(saved);
    this.sub = deliveries$(transport, interactionId).subscribe((news) => this.onNews(news));
    this.refresh();
  }

  private get storage(): Storage | undefined {
    return this.options.storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  }

  private load(): Saved[] {
    try {
      const raw = this.storage?.getItem(STORAGE_PREFIX + this.interactionId);
      return raw ? (JSON.parse(raw) as Saved[]) : [];
    } catch {
      return [];
    }
  }

  private save(): void {
    const unsent = this.snapshot
      .filter((m) => m.status === 'sending' || m.status === 'retry')
      .map(({ clientId, body, createdAt, files }) => ({ clientId, body, createdAt, files }));
    try {
      if (unsent.length) this.storage?.setItem(STORAGE_PREFIX + this.interactionId, JSON.stringify(unsent));
      else this.storage?.removeItem(STORAGE_PREFIX + this.interactionId);
    } catch {
      // A full or blocked storage only loses the reload guarantee, not the message.
    }
  }

  private track(saved: Saved): Entry {
    const actor = createActor(messageStatusMachine, { input: { clientId: saved.clientId, timeoutMs: this.options.timeoutMs } });
    const entry: Entry = { ...saved, actor };
    this.entries.set(saved.clientId, entry);
    actor.subscribe(() => this.refresh());
    actor.start();
    return entry;
  }

  private emit(entry: Entry): void {
    if (!this.connected) return; // sent on reconnect
    this.transport.send({
      type: 'message.send',
      interaction_id: this.interactionId,
      client_id: entry.clientId,
      body: entry.body,
      ...(entry.files?.length ? { attachment_ids: entry.files.map((f) => f.id) } : {}),
    });
  }

  private onNews(news: DeliveryNews): void {
    switch (news.kind) {
      case 'link': {
        const cameUp = news.connected && !this.connected;
        this.connected = news.connected;
        // Back online: whatever is still Sending goes again, with its own client id.
        if (cameUp) for (const entry of this.entries.values()) if (entry.actor.getSnapshot().value === 'sending') this.emit(entry);
        return;
      }
      case 'stored':
        // An ack, or the stored message itself (as good as an ack even if the ack is lost).
        this.entries.get(news.clientId)?.actor.send({ type: 'message.ack', seq: news.seq });
        return this.markSeen(this.readSeq);
      case 'read':
        return this.markSeen(news.seq);
      case 'refused':
        return void this.entries.get(news.clientId)?.actor.send({ type: 'message.fail', reason: news.code });
    }
  }

  private refresh(): void {
    this.snapshot = [...this.entries.values()].map((entry) => {
      const snap = entry.actor.getSnapshot();
      return {
        clientId: entry.clientId,
        body: entry.body,
        createdAt: entry.createdAt,
        status: snap.value as MessageStatus,
        seq: snap.context.seq,
        ...(entry.files?.length ? { files: entry.files } : {}),
      };
    });
    this.save();
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Queues a message (with files uploaded for it) and sends it now if connected; answers its client id. */
  send(body: string, files?: readonly OutgoingFile[]): string {
    const entry = this.track({ clientId: newClientId(), body, createdAt: new Date().toISOString(), ...(files?.length ? { files } : {}) });
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

  /**
   * The customer has read up to `seq` (a read mark, or the summary's): my messages up to it show
   * Seen. The one place the console learns the customer's read mark; `contactReadSeq` answers it.
   */
  markSeen(seq: number): void {
    const raised = seq > this.readSeq;
    this.readSeq = Math.max(this.readSeq, seq);
    let changed = false;
    for (const entry of this.entries.values()) {
      const snap = entry.actor.getSnapshot();
      if (snap.value === 'sent' && snap.context.seq !== null && isSeen(snap.context.seq, this.readSeq)) {
        entry.actor.send({ type: 'message.status', status: 'seen' });
        changed = true;
      }
    }
    // Stored messages take their Seen from contactReadSeq: listeners hear of a raise even with no entry to move.
    if (raised && !changed) this.notify();
  }

  /** How far the customer has read: stored staff messages up to it show Seen. */
  get contactReadSeq(): number {
    return this.readSeq;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly OutgoingMessage[] => this.snapshot;

  /** Whether a message still waits for the server (Sending or Retry). */
  get pending(): boolean {
    return this.snapshot.some((m) => m.status === 'sending' || m.status === 'retry');
  }

  dispose(): void {
    this.sub.unsubscribe();
    for (const entry of this.entries.values()) entry.actor.stop();
  }
}
