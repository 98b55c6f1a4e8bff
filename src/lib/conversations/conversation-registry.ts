// Why: the console's conversation stores, one per conversation, owned by the realtime provider (not
// module variables): they live as long as its connection, and a test's provider gets fresh ones.
import type { RealtimeTransport } from '../../../streams/transport';
import { ConversationStore } from './conversation-store';
import type { OutboxOptions } from './outbox';

/** Conversations kept after their screen closed, so reopening one resyncs only what it lacks. */
export const KEPT_CONVERSATIONS = 20;

export class ConversationRegistry {
  /** Least recently used first. */
  private readonly stores = new Map<number, ConversationStore>();

  constructor(
    private readonly transport: RealtimeTransport,
    private readonly options: OutboxOptions = {},
  ) {}

  /** The conversation's store, created on first use (nothing is subscribed until it is opened). */
  get(id: number): ConversationStore {
    let store = this.stores.get(id);
    if (!store) {
      store = new ConversationStore(this.transport, id, this.options);
      this.stores.set(id, store);
    }
    return store;
  }

  /** The conversation's store if one is kept, without creating it. */
  peek(id: number): ConversationStore | undefined {
    return this.stores.get(id);
  }

  /** Opens the conversation's store for a screen; the returned function closes it. */
  open(id: number): () => void {
    const store = this.get(id);
    // Most recently used last, so the oldest closed ones go first.
    this.stores.delete(id);
    this.stores.set(id, store);
    const close = store.open();
    this.trim();
    return close;
  }

  /** The conversations a screen shows now. */
  openIds(): number[] {
    return [...this.stores.values()].filter((store) => store.isOpen).map((store) => store.id);
  }

  isOpen(id: number): boolean {
    return this.stores.get(id)?.isOpen ?? false;
  }

  dispose(): void {
    for (const store of this.stores.values()) store.dispose();
    this.stores.clear();
  }

  /** Drops the least recently used conversations past the limit, unless shown or still sending. */
  private trim(): void {
    let excess = this.stores.size - KEPT_CONVERSATIONS;
    for (const [id, store] of this.stores) {
      if (excess <= 0) return;
      if (store.busy) continue;
      store.dispose();
      this.stores.delete(id);
      excess -= 1;
    }
  }
}
