import { BehaviorSubject, Subject, filter, firstValueFrom, timeout } from 'rxjs';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, SOCKET_EVENT, ServerMessageSchema, type ClientMessage, type ServerMessage } from '../../contracts';
import { conversation$ } from '../../streams/conversation';
import type { RealtimeTransport } from '../../streams/transport';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { interactions, messages } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let base: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
});
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

async function client(cookie: string) {
  const { socket, inbox, send } = await consoleSocket(base, cookie);
  open.push(socket);
  const waitFor = <T extends ServerMessage>(pred: (m: ServerMessage) => m is T) => until(() => inbox.find(pred), 'a server message');
  return { socket, inbox, send, waitFor };
}

const is =
  <K extends ServerMessage['type']>(type: K, extra: (m: Extract<ServerMessage, { type: K }>) => boolean = () => true) =>
  (m: ServerMessage): m is Extract<ServerMessage, { type: K }> =>
    m.type === type && extra(m as Extract<ServerMessage, { type: K }>);

/** Gives a conversation to a person (routing leaves it be): only they, or a supervisor, write in it. */
const hold = (id: number, userId: number) => t.db.update(interactions).set({ ownerUserId: userId, stage: 'agent' }).where(eq(interactions.id, id));

describe('conversations over the agent socket', () => {
  it('resyncs what was missed after a reconnect, then delivers live messages, without gaps', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const customer = (body: string) => appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'contact', authorUserId: null, body });
    await customer('one');
    await customer('two');

    const first = await client(cookie);
    first.send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
    const resync = await first.waitFor(is('messages.resync'));
    expect(resync.items.map((m) => m.body)).toEqual(['one', 'two']);
    first.socket.disconnect();

    // While the agent is away, the customer writes on.
    await customer('three');
    await customer('four');

    const again = await client(cookie);
    again.send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 2 });
    const missed = await again.waitFor(is('messages.resync'));
    expect(missed.items.map((m) => [m.seq, m.body])).toEqual([
      [3, 'three'],
      [4, 'four'],
    ]);

    // Following the conversation, the sender gets its stored message, with its client id, for an ack.
    again.send({ type: 'message.send', interaction_id: id, client_id: 'agent-reply-1', body: 'Сайн байна уу, тусалъя' });
    const live = await again.waitFor(is('message.created'));
    expect(live.message).toMatchObject({ seq: 5, client_id: 'agent-reply-1', author_type: 'user', author_user_id: co.ids.agent });
    // A resend after a timeout is answered with an ack of the same message.
    again.send({ type: 'message.send', interaction_id: id, client_id: 'agent-reply-1', body: 'Сайн байна уу, тусалъя' });
    expect(await again.waitFor(is('message.ack'))).toMatchObject({ interaction_id: id, client_id: 'agent-reply-1', seq: 5 });
    expect(again.inbox.filter(is('message.ack'))).toHaveLength(1);
    expect(again.inbox.filter(is('message.created'))).toHaveLength(1);
  });

  it("fills a hole the console's conversation stream sees in live messages, over the real socket", async () => {
    const co = await makeCompany(t.db);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    await hold(id, co.ids.agent);
    const customer = (body: string) => appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'contact', authorUserId: null, body });
    await customer('one');
    const watching = await client(await signIn(t.app, co.emails.manager));
    const incoming = new Subject<ServerMessage>();
    watching.socket.on(SOCKET_EVENT, (m: unknown) => incoming.next(ServerMessageSchema.parse(m)));
    const transport: RealtimeTransport = { connect() {}, disconnect() {}, send: watching.send, messages$: incoming, status$: new BehaviorSubject('connected') };
    const views = new BehaviorSubject<readonly string[]>([]);
    const sub = conversation$(transport, id).subscribe((v) => views.next(v.messages.map((m) => m.body)));
    await firstValueFrom(
      views.pipe(
        filter((b) => b.length === 1),
        timeout(5_000),
      ),
    );

    // Stored without a broadcast: what a tab misses when another server's publish is lost.
    await customer('two');
    await customer('three');
    const agent = await client(await signIn(t.app, co.emails.agent));
    agent.send({ type: 'message.send', interaction_id: id, client_id: 'after-the-hole', body: 'four' });
    expect(
      await firstValueFrom(
        views.pipe(
          filter((b) => b.length === 4),
          timeout(5_000),
        ),
      ),
    ).toEqual(['one', 'two', 'three', 'four']);
    sub.unsubscribe();
    // Asked twice (at the start, and for the hole), the server answered each once; the live message came once.
    expect(watching.inbox.filter(is('messages.resync')).map((r) => r.items.map((m) => m.seq))).toEqual([[1], [2, 3, 4]]);
    expect(watching.inbox.filter(is('message.created')).map((m) => m.message.seq)).toEqual([4]);
  });

  /** Marks a conversation read as one tab of a person, and waits until another of their tabs hears of it. */
  async function markRead(cookie: string, id: number, seq = 0) {
    const [marker, other] = [await client(cookie), await client(cookie)];
    marker.send({ type: 'read', interaction_id: id, seq });
    await other.waitFor(is('interaction.read'));
    marker.socket.disconnect();
    other.socket.disconnect();
  }

  it('stores and announces a resent message once', async () => {
    const co = await makeCompany(t.db);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    await hold(id, co.ids.agent);
    const cookie = await signIn(t.app, co.emails.manager);
    // Having opened the conversation (a read mark), the watcher's lists hear of its messages too.
    await markRead(cookie, id);
    const watcher = await client(cookie);
    watcher.send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
    await watcher.waitFor(is('messages.resync'));
    const list = await client(cookie);
    const agent = await client(await signIn(t.app, co.emails.agent));
    const msg: ClientMessage = { type: 'message.send', interaction_id: id, client_id: 'resent-after-timeout', body: 'hello' };
    agent.send(msg);
    agent.send(msg);
    // A second message proves the order: every frame of the first comes before its frames.
    agent.send({ type: 'message.send', interaction_id: id, client_id: 'after-the-resend', body: 'and then' });
    await until(() => agent.inbox.filter(is('message.ack')).length === 3 || undefined, 'three acks');
    await watcher.waitFor(is('message.created', (m) => m.message.seq === 2));
    await until(() => list.inbox.some((m) => m.type === 'interaction.activity' && m.items.some((i) => i.last_seq === 2)) || undefined, 'activity of the second');
    // Not following the conversation, the sender has an ack for each send, of the one message.
    expect(agent.inbox.filter(is('message.ack')).map((a) => a.seq)).toEqual([1, 1, 2]);
    expect(watcher.inbox.filter(is('message.created')).map((m) => m.message.seq)).toEqual([1, 2]);
    // The tab following it has the message itself; the watcher's other tab, its list activity.
    expect(watcher.inbox.filter(is('interaction.activity'))).toEqual([]);
    // The resend moved no badge: each message's activity is told once (or both in one frame).
    const told = list.inbox.flatMap((m) => (m.type === 'interaction.activity' ? m.items.filter((i) => i.interaction_id === id).map((i) => i.last_seq) : []));
    expect(new Set(told).size).toBe(told.length);
    expect(told.at(-1)).toBe(2);
  });

  it('tells only the staff a conversation concerns (its owner, who opened it) of a burst of messages, in fewer frames', async () => {
    const co = await makeCompany(t.db);
    const owned = await createInteraction(t.db, { companyId: co.id });
    const opened = await createInteraction(t.db, { companyId: co.id });
    const elsewhere = await createInteraction(t.db, { companyId: co.id });
    // Each with a person already (routing leaves them be): the watcher owns one, the sender the others.
    // The sender is an admin, a supervisor who may write in the conversation the watcher holds.
    await hold(owned.id, co.ids.manager);
    await hold(opened.id, co.ids.admin);
    await hold(elsewhere.id, co.ids.admin);
    const watcherCookie = await signIn(t.app, co.emails.manager);
    await markRead(watcherCookie, opened.id);
    const watcher = await client(watcherCookie);
    // A colleague who neither owns nor has opened any of them: no badge of theirs moves.
    const colleague = await client(await signIn(t.app, co.emails.agent));
    const sender = await client(await signIn(t.app, co.emails.admin));
    const sends = [owned.id, owned.id, opened.id, owned.id, opened.id, elsewhere.id];
    sends.forEach((id, i) => sender.send({ type: 'message.send', interaction_id: id, client_id: `burst-message-${i}`, body: `m${i}` }));
    await until(() => sender.inbox.filter(is('message.ack')).length === sends.length || undefined, 'acks');
    const latest = () => {
      const seen = new Map<number, number>();
      for (const m of watcher.inbox.filter(is('interaction.activity')))
        for (const i of m.items) seen.set(i.interaction_id, Math.max(seen.get(i.interaction_id) ?? 0, i.last_seq));
      return seen;
    };
    await until(() => (latest().get(owned.id) === 3 && latest().get(opened.id) === 2) || undefined, 'activity of both conversations');
    await new Promise((r) => setTimeout(r, 400));
    const frames = watcher.inbox.filter(is('interaction.activity'));
    expect(frames.length).toBeLessThan(5);
    expect(latest().has(elsewhere.id)).toBe(false);
    expect(frames.flatMap((m) => m.items).every((i) => !i.from_contact)).toBe(true);
    expect(colleague.inbox.filter(is('interaction.activity'))).toEqual([]);
  });

  it("keeps another company's conversation out of reach", async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const theirs = await createInteraction(t.db, { companyId: other.id });
    const spy = await client(await signIn(t.app, co.emails.admin));
    spy.send({ type: 'interaction.subscribe', interaction_id: theirs.id, after_seq: 0 });
    expect(await spy.waitFor(is('error'))).toMatchObject({ code: 'err_interaction_not_found', interaction_id: theirs.id });
    spy.send({ type: 'message.send', interaction_id: theirs.id, client_id: 'foreign-message', body: 'hi' });
    expect(await spy.waitFor(is('error', (e) => e.client_id === 'foreign-message'))).toMatchObject({ code: 'err_interaction_not_found' });

    // Their own agent's message reaches neither the spy's feed nor its company lists.
    await appendMessage(t.db, { companyId: other.id, interactionId: theirs.id, clientId: null, authorType: 'contact', authorUserId: null, body: 'private' });
    const theirAgent = await client(await signIn(t.app, other.emails.agent));
    theirAgent.send({ type: 'message.send', interaction_id: theirs.id, client_id: 'their-own-msg', body: 'private reply' });
    await theirAgent.waitFor(is('message.ack'));
    // The spy's own conversation then moves: its frames come after any of the foreign ones.
    const mine = await createInteraction(t.db, { companyId: co.id });
    spy.send({ type: 'interaction.subscribe', interaction_id: mine.id, after_seq: 0 });
    await spy.waitFor(is('messages.resync', (m) => m.interaction_id === mine.id));
    const foreign = spy.inbox.filter(
      (m) =>
        (m.type === 'message.created' && m.message.interaction_id === theirs.id) ||
        (m.type === 'messages.resync' && m.interaction_id === theirs.id) ||
        (m.type === 'interaction.activity' && m.items.some((i) => i.interaction_id === theirs.id)),
    );
    expect(foreign).toEqual([]);
  });

  it('refuses a guest without the interaction permission', async () => {
    const co = await makeCompany(t.db);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const guest = await client(await signIn(t.app, co.emails.guest));
    guest.send({ type: 'message.send', interaction_id: id, client_id: 'guest-message', body: 'hi' });
    expect(await guest.waitFor(is('error'))).toMatchObject({ code: 'err_no_permission', client_id: 'guest-message' });
    expect(await t.db.select().from(messages).where(eq(messages.interactionId, id))).toEqual([]);
  });

  it("stops an agent's very next message when an admin takes the interaction permission from their role", async () => {
    const co = await makeCompany(t.db);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const agent = await client(await signIn(t.app, co.emails.agent));
    agent.send({ type: 'message.send', interaction_id: id, client_id: 'before-revoke', body: 'one' });
    expect(await agent.waitFor(is('message.ack'))).toMatchObject({ client_id: 'before-revoke', seq: 1 });

    const admin = await signIn(t.app, co.emails.admin);
    const res = await t.app.inject({ method: 'PUT', url: '/api/roles/agent/permissions', headers: { cookie: admin }, payload: { permissions: ['settings.view'] } });
    expect(res.statusCode).toBe(200);
    agent.send({ type: 'message.send', interaction_id: id, client_id: 'after-revoke', body: 'two' });
    expect(await agent.waitFor(is('error', (e) => e.client_id === 'after-revoke'))).toMatchObject({ code: 'err_no_permission', interaction_id: id });
    const rows = await t.db.select().from(messages).where(eq(messages.interactionId, id));
    expect(rows.map((r) => r.body)).toEqual(['one']);
  });
});
