import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type ServerMessage } from '../../contracts';
import { channelDeps } from '../../server/channels/deps';
import { ingestInbound } from '../../server/channels/inbound';
import { ChannelSendError, type OutboundAdapter, type OutboundSend } from '../../server/channels/outbound';
import { channels, contacts, interactions, messages } from '../../server/db/schema';
import { build, consoleSocket, makeCompany, signIn, uniq, until } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let base: string;
const open: Socket[] = [];
// A channel type of this test only: the core must not know any provider's protocol.
const sent: OutboundSend[] = [];
let failNext: string | null = null;
const coreTest: OutboundAdapter = {
  async send(s) {
    if (failNext) {
      const code = failNext;
      failNext = null;
      throw new ChannelSendError(code);
    }
    sent.push(s);
    return { externalId: `ext-${s.message.id}` };
  },
};

beforeAll(async () => {
  t = await build();
  t.app.outbound.register('core-test', coreTest);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
});
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

async function setUp(type = 'core-test', isActive = true) {
  const co = await makeCompany(t.db);
  const [ch] = await t.db.insert(channels).values({ companyId: co.id, type, name: 'Page', isActive }).returning();
  return { co, ch };
}
const deps = () => channelDeps(t.app);

describe('ingestInbound', () => {
  it('makes the contact and a queued conversation, shows it live, and stores a provider retry once', async () => {
    const { co, ch } = await setUp();
    const { socket, inbox } = await consoleSocket(base, await signIn(t.app, co.emails.admin));
    open.push(socket);
    const psid = `psid-${uniq()}`;
    const input = {
      companyId: co.id,
      channelId: ch.id,
      identity: { kind: 'messenger' as const, externalId: psid, name: 'Бат Болд' },
      externalMessageId: 'm_1',
      body: 'Сайн байна уу',
    };
    const first = await ingestInbound(deps(), input);
    expect(first).toMatchObject({ seq: 1, duplicate: false, created: true });
    const changed = await until(
      () =>
        inbox.find((m): m is Extract<ServerMessage, { type: 'interaction.changed' }> => m.type === 'interaction.changed' && m.interaction.id === first!.interactionId),
      'the new conversation in the live list',
    );
    expect(changed.interaction.status).toBe('open');

    const retry = await ingestInbound(deps(), input);
    expect(retry).toEqual({ interactionId: first!.interactionId, seq: 1, duplicate: true, created: false });
    const second = await ingestInbound(deps(), { ...input, externalMessageId: 'm_2', body: 'Хоёр', attachments: [{ kind: 'image', url: 'https://cdn.example/a.jpg' }] });
    expect(second).toMatchObject({ interactionId: first!.interactionId, seq: 2, created: false });

    const rows = await t.db.select().from(messages).where(eq(messages.interactionId, first!.interactionId)).orderBy(messages.seq);
    expect(rows.map((m) => [m.body, m.externalId, m.authorType])).toEqual([
      ['Сайн байна уу', 'm_1', 'contact'],
      ['Хоёр', 'm_2', 'contact'],
    ]);
    expect(rows[1].attachments).toEqual([{ kind: 'image', url: 'https://cdn.example/a.jpg' }]);
    const people = await t.db.select().from(contacts).where(eq(contacts.companyId, co.id));
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({
      firstName: 'Бат',
      lastName: 'Болд',
      createdByKind: 'system',
      socialAccounts: [{ platform: 'messenger', id: psid, name: 'Бат Болд' }],
    });
    const [conv] = await t.db.select().from(interactions).where(eq(interactions.id, first!.interactionId));
    expect(conv).toMatchObject({ contactId: people[0].id, channelId: ch.id, status: 'open' });
  });

  it('starts a new conversation after the open one closed, for the same contact', async () => {
    const { co, ch } = await setUp();
    const identity = { kind: 'viber' as const, externalId: `v-${uniq()}` };
    const a = await ingestInbound(deps(), { companyId: co.id, channelId: ch.id, identity, externalMessageId: 't1', body: 'one' });
    await t.db.update(interactions).set({ status: 'closed' }).where(eq(interactions.id, a!.interactionId));
    const b = await ingestInbound(deps(), { companyId: co.id, channelId: ch.id, identity, externalMessageId: 't2', body: 'two' });
    expect(b!.interactionId).not.toBe(a!.interactionId);
    expect(b!.created).toBe(true);
    expect(await t.db.select().from(contacts).where(eq(contacts.companyId, co.id))).toHaveLength(1);
  });

  it('finds an e-mail identity by the contact e-mail, and uses the matched thread while open', async () => {
    const { co, ch } = await setUp();
    const [known] = await t.db.insert(contacts).values({ companyId: co.id, firstName: 'Known', email: 'known@example.mn' }).returning();
    const identity = { kind: 'email' as const, externalId: 'Known@Example.mn', email: 'Known@Example.mn' };
    const a = await ingestInbound(deps(), { companyId: co.id, channelId: ch.id, identity, externalMessageId: '<a@x>', body: 'mail' });
    const [conv] = await t.db.select().from(interactions).where(eq(interactions.id, a!.interactionId));
    expect(conv.contactId).toBe(known.id);
    const b = await ingestInbound(deps(), { companyId: co.id, channelId: ch.id, identity, externalMessageId: '<b@x>', body: 'reply', interactionId: a!.interactionId });
    expect(b).toMatchObject({ interactionId: a!.interactionId, seq: 2 });
  });

  it('drops a message of an inactive channel: nothing is stored', async () => {
    const { co, ch } = await setUp('core-test', false);
    const r = await ingestInbound(deps(), { companyId: co.id, channelId: ch.id, identity: { kind: 'messenger', externalId: 'x' }, externalMessageId: 'm', body: 'hi' });
    expect(r).toBeNull();
    expect(await t.db.select().from(interactions).where(eq(interactions.companyId, co.id))).toHaveLength(0);
    expect(await t.db.select().from(contacts).where(eq(contacts.companyId, co.id))).toHaveLength(0);
  });
});

