import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type ServerMessage, type VisitorServerMessage } from '../../contracts';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type DbHandle } from '../../server/db/client';
import { consoleSocket, freshPgDatabase, makeCompany, makeWebchat, signIn, until, widgetSocket } from './helper';
import { redisRelay } from './redis-relay';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

type Snapshot = Extract<ServerMessage, { type: 'presence.snapshot' }>;
const onlineIn = (s: Snapshot | undefined) => new Set(s?.users.filter((u) => u.presence === 'online').map((u) => u.user_id));

/**
 * Two server processes on one PostgreSQL database; the first reaches Redis through a relay that the
 * test cuts and restores. What the first worked out from its own sockets during the outage is worked
 * out again with both once Redis is back. Runs in the PostgreSQL pass of `npm test`.
 */
describe.skipIf(!adminUrl || !redisUrl)('a server whose Redis comes back', () => {
  const relay = redisRelay(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  let db: Awaited<ReturnType<typeof freshPgDatabase>>;
  const nodes: { app: App; handle: DbHandle; url: string }[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await freshPgDatabase(adminUrl!, 'cc_rejoin');
    const relayUrl = await relay.start();
    for (const through of [relayUrl, redisUrl!]) {
      const handle = await openDb({ databaseUrl: db.url });
      const config = {
        ...loadConfig({ DATA_DIR: '/tmp/cc-test-unused', SESSION_SECRET: 'rejoin-secret-'.padEnd(40, 'z') }),
        databaseUrl: db.url,
        redisUrl: through,
        consoleDir: '/nonexistent',
      };
      const app = await buildApp(config, handle, { logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      nodes.push({ app, handle, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
    }
  });

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    for (const n of nodes) {
      await n.app.close();
      await n.handle.close();
    }
    await relay.cut();
    await db?.drop();
  });

  const openConsole = async (node: number, cookie: string) => {
    const c = await consoleSocket(nodes[node].url + AGENT_NAMESPACE, cookie);
    sockets.push(c.socket);
    const snapshots = () => c.inbox.filter((m): m is Snapshot => m.type === 'presence.snapshot');
    await until(() => snapshots().length > 0, 'presence snapshot', 10_000);
    return { ...c, snapshots };
  };

  it('routes what waited in its queue to an agent on the other process, and tells every console who is online', async () => {
    const [cut, whole] = nodes;
    const co = await makeCompany(cut.handle.db);
    const w = await makeWebchat(cut.handle.db, co.id);
    // The only agent who may take chats is online on the second process.
    const agent = await openConsole(1, await signIn(whole.app, co.emails.agent));

    await relay.cut();
    // A guest (who takes no chats) opens the console on the first process: it sees only itself.
    const guest = await openConsole(0, await signIn(cut.app, co.emails.guest));
    expect(onlineIn(guest.snapshots()[0])).toEqual(new Set([co.ids.guest]));

    // A customer writes on the first process: nobody it can see may take the chat, so it waits.
    const { inbox: visitorInbox, send } = await widgetSocket(cut.url, w, (v) => sockets.push(v));
    send({ type: 'message.send', client_id: 'rejoin-1', body: 'Сайн байна уу' });
    const ack = await until(() => visitorInbox.find((m): m is Extract<VisitorServerMessage, { type: 'message.ack' }> => m.type === 'message.ack'), 'ack', 10_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(agent.inbox.some((m) => m.type === 'interaction.assigned')).toBe(false);

    await relay.restore();
    // Once the first process is back on Redis: the chat goes to the agent on the second process,
    // and the guest's console gets a snapshot with the agent online.
    const assigned = await until(
      () => agent.inbox.find((m): m is Extract<ServerMessage, { type: 'interaction.assigned' }> => m.type === 'interaction.assigned'),
      'the waiting chat assigned',
      15_000,
    );
    expect(assigned.interaction).toMatchObject({ id: ack.interaction_id, owner_user_id: co.ids.agent });
    await until(() => onlineIn(guest.snapshots().at(-1)).has(co.ids.agent), 'a snapshot with the agent online', 10_000);
    expect(onlineIn(guest.snapshots().at(-1))).toEqual(new Set([co.ids.guest, co.ids.agent]));
  }, 60_000);
});
