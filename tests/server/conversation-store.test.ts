// Why: the console's conversation store against the real server and socket (issue 22 §1): opened
// again, a conversation asks only for what came after its last contiguous seq, so its history does
// not cross the socket a second time; counted in the frames the server sent.
import { BehaviorSubject, Subject } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, SOCKET_EVENT, ServerMessageSchema, type ClientMessage, type ServerMessage } from '../../contracts';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { ConversationRegistry } from '../../src/lib/conversations/conversation-registry';
import type { RealtimeTransport, TransportStatus } from '../../streams/transport';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let base: string;
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
});
afterAll(() => t.close());

/** A console tab's transport over a real socket, recording what it sent and every frame it got. */
async function consoleTab(cookie: string) {
  const { socket, send } = await consoleSocket(base, cookie);
  const frames: ServerMessage[] = [];
  const sent: ClientMessage[] = [];
  const messages$ = new Subject<ServerMessage>();
  const status$ = new BehaviorSubject<TransportStatus>('connected');
  socket.on(SOCKET_EVENT, (raw: unknown) => {
    const msg = ServerMessageSchema.parse(raw);
    frames.push(msg);
    messages$.next(msg);
  });
  const transport: RealtimeTransport = {
    connect() {},
    disconnect() {},
    send(msg) {
      sent.push(msg);
      send(msg);
    },
    messages$,
    status$,
  };
  return { socket, transport, frames, sent };
}

describe('conversation store over the agent socket', () => {
  it('opened again, gets only the messages written since; the history is not sent twice', async () => {
    const co = await makeCompany(t.db);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const customer = (body: string) => appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'contact', authorUserId: null, body });
    for (let i = 1; i <= 30; i += 1) await customer(`m${i}`);

    const tab = await consoleTab(await signIn(t.app, co.emails.manager));
    const conversations = new ConversationRegistry(tab.transport);
    const store = conversations.get(id);
    const held = () => store.getSnapshot().messages.map((m) => m.seq);
    try {
      const close = conversations.open(id);
      await until(() => held().length === 30, 'the first resync');
      close();
      await until(() => tab.sent.some((m) => m.type === 'interaction.unsubscribe'), 'the unsubscribe');

      await customer('m31');
      const reopen = conversations.open(id);
      // On screen at once, from the store.
      expect(held()).toHaveLength(30);
      await until(() => held().length === 31, 'the message written while it was closed');
      reopen();

      expect(held()).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
      expect(tab.sent.filter((m) => m.type === 'interaction.subscribe')).toEqual([
        { type: 'interaction.subscribe', interaction_id: id, after_seq: 0 },
        { type: 'interaction.subscribe', interaction_id: id, after_seq: 30 },
      ]);
      const resyncs = tab.frames.flatMap((f) => (f.type === 'messages.resync' ? [f.items.map((m) => m.seq)] : []));
      expect(resyncs).toEqual([Array.from({ length: 30 }, (_, i) => i + 1), [31]]);
    } finally {
      conversations.dispose();
      tab.socket.disconnect();
    }
  });
});
