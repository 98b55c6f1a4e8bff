import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE } from '../../contracts';
import { interactions, messages } from '../../server/db/schema';
import { hubSignature, messengerTextEvent, startGraphFake } from '../fakes/graph-api';
import { eventually, settled } from './channel-fixture';
import { build, consoleSocket, makeCompany, signIn, uniq } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let graph: Awaited<ReturnType<typeof startGraphFake>>;
let base: string;
const PAGE = '2234567890123';
const TOKEN = `EAAG${'r'.repeat(40)}`;
const SECRET = 'b1b2c3d4e5f60718293a4b5c6d7e8f90';

beforeAll(async () => {
  graph = await startGraphFake({ pages: { [PAGE]: { name: 'Resync Page', token: TOKEN } } });
  t = await build({ graphBaseUrl: graph.base });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe('delivery status across a reconnect', () => {
  it('a receipt that came while the console was away shows once it is back', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/channels/messenger',
      headers: { cookie: admin },
      payload: { page_id: PAGE, page_token: TOKEN, app_secret: SECRET, description: 'Хуудас' },
    });
    expect(connected.statusCode).toBe(200);
    const channelId = connected.json().channel.id as number;
    const hook = (body: unknown) => {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: `/hooks/messenger/${channelId}`,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(SECRET, raw) },
        payload: raw,
      });
    };
    await hook(messengerTextEvent(PAGE, 'psid-r', 'Сайн уу'));
    const [conv] = await t.db.select().from(interactions).where(eq(interactions.channelId, channelId));
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${conv.id}/messages`,
      headers: { cookie: admin },
      payload: { client_id: `r-${uniq()}`, body: 'Тусалъя' },
    });
    const replyId = reply.json().message.id as number;
    expect((await settled(t.db, replyId)).deliveryStatus).toBe('sent');

    const first = await consoleSocket(base, admin);
    first.send({ type: 'interaction.subscribe', interaction_id: conv.id, after_seq: 0 });
    const resync = await eventually(async () => first.inbox.find((m) => m.type === 'messages.resync'), 'the first resync');
    expect(resync.type === 'messages.resync' && resync.items.find((m) => m.id === replyId)?.delivery_status).toBe('sent');
    const lastSeq = resync.type === 'messages.resync' ? resync.last_seq : 0;

    // The console drops; the customer reads the reply meanwhile (Messenger's read receipt).
    first.socket.disconnect();
    const read = {
      object: 'page',
      entry: [
        { id: PAGE, time: Date.now(), messaging: [{ sender: { id: 'psid-r' }, recipient: { id: PAGE }, timestamp: Date.now(), read: { watermark: Date.now() + 1000 } }] },
      ],
    };
    expect((await hook(read)).statusCode).toBe(200);
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, replyId));
    expect(stored.deliveryStatus).toBe('seen');
    expect(first.inbox.some((m) => m.type === 'message.delivery' && m.status === 'seen')).toBe(false);

    // Back: the resubscribe asks only after the messages it holds, and the receipt comes with it.
    const again = await consoleSocket(base, admin);
    again.send({ type: 'interaction.subscribe', interaction_id: conv.id, after_seq: lastSeq });
    const caughtUp = await eventually(async () => again.inbox.find((m) => m.type === 'deliveries.resync'), 'the receipts missed');
    expect(caughtUp).toEqual({ type: 'deliveries.resync', interaction_id: conv.id, items: [{ message_id: replyId, status: 'seen' }] });
    const missed = again.inbox.find((m) => m.type === 'messages.resync');
    expect(missed?.type === 'messages.resync' && missed.items).toEqual([]);
    again.socket.disconnect();
  });

  it("another company's console cannot subscribe to the conversation to read its statuses", async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const [conv] = await t.db.insert(interactions).values({ companyId: co.id }).returning();
    const s = await consoleSocket(base, await signIn(t.app, other.emails.admin));
    s.send({ type: 'interaction.subscribe', interaction_id: conv.id, after_seq: 5 });
    await eventually(async () => s.inbox.find((m) => m.type === 'error'), 'a refusal');
    expect(s.inbox.some((m) => m.type === 'deliveries.resync' || m.type === 'messages.resync')).toBe(false);
    s.socket.disconnect();
  });
});
