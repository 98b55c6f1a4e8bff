import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_NAMESPACE,
  PROTOCOL_VERSION,
  ServerMessageSchema,
  SOCKET_EVENT,
  VISITOR_EVENT,
  VISITOR_NAMESPACE,
  VISITOR_PROTOCOL_VERSION,
  type ClientMessage,
  type ServerMessage,
  type VisitorClientMessage,
  type VisitorServerMessage,
} from '../../contracts';
import { channels, interactions, messages, visitors, webchats } from '../../server/db/schema';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type DbHandle } from '../../server/db/client';
import { build, freshPgDatabase, makeCompany, signIn, uniq, until } from './helper';

let t: Awaited<ReturnType<typeof build>>;
/** Polled waits here span sockets and routing passes: generous, so a loaded machine still passes. */
const soon = <T,>(find: () => T | undefined | false, what: string) => until(find, what, 10_000);
let origin: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

/** A web chat of a company on its own domain, as the settings screen would store it. */
async function makeWidget(companyId: number, opts: { active?: boolean; nameEn?: string } = {}) {
  const domain = `shop-${uniq()}.mn`;
  const [channel] = await t.db.insert(channels).values({ companyId, type: 'webchat', name: `${domain} chat` }).returning();
  const [w] = await t.db
    .insert(webchats)
    .values({ companyId, channelId: channel.id, domain, name: 'Дэлгүүр', nameEn: opts.nameEn ?? 'Shop', greeting: 'Сайн байна уу', greetingEn: 'Hello', widgetKey: `key-${uniq()}`, isActive: opts.active ?? true })
    .returning();
  return w;
}

type Opts = { origin?: string | null; token?: string; locale?: 'mn' | 'en'; v?: number; key?: string };

function visitorSocket(key: string, o: Opts = {}) {
  const headers: Record<string, string> = {};
  const pageOrigin = o.origin === undefined ? null : o.origin;
  if (pageOrigin) headers.origin = pageOrigin;
  const socket = io(origin + VISITOR_NAMESPACE, {
    transports: ['websocket'],
    extraHeaders: headers,
    auth: { v: o.v ?? VISITOR_PROTOCOL_VERSION, key, locale: o.locale ?? 'mn', ...(o.token ? { token: o.token } : {}) },
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  return socket;
}

/** Resolves with the refusal reason, or 'connected'. */
const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (err: Error & { data?: { reason?: string } }) => resolve(err.data?.reason ?? err.message));
  });

async function visitor(key: string, o: Opts & { origin: string }) {
  const socket = visitorSocket(key, o);
  const inbox: VisitorServerMessage[] = [];
  socket.on(VISITOR_EVENT, (m: VisitorServerMessage) => inbox.push(m));
  const result = await outcome(socket);
  if (result !== 'connected') throw new Error(`visitor refused: ${result}`);
  const welcome = await soon(() => inbox.find((m) => m.type === 'welcome') as Extract<VisitorServerMessage, { type: 'welcome' }> | undefined, 'welcome');
  const waitFor = <K extends VisitorServerMessage['type']>(type: K, pred: (m: Extract<VisitorServerMessage, { type: K }>) => boolean = () => true) =>
    soon(() => inbox.find((m): m is Extract<VisitorServerMessage, { type: K }> => m.type === type && pred(m as Extract<VisitorServerMessage, { type: K }>)), `visitor ${type}`);
  return { socket, inbox, welcome, send: (m: VisitorClientMessage) => socket.emit(VISITOR_EVENT, m), waitFor };
}

async function agent(cookie: string) {
  const socket = io(origin + AGENT_NAMESPACE, { transports: ['websocket'], extraHeaders: { cookie }, auth: { v: PROTOCOL_VERSION }, reconnection: false, forceNew: true });
  open.push(socket);
  const inbox: ServerMessage[] = [];
  socket.on(SOCKET_EVENT, (m: unknown) => inbox.push(ServerMessageSchema.parse(m)));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const waitFor = <K extends ServerMessage['type']>(type: K, pred: (m: Extract<ServerMessage, { type: K }>) => boolean = () => true) =>
    soon(() => inbox.find((m): m is Extract<ServerMessage, { type: K }> => m.type === type && pred(m as Extract<ServerMessage, { type: K }>)), `agent ${type}`);
  return { socket, inbox, send: (m: ClientMessage) => socket.emit(SOCKET_EVENT, m), waitFor };
}

