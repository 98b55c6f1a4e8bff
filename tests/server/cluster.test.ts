import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, PROTOCOL_VERSION, SOCKET_EVENT, type ServerMessage } from '../../contracts';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type DbHandle } from '../../server/db/client';
import { makeCompany, signIn } from './helper';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two server processes (two apps on one PostgreSQL database, joined by Redis): an agent on one
 * sees the presence of a colleague who connects to the other. Runs in the PostgreSQL pass of
 * `npm test` (with TEST_REDIS_URL), since PGlite cannot be shared by two servers.
 */
describe.skipIf(!adminUrl || !redisUrl)('several processes with Redis', () => {
  const name = `cc_cluster_${randomBytes(5).toString('hex')}`;
  const nodes: { app: App; handle: DbHandle; url: string }[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) {
      const handle = await openDb({ databaseUrl: url.toString() });
      const config = { ...loadConfig({ DATA_DIR: '/tmp/cc-test-unused', SESSION_SECRET: 'cluster-secret-'.padEnd(40, 'y') }), databaseUrl: url.toString(), redisUrl: redisUrl!, consoleDir: '/nonexistent' };
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
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const open = (url: string, cookie: string) =>
    new Promise<{ socket: Socket; inbox: ServerMessage[] }>((resolve, reject) => {
      const inbox: ServerMessage[] = [];
      const socket = connect(url + AGENT_NAMESPACE, { transports: ['websocket'], extraHeaders: { cookie }, auth: { v: PROTOCOL_VERSION }, reconnection: false });
      sockets.push(socket);
      socket.on(SOCKET_EVENT, (m: ServerMessage) => inbox.push(m));
      socket.on('connect', () => resolve({ socket, inbox }));
      socket.on('connect_error', reject);
    });

  const waitFor = async (pred: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('broadcasts presence across processes and lists it from either', async () => {
    const co = await makeCompany(nodes[0].handle.db);
    const a = await open(nodes[0].url, await signIn(nodes[0].app, co.emails.admin));
    await waitFor(() => a.inbox.some((m) => m.type === 'presence.snapshot'));
    const b = await open(nodes[1].url, await signIn(nodes[1].app, co.emails.agent));
    await waitFor(() => a.inbox.some((m) => m.type === 'presence.changed' && m.user_id === co.ids.agent && m.presence === 'online'));

    // The REST list on the first process sees the socket held by the second.
    const cookie = await signIn(nodes[0].app, co.emails.manager);
    const list = (await nodes[0].app.inject({ url: '/api/users', headers: { cookie } })).json() as { items: { id: number; presence: string }[] };
    expect(list.items.find((u) => u.id === co.ids.agent)?.presence).toBe('online');

    b.socket.disconnect();
    await waitFor(() => a.inbox.some((m) => m.type === 'presence.changed' && m.user_id === co.ids.agent && m.presence === 'offline'));
  });
});