describe('outbound', () => {
  it("sends a staff reply through the channel's adapter; sent, or failed with the provider's code", async () => {
    const { co, ch } = await setUp();
    const psid = `psid-${uniq()}`;
    const r = await ingestInbound(deps(), {
      companyId: co.id,
      channelId: ch.id,
      identity: { kind: 'messenger', externalId: psid },
      externalMessageId: 'in-1',
      body: 'hi',
    });
    const cookie = await signIn(t.app, co.emails.admin);
    const { socket, inbox, send } = await consoleSocket(base, cookie);
    open.push(socket);
    send({ type: 'interaction.subscribe', interaction_id: r!.interactionId, after_seq: 0 });
    await until(() => inbox.find((m) => m.type === 'messages.resync'), 'resync');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${r!.interactionId}/messages`,
      headers: { cookie },
      payload: { client_id: 'reply-0001', body: 'Hello there' },
    });
    expect(res.statusCode).toBe(200);
    const created = await until(() => inbox.find((m) => m.type === 'message.created' && m.message.client_id === 'reply-0001'), 'the reply');
    expect(created.type === 'message.created' && created.message.delivery_status).toBe('sending');
    const delivered = await until(() => inbox.find((m) => m.type === 'message.delivery' && m.status === 'sent'), 'sent status');
    expect(sent.at(-1)!.contact!.socialAccounts).toEqual([{ platform: 'messenger', id: psid, name: '' }]);
    expect(sent.at(-1)!.message.body).toBe('Hello there');
    const id = delivered.type === 'message.delivery' ? delivered.message_id : 0;
    const [row] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, id)));
    expect(row).toMatchObject({ deliveryStatus: 'sent', externalId: `ext-${id}`, deliveryError: null });

    failNext = 'err_channel_token_expired';
    send({ type: 'message.send', interaction_id: r!.interactionId, client_id: 'reply-0002', body: 'Second' });
    const failed = await until(() => inbox.find((m) => m.type === 'message.delivery' && m.status === 'failed'), 'failed status');
    expect(failed).toMatchObject({ error: 'err_channel_token_expired' });
  });

  it('leaves web chat replies alone (no delivery status)', async () => {
    const { co, ch } = await setUp('webchat');
    const r = await ingestInbound(deps(), { companyId: co.id, channelId: ch.id, identity: { kind: 'messenger', externalId: 'w' }, externalMessageId: 'in', body: 'hi' });
    const cookie = await signIn(t.app, co.emails.admin);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${r!.interactionId}/messages`,
      headers: { cookie },
      payload: { client_id: 'reply-0003', body: 'x' },
    });
    expect(res.json().message.delivery_status).toBeUndefined();
  });
});