const siteOf = (w: { domain: string }) => `https://${w.domain}`;
/** The activity items about one conversation, over all the frames received. */
const activityOf = (inbox: ServerMessage[], id: number) => inbox.flatMap((m) => (m.type === 'interaction.activity' ? m.items.filter((i) => i.interaction_id === id) : []));

describe('visitor socket: admission', () => {
  it('refuses unknown and inactive widgets, foreign pages and other protocol versions', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const off = await makeWidget(co.id, { active: false });
    expect(await outcome(visitorSocket('no-such-widget-key', { origin: siteOf(w) }))).toBe('unknown_widget');
    expect(await outcome(visitorSocket(off.widgetKey, { origin: siteOf(off) }))).toBe('inactive_widget');
    expect(await outcome(visitorSocket(w.widgetKey, { origin: 'https://evil.example' }))).toBe('origin_not_allowed');
    // A look-alike that merely ends with the domain is another site.
    expect(await outcome(visitorSocket(w.widgetKey, { origin: `https://evil${w.domain}` }))).toBe('origin_not_allowed');
    expect(await outcome(visitorSocket(w.widgetKey, { origin: null }))).toBe('origin_not_allowed');
    expect(await outcome(visitorSocket(w.widgetKey, { origin: siteOf(w), v: VISITOR_PROTOCOL_VERSION + 1 }))).toBe('version_mismatch');
    // Its own domain, any subdomain of it, and this server's own pages are admitted.
    expect(await outcome(visitorSocket(w.widgetKey, { origin: siteOf(w) }))).toBe('connected');
    expect(await outcome(visitorSocket(w.widgetKey, { origin: `https://www.${w.domain}:8443` }))).toBe('connected');
    expect(await outcome(visitorSocket(w.widgetKey, { origin }))).toBe('connected');
  });

  it('welcomes a new visitor with a token and the look in the page language, and knows it again by that token', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const first = await visitor(w.widgetKey, { origin: siteOf(w), locale: 'en' });
    expect(first.welcome).toMatchObject({ v: VISITOR_PROTOCOL_VERSION, conversation: null, appearance: { name: 'Shop', greeting: 'Hello', brand_color: w.brandColor } });
    const token = first.welcome.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const stored = await t.db.select().from(visitors).where(eq(visitors.webchatId, w.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    first.send({ type: 'message.send', client_id: 'first-visit-msg', body: 'Сайн уу' });
    const ack = await first.waitFor('message.ack');
    first.socket.disconnect();

    const again = await visitor(w.widgetKey, { origin: siteOf(w), token, locale: 'mn' });
    expect(again.welcome.token).toBe(token);
    expect(again.welcome.appearance).toMatchObject({ name: 'Дэлгүүр', greeting: 'Сайн байна уу' });
    expect(again.welcome.conversation).toMatchObject({ interaction_id: ack.interaction_id, status: 'open', rating_requested: false, rating_url: null });

    // An unknown token (or one of another web chat) starts a new visitor who sees nothing of the first.
    const other = await makeWidget(co.id);
    const stranger = await visitor(other.widgetKey, { origin: siteOf(other), token });
    expect(stranger.welcome.token).not.toBe(token);
    expect(stranger.welcome.conversation).toBeNull();
  });

  it('shows English names only when they were filled in', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id, { nameEn: '' });
    const v = await visitor(w.widgetKey, { origin: siteOf(w), locale: 'en' });
    expect(v.welcome.appearance.name).toBe('Дэлгүүр');
  });
});

