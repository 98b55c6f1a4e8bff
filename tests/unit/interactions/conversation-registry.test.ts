// Why: the stores the realtime provider keeps: bounded, never dropping one a screen shows or whose
// message still waits for the server; a screen reopened in the same task keeps the feed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../../contracts/socket/protocol';
import { ConversationRegistry, KEPT_CONVERSATIONS } from '../../../src/lib/conversations/conversation-registry';
import { FakeTransport } from '../../../streams/fake-transport';

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const ofType = <T extends ClientMessage['type']>(t: FakeTransport, type: T) => t.sent.filter((m) => m.type === type);

let registry: ConversationRegistry;
beforeEach(() => sessionStorage.clear());
afterEach(() => registry.dispose());

describe('ConversationRegistry', () => {
  it(`keeps at most ${KEPT_CONVERSATIONS} closed conversations, the least recently opened going first, never one still sending`, async () => {
    const transport = new FakeTransport('disconnected');
    registry = new ConversationRegistry(transport);
    const waiting = registry.get(1);
    registry.open(1)();
    waiting.send('офлайн үед бичсэн'); // stays Sending while the link is down
    const stores = new Map<number, unknown>([[1, waiting]]);
    for (let id = 2; id <= KEPT_CONVERSATIONS + 5; id += 1) {
      stores.set(id, registry.get(id));
      registry.open(id)();
    }
    await tick();

    const keptIds = [...stores].filter(([id, store]) => registry.peek(id) === store).map(([id]) => id);
    // Conversation 1 waits for the server; 2..6 were the oldest of the rest.
    expect(keptIds).toEqual([1, ...Array.from({ length: KEPT_CONVERSATIONS - 1 }, (_, i) => i + 7)]);
  });

  it('a screen that closes and opens a conversation again in the same task keeps its feed', async () => {
    const transport = new FakeTransport('connected');
    registry = new ConversationRegistry(transport);
    const close = registry.open(5);
    close();
    const again = registry.open(5);
    await tick();
    expect(ofType(transport, 'interaction.subscribe')).toEqual([{ type: 'interaction.subscribe', interaction_id: 5, after_seq: 0 }]);
    expect(ofType(transport, 'interaction.unsubscribe')).toEqual([]);
    expect(registry.openIds()).toEqual([5]);
    again();
    await tick();
    expect(ofType(transport, 'interaction.unsubscribe')).toEqual([{ type: 'interaction.unsubscribe', interaction_id: 5 }]);
    expect(registry.isOpen(5)).toBe(false);
  });
});
