import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, SOCKET_EVENT, type ClientMessage, type ServerMessage, type VisitorServerMessage } from '../../contracts';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type DbHandle } from '../../server/db/client';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { interactions } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { consoleSocket, freshPgDatabase, makeCompany, makeWebchat, signIn, until, widgetSocket } from './helper';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two server processes (two apps on one PostgreSQL database, joined by Redis): what a person or a
 * customer does on one reaches whoever is connected to the other. Runs in the PostgreSQL pass of
 * `npm test` (with TEST_REDIS_URL), since PGlite cannot be shared by two servers.
 */
describe.skipIf(!adminUrl || !redisUrl)('several processes with Redis', () => {
  let db: Awaited<ReturnType<typeof freshPgDatabase>>;
  const nodes: { app: App; handle: DbHandle; url: string }[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await freshPgDatabase(adminUrl!, 'cc_cluster');
    for (let i = 0; i < 2; i++) {
      const handle = await openDb({ databaseUrl: db.url });
      const config = {
        ...loadConfig({ DATA_DIR: '/tmp/cc-test-unused', SESSION_SECRET: 'cluster-secret-'.padEnd(40, 'y') }),
        databaseUrl: db.url,
        redisUrl: redisUrl!,
        consoleDir: '/nonexistent',
      };
      const app = await buildApp(config, handle, { logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      nodes.push({ app, handle, url: `http://127.0.0.1:${port}` });
    }
  });

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    for (const n of nodes) {
      await n.app.close();
      await n.handle.close();
    }
    await db?.drop();
  });

  const open = async (url: string, cookie: string) => {
    const c = await consoleSocket(url + AGENT_NAMESPACE, cookie);
    sockets.push(c.socket);
    return c;
  };

  it('broadcasts presence across processes and lists it from either', async () => {
    const co = await makeCompany(nodes[0].handle.db);
    const a = await open(nodes[0].url, await signIn(nodes[0].app, co.emails.admin));
    await until(() => a.inbox.some((m) => m.type === 'presence.snapshot'), 'presence', 5000);
    const b = await open(nodes[1].url, await signIn(nodes[1].app, co.emails.agent));
    await until(() => a.inbox.some((m) => m.type === 'presence.changed' && m.user_id === co.ids.agent && m.presence === 'online'), 'presence', 5000);

    // The REST list on the first process sees the socket held by the second.
    const cookie = await signIn(nodes[0].app, co.emails.manager);
    const list = (await nodes[0].app.inject({ url: '/api/users', headers: { cookie } })).json() as { items: { id: number; presence: string }[] };
    expect(list.items.find((u) => u.id === co.ids.agent)?.presence).toBe('online');

    b.socket.disconnect();
    await until(() => a.inbox.some((m) => m.type === 'presence.changed' && m.user_id === co.ids.agent && m.presence === 'offline'), 'presence', 5000);
  });

  it("tells each of a person's tabs on either process what it lacks, and nothing twice", async () => {
    const db0 = nodes[0].handle.db;
    const co = await makeCompany(db0);
    const { id } = await createInteraction(db0, { companyId: co.id });
    await db0.update(interactions).set({ ownerUserId: co.ids.manager, stage: 'agent' }).where(eq(interactions.id, id));
    const cookie = await signIn(nodes[0].app, co.emails.manager);
    // The owner follows the conversation in a tab on the second process, and has the list open on the first.
    const following = await open(nodes[1].url, cookie);
    following.socket.emit(SOCKET_EVENT, { type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
    await until(() => following.inbox.some((m) => m.type === 'messages.resync'), 'resync', 5000);
    const list = await open(nodes[0].url, cookie);
    // An admin, a supervisor who may write in the conversation the manager holds (holder rule).
    const sender = await open(nodes[0].url, await signIn(nodes[0].app, co.emails.admin));

    sender.socket.emit(SOCKET_EVENT, { type: 'message.send', interaction_id: id, client_id: 'cluster-message-1', body: 'Сайн байна уу' });
    await until(() => following.inbox.some((m) => m.type === 'message.created' && m.message.seq === 1), 'the message', 5000);
    await until(() => list.inbox.some((m) => m.type === 'interaction.activity' && m.items.some((i) => i.interaction_id === id)), 'activity', 5000);
    // Not following it, the sender has its ack.
    await until(() => sender.inbox.some((m) => m.type === 'message.ack' && m.client_id === 'cluster-message-1'), 'ack', 5000);

    following.socket.emit(SOCKET_EVENT, { type: 'read', interaction_id: id, seq: 1 });
    await until(() => list.inbox.some((m) => m.type === 'interaction.read' && m.side === 'me' && m.seq === 1), 'read mark', 5000);
    await new Promise((r) => setTimeout(r, 300));
    expect(following.inbox.filter((m) => m.type === 'interaction.activity' || m.type === 'interaction.read')).toEqual([]);
    expect(list.inbox.filter((m) => m.type === 'message.created')).toEqual([]);
  });

  it('routes, delivers and relays typing between a widget on one process and an agent on the other', async () => {
    const db0 = nodes[0].handle.db;
    const co = await makeCompany(db0);
    const w = await makeWebchat(db0, co.id);

    const a = await open(nodes[1].url, await signIn(nodes[1].app, co.emails.agent));
    await until(() => a.inbox.find((m) => m.type === 'presence.snapshot'), 'agent connected', 10_000);

    const { inbox: visitorInbox, send } = await widgetSocket(nodes[0].url, w, (v) => sockets.push(v));
    send({ type: 'message.send', client_id: 'cluster-visitor-1', body: 'Сайн уу' });
    const ack = await until(() => visitorInbox.find((m): m is Extract<VisitorServerMessage, { type: 'message.ack' }> => m.type === 'message.ack'), 'ack', 10_000);

    // Process 0 sees the agent online on process 1 and routes the new conversation to them.
    const assigned = await until(
      () => a.inbox.find((m): m is Extract<ServerMessage, { type: 'interaction.assigned' }> => m.type === 'interaction.assigned'),
      'assigned',
      10_000,
    );
    expect(assigned.interaction).toMatchObject({ id: ack.interaction_id, owner_user_id: co.ids.agent });
    a.socket.emit(SOCKET_EVENT, { type: 'interaction.subscribe', interaction_id: ack.interaction_id, after_seq: 0 } satisfies ClientMessage);
    await until(() => a.inbox.find((m) => m.type === 'messages.resync'), 'resync', 10_000);
    send({ type: 'typing', typing: true });
    await until(() => a.inbox.find((m) => m.type === 'typing' && m.who === 'contact'), 'customer typing', 10_000);
    a.socket.emit(SOCKET_EVENT, { type: 'message.send', interaction_id: ack.interaction_id, client_id: 'cluster-agent-1', body: 'Тусалъя' } satisfies ClientMessage);
    const reply = await until(
      () => visitorInbox.find((m): m is Extract<VisitorServerMessage, { type: 'message.created' }> => m.type === 'message.created' && m.message.seq === 2),
      'reply',
      10_000,
    );
    expect(reply.message).toMatchObject({ author: 'user', author_name: 'agent', body: 'Тусалъя' });
  });
});