describe('visitor socket: conversation', () => {
  it('starts a conversation with the first message, which agents see, and shows replies by first name', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const staffCookie = await signIn(t.app, co.emails.manager);
    const staff = await agent(staffCookie);
    const v = await visitor(w.widgetKey, { origin: siteOf(w) });
    const tab2 = await visitor(w.widgetKey, { origin: siteOf(w), token: v.welcome.token });

    v.send({ type: 'message.send', client_id: 'visitor-msg-001', body: 'Захиалга хаана явна?' });
    const ack = await v.waitFor('message.ack');
    expect(ack).toMatchObject({ client_id: 'visitor-msg-001', seq: 1 });
    const id = ack.interaction_id;
    // The company's lists learn of it, with the customer as author; the visitor's other tab too.
    const changed = await staff.waitFor('interaction.changed', (m) => m.interaction.id === id);
    expect(changed.interaction).toMatchObject({ status: 'open', channel_id: w.channelId, channel_type: 'webchat' });
    // Routing offers it to the one person online, whose lists learn of the message with it.
    expect((await staff.waitFor('interaction.assigned', (m) => m.interaction.id === id)).interaction).toMatchObject({ stage: 'agent', owner_user_id: co.ids.manager, last_seq: 1 });
    expect((await tab2.waitFor('message.created')).message).toMatchObject({ seq: 1, author: 'contact', body: 'Захиалга хаана явна?' });
    expect(await tab2.waitFor('conversation.changed')).toMatchObject({ conversation: { interaction_id: id, status: 'open' } });
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, id));
    expect(row).toMatchObject({ companyId: co.id, channelId: w.channelId, visitorId: expect.any(Number) });

    staff.send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
    expect((await staff.waitFor('messages.resync', (m) => m.interaction_id === id)).items.map((m) => m.body)).toEqual(['Захиалга хаана явна?']);
    staff.send({ type: 'message.send', interaction_id: id, client_id: 'manager-reply-1', body: 'Маргааш хүргэгдэнэ' });
    const reply = await v.waitFor('message.created', (m) => m.message.seq === 2);
    // The tab that wrote message 1 had its ack; only the visitor's other tab got a copy of it.
    expect(v.inbox.flatMap((m) => (m.type === 'message.created' ? [m.message.seq] : []))).toEqual([2]);
    expect(reply.message).toEqual({ seq: 2, client_id: null, author: 'user', author_name: 'manager', body: 'Маргааш хүргэгдэнэ', created_at: expect.any(String) });
    expect(JSON.stringify(reply)).not.toContain(co.emails.manager);

    // A virtual agent speaks with the web chat's name.
    const bot = await appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'bot', authorUserId: null, body: 'Автомат хариу' });
    t.app.realtime.publishMessage(bot);
    expect((await v.waitFor('message.created', (m) => m.message.seq === 3)).message).toMatchObject({ author: 'bot', author_name: 'Дэлгүүр' });

    // The second message goes to the same conversation, and its owner's lists (and sound) hear of it:
    // a tab on the list by activity, the tab following the conversation by the message itself.
    const staffList = await agent(staffCookie);
    v.send({ type: 'message.send', client_id: 'visitor-msg-002', body: 'Баярлалаа' });
    expect(await v.waitFor('message.ack', (m) => m.client_id === 'visitor-msg-002')).toMatchObject({ interaction_id: id, seq: 4 });
    await soon(() => activityOf(staffList.inbox, id).some((i) => i.last_seq === 4 && i.from_contact) || undefined, "the owner's activity");
    expect((await staff.waitFor('message.created', (m) => m.message.seq === 4)).message).toMatchObject({ author_type: 'contact', body: 'Баярлалаа' });
    expect(activityOf(staff.inbox, id)).toEqual([]);
  });

  it('resyncs after a reconnect with nothing lost or repeated, and stores a resend once', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const watcher = await agent(await signIn(t.app, co.emails.manager));
    const v = await visitor(w.widgetKey, { origin: siteOf(w) });
    const msg = { type: 'message.send', client_id: 'resent-visitor-1', body: 'нэг' } as const;
    v.send(msg);
    v.send(msg);
    await soon(() => v.inbox.filter((m) => m.type === 'message.ack').length === 2 || undefined, 'two acks');
    expect(v.inbox.filter((m) => m.type === 'message.ack').map((m) => (m as { seq: number }).seq)).toEqual([1, 1]);
    const id = (await v.waitFor('message.ack')).interaction_id;
    // Routed to the watcher, the one person online: from now on their lists hear of its messages.
    await watcher.waitFor('interaction.assigned', (m) => m.interaction.id === id);
    v.send({ type: 'message.send', client_id: 'visitor-msg-two', body: 'хоёр' });
    await v.waitFor('message.ack', (m) => m.seq === 2);
    expect(await t.db.select().from(messages).where(eq(messages.interactionId, id))).toHaveLength(2);
    await soon(() => activityOf(watcher.inbox, id).some((i) => i.last_seq === 2) || undefined, 'activity');
    v.socket.disconnect();

    // While the visitor is away, staff write twice.
    for (const body of ['гурав', 'дөрөв']) {
      t.app.realtime.publishMessage(await appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'user', authorUserId: co.ids.agent, body }));
    }
    const back = await visitor(w.widgetKey, { origin: siteOf(w), token: v.welcome.token });
    back.send({ type: 'sync', after_seq: 2 });
    const resync = await back.waitFor('messages.resync');
    expect(resync).toMatchObject({ interaction_id: id, last_seq: 4 });
    expect(resync.items.map((m) => [m.seq, m.body, m.author_name])).toEqual([
      [3, 'гурав', 'agent'],
      [4, 'дөрөв', 'agent'],
    ]);
    back.send({ type: 'sync', after_seq: 0 });
    expect((await back.waitFor('messages.resync', (m) => m.items.length === 4)).items.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    await soon(() => activityOf(watcher.inbox, id).some((i) => i.last_seq === 4) || undefined, 'staff activity');
    // Which messages share a frame depends on when the owner's windows end; what the lists end up
    // knowing does not: the last message, and that the customer wrote.
    const seen = activityOf(watcher.inbox, id);
    expect(Math.max(...seen.map((i) => i.last_seq))).toBe(4);
    expect(seen.some((i) => i.from_contact && i.last_seq >= 2)).toBe(true);
  });

  it("keeps visitors apart: one never sees another's conversation", async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const a = await visitor(w.widgetKey, { origin: siteOf(w) });
    const b = await visitor(w.widgetKey, { origin: siteOf(w) });
    a.send({ type: 'message.send', client_id: 'visitor-a-secret', body: 'миний нууц' });
    const ackA = await a.waitFor('message.ack');
    b.send({ type: 'sync', after_seq: 0 });
    b.send({ type: 'message.send', client_id: 'visitor-b-hello', body: 'сайн уу' });
    const ackB = await b.waitFor('message.ack');
    expect(ackB.interaction_id).not.toBe(ackA.interaction_id);
    b.send({ type: 'sync', after_seq: 0 });
    const resync = await b.waitFor('messages.resync');
    expect(resync.interaction_id).toBe(ackB.interaction_id);
    expect(JSON.stringify(b.inbox)).not.toContain('миний нууц');
  });

  it('throttles a flood of messages from one socket', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const v = await visitor(w.widgetKey, { origin: siteOf(w) });
    for (let i = 0; i < 25; i++) v.send({ type: 'message.send', client_id: `flood-message-${i}`, body: `m${i}` });
    expect(await v.waitFor('error')).toMatchObject({ code: 'err_too_many_attempts', client_id: expect.stringMatching(/^flood-message-/) });
    await until(() => v.inbox.filter((m) => m.type === 'message.ack').length + v.inbox.filter((m) => m.type === 'error').length === 25 || undefined, 'all answered', 10_000);
    expect(v.inbox.filter((m) => m.type === 'message.ack')).toHaveLength(20);
    v.send({ type: 'typing', typing: true, extra: 1 } as unknown as VisitorClientMessage);
    expect(await v.waitFor('error', (m) => m.code === 'err_wrong_param_structure')).toBeTruthy();
  });
});

describe('visitor socket: rating', () => {
  it('rates once inline while a rating is asked for, and sees every lifecycle change', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const cookie = await signIn(t.app, co.emails.agent);
    const v = await visitor(w.widgetKey, { origin: siteOf(w) });
    v.send({ type: 'message.send', client_id: 'rate-me-msg-1', body: 'Тусламж хэрэгтэй' });
    const id = (await v.waitFor('message.ack')).interaction_id;
    const event = (payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/events`, headers: { cookie }, payload });

    v.send({ type: 'rate', rating: 5 });
    expect(await v.waitFor('error')).toMatchObject({ code: 'err_service_rate_not_requested' });
    await event({ type: 'interaction.assign', userId: co.ids.agent });
    await event({ type: 'interaction.close', subject: 'Тусламж' });
    expect(await v.waitFor('conversation.changed', (m) => m.conversation.status === 'closed')).toMatchObject({ conversation: { interaction_id: id, rating_requested: false, rating_url: null } });
    expect((await event({ type: 'interaction.requestRating' })).statusCode).toBe(200);
    const asked = await v.waitFor('conversation.changed', (m) => m.conversation.rating_requested);
    expect(asked.conversation.rating_url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/servicerate\\?t=${id}\\.[A-Za-z0-9_-]{43}$`));

    // The link opens the rating page's data for this conversation.
    const page = await t.app.inject({ url: `/pub/servicerate?t=${new URL(asked.conversation.rating_url!).searchParams.get('t')}` });
    expect(page.json()).toMatchObject({ state: 'requested', agent_name: 'agent', brand_color: w.brandColor });

    // A reconnecting widget still shows the stars.
    const back = await visitor(w.widgetKey, { origin: siteOf(w), token: v.welcome.token });
    expect(back.welcome.conversation).toMatchObject({ interaction_id: id, status: 'closed', rating_requested: true, rating_url: asked.conversation.rating_url });

    back.send({ type: 'rate', rating: 9 });
    expect(await back.waitFor('error')).toMatchObject({ code: 'err_wrong_param_structure' });
    back.send({ type: 'rate', rating: 4 });
    expect(await v.waitFor('conversation.changed', (m) => m.conversation.rating === 4)).toMatchObject({ conversation: { rating_requested: false, rating_url: null } });
    back.send({ type: 'rate', rating: 1 });
    expect(await back.waitFor('error', (m) => m.code !== 'err_wrong_param_structure')).toMatchObject({ code: 'err_service_rate_given' });
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, id));
    expect(row.rating).toBe(4);
    // Rated: a new visit starts clean.
    expect((await visitor(w.widgetKey, { origin: siteOf(w), token: v.welcome.token })).welcome.conversation).toBeNull();
  });

  it("sends an English-speaking visitor a rating link that opens in English", async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const cookie = await signIn(t.app, co.emails.agent);
    const v = await visitor(w.widgetKey, { origin: siteOf(w), locale: 'en' });
    v.send({ type: 'message.send', client_id: 'english-rate-1', body: 'Hello' });
    const id = (await v.waitFor('message.ack')).interaction_id;
    const event = (payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/events`, headers: { cookie }, payload });
    await event({ type: 'interaction.assign', userId: co.ids.agent });
    await event({ type: 'interaction.close', subject: 'Help' });
    await event({ type: 'interaction.requestRating' });
    const asked = await v.waitFor('conversation.changed', (m) => m.conversation.rating_requested);
    expect(asked.conversation.rating_url).toMatch(new RegExp(`/servicerate\\?t=${id}\\.[A-Za-z0-9_-]{43}&lang=en$`));
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Two server processes on one PostgreSQL and one Redis: the widget on one, the agent on the other. */
describe.skipIf(!adminUrl || !redisUrl)('visitor socket across processes', () => {
  let pgDb: Awaited<ReturnType<typeof freshPgDatabase>>;
  const nodes: { app: App; handle: DbHandle; url: string }[] = [];

  beforeAll(async () => {
    pgDb = await freshPgDatabase(adminUrl!, 'cc_visitor');
    for (let i = 0; i < 2; i++) {
      const handle = await openDb({ databaseUrl: pgDb.url });
      const config = { ...loadConfig({ DATA_DIR: '/tmp/cc-test-unused', SESSION_SECRET: 'visitor-cluster-'.padEnd(40, 'v') }), databaseUrl: pgDb.url, redisUrl: redisUrl!, consoleDir: '/nonexistent' };
      const app = await buildApp(config, handle, { logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      nodes.push({ app, handle, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
    }
  });
  afterAll(async () => {
    open.splice(0).forEach((s) => s.disconnect());
    for (const n of nodes) {
      await n.app.close();
      await n.handle.close();
    }
    await pgDb?.drop();
  });

  it('routes, delivers and relays typing between a widget on one process and an agent on the other', async () => {
    const db = nodes[0].handle.db;
    const co = await makeCompany(db);
    const domain = `shop-${uniq()}.mn`;
    const [channel] = await db.insert(channels).values({ companyId: co.id, type: 'webchat', name: domain }).returning();
    const [w] = await db.insert(webchats).values({ companyId: co.id, channelId: channel.id, domain, name: 'Дэлгүүр', widgetKey: `key-${uniq()}` }).returning();

    const cookie = await signIn(nodes[1].app, co.emails.agent);
    const a = io(nodes[1].url + AGENT_NAMESPACE, { transports: ['websocket'], extraHeaders: { cookie }, auth: { v: PROTOCOL_VERSION }, reconnection: false, forceNew: true });
    open.push(a);
    const agentInbox: ServerMessage[] = [];
    a.on(SOCKET_EVENT, (m: ServerMessage) => agentInbox.push(m));
    await until(() => agentInbox.find((m) => m.type === 'presence.snapshot'), 'agent connected', 10_000);

    const v = io(nodes[0].url + VISITOR_NAMESPACE, { transports: ['websocket'], extraHeaders: { origin: `https://${domain}` }, auth: { v: VISITOR_PROTOCOL_VERSION, key: w.widgetKey, locale: 'mn' }, reconnection: false, forceNew: true });
    open.push(v);
    const visitorInbox: VisitorServerMessage[] = [];
    v.on(VISITOR_EVENT, (m: VisitorServerMessage) => visitorInbox.push(m));
    await until(() => visitorInbox.find((m) => m.type === 'welcome'), 'welcome', 10_000);
    v.emit(VISITOR_EVENT, { type: 'message.send', client_id: 'cluster-visitor-1', body: 'Сайн уу' } satisfies VisitorClientMessage);
    const ack = await until(() => visitorInbox.find((m): m is Extract<VisitorServerMessage, { type: 'message.ack' }> => m.type === 'message.ack'), 'ack', 10_000);

    // Process 0 sees the agent online on process 1 and routes the new conversation to them.
    const assigned = await until(() => agentInbox.find((m): m is Extract<ServerMessage, { type: 'interaction.assigned' }> => m.type === 'interaction.assigned'), 'assigned', 10_000);
    expect(assigned.interaction).toMatchObject({ id: ack.interaction_id, owner_user_id: co.ids.agent });
    a.emit(SOCKET_EVENT, { type: 'interaction.subscribe', interaction_id: ack.interaction_id, after_seq: 0 } satisfies ClientMessage);
    await until(() => agentInbox.find((m) => m.type === 'messages.resync'), 'resync', 10_000);
    v.emit(VISITOR_EVENT, { type: 'typing', typing: true } satisfies VisitorClientMessage);
    await until(() => agentInbox.find((m) => m.type === 'typing' && m.who === 'contact'), 'customer typing', 10_000);
    a.emit(SOCKET_EVENT, { type: 'message.send', interaction_id: ack.interaction_id, client_id: 'cluster-agent-1', body: 'Тусалъя' } satisfies ClientMessage);
    const reply = await until(() => visitorInbox.find((m): m is Extract<VisitorServerMessage, { type: 'message.created' }> => m.type === 'message.created' && m.message.seq === 2), 'reply', 10_000);
    expect(reply.message).toMatchObject({ author: 'user', author_name: 'agent', body: 'Тусалъя' });
  });
});
