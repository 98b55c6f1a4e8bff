import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_EVENT, VISITOR_NAMESPACE, VISITOR_PROTOCOL_VERSION, type VisitorServerMessage } from '../../contracts';
import { buildApp, type App } from '../../server/app';
import { DEFAULT_WEBCHAT_LIMITS, loadConfig } from '../../server/config';
import { openDb, type DbHandle } from '../../server/db/client';
import { freshPgDatabase, makeCompany, makeWebchat, until } from './helper';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two server processes (two apps on one PostgreSQL database, joined by Redis) hold a visitor's and
 * an address's message limits together: a script that spreads its sockets over both is let
 * through no more often than one process would let it (issue 21).
 */
describe.skipIf(!adminUrl || !redisUrl)('web-chat message limits across two processes', () => {
  let db: Awaited<ReturnType<typeof freshPgDatabase>>;
  const nodes: { app: App; handle: DbHandle; url: string }[] = [];
  const sockets: Socket[] = [];
  // The visitor's 20 in 10 s as shipped; the address's lowered so one test can fill it.
  const limits = { ...DEFAULT_WEBCHAT_LIMITS, addressMessages: 30, addressEvents: 1e6, addressChats: 1e6, widgetChats: 1e6 };

  beforeAll(async () => {
    db = await freshPgDatabase(adminUrl!, 'cc_limits');
    for (let i = 0; i < 2; i++) {
      const handle = await openDb({ databaseUrl: db.url });
      const config = {
        ...loadConfig({ DATA_DIR: '/tmp/cc-test-unused', SESSION_SECRET: 'limits-secret-'.padEnd(40, 'q') }),
        databaseUrl: db.url,
        redisUrl: redisUrl!,
        consoleDir: '/nonexistent',
        trustProxy: true,
        webchatLimits: limits,
      };
      const app = await buildApp(config, handle, { logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      nodes.push({ app, handle, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
    }
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
  afterAll(async () => {
    for (const n of nodes) {
      await n.app.close();
      await n.handle.close();
    }
    await db?.drop();
  });

  /** A widget tab on one process, speaking from `address` (as a trusted proxy forwards it). */
  async function tab(node: number, w: { domain: string; widgetKey: string }, address: string, token?: string) {
    const socket = io(nodes[node].url + VISITOR_NAMESPACE, {
      transports: ['websocket'],
      extraHeaders: { origin: `https://${w.domain}`, 'x-forwarded-for': address },
      auth: { v: VISITOR_PROTOCOL_VERSION, key: w.widgetKey, locale: 'mn', ...(token ? { token } : {}) },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const inbox: VisitorServerMessage[] = [];
    socket.on(VISITOR_EVENT, (m: VisitorServerMessage) => inbox.push(m));
    const welcome = await until(() => inbox.find((m) => m.type === 'welcome') as Extract<VisitorServerMessage, { type: 'welcome' }> | undefined, 'welcome', 10_000);
    return { inbox, token: welcome.token, send: (client_id: string, body: string) => socket.emit(VISITOR_EVENT, { type: 'message.send', client_id, body }) };
  }
  type Tab = Awaited<ReturnType<typeof tab>>;
  const answers = (t: Tab) => t.inbox.filter((m) => (m.type === 'message.ack' || m.type === 'error') && 'client_id' in m && !!m.client_id);
  const acks = (tabs: Tab[]) => tabs.flatMap(answers).filter((m) => m.type === 'message.ack').length;

  /** Each tab sends `each` messages at once; resolves once every one is answered, with the time it took. */
  async function burst(tabs: Tab[], each: number, tag: string) {
    const began = Date.now();
    tabs.forEach((t, i) => Array.from({ length: each }, (_, n) => t.send(`${tag}-${i}-${n}`, `${i}/${n}`)));
    await until(() => tabs.every((t) => answers(t).length >= each) || undefined, 'every message answered', 20_000);
    return Date.now() - began;
  }

  it("holds one visitor's limit over its tabs on both processes", async () => {
    const co = await makeCompany(nodes[0].handle.db);
    const w = await makeWebchat(nodes[0].handle.db, co.id);
    const first = await tab(0, w, '10.30.0.1');
    first.send('first-message', 'Сайн байна уу');
    await until(() => answers(first).length === 1 || undefined, 'the first message answered', 10_000);
    // Four tabs of the visitor on each process: 64 messages at once, 32 sent to each (one process
    // alone would let 20 through, so the two would let 39).
    const tabs = await Promise.all([0, 0, 0, 0, 1, 1, 1, 1].map((node) => tab(node, w, '10.30.0.1', first.token)));
    const took = await burst(tabs, 8, 'visitor');
    // 20 in 10 s whichever process: one went before; the bucket earns one back each 0.5 s.
    expect(acks(tabs)).toBeLessThanOrEqual(19 + Math.ceil(took / 500));
    const refused = tabs.flatMap(answers).filter((m) => m.type === 'error');
    expect(refused.length).toBeGreaterThanOrEqual(64 - 19 - Math.ceil(took / 500));
    expect(refused[0]).toMatchObject({ code: 'err_webchat_too_fast', retry_after: expect.any(Number) });
  });

  it("holds one address's limit over visitors on both processes", async () => {
    const co = await makeCompany(nodes[0].handle.db);
    const w = await makeWebchat(nodes[0].handle.db, co.id);
    // Ten visitors behind one address, five on each process, each within its own limit (6 of 20).
    const tabs = await Promise.all(Array.from({ length: 10 }, (_, i) => tab(i % 2, w, '10.30.1.1')));
    const took = await burst(tabs, 6, 'address');
    // 30 in 10 s for the address: one earned back each 333 ms.
    expect(acks(tabs)).toBeLessThanOrEqual(30 + Math.ceil(took / 333));
    expect(tabs.flatMap(answers).filter((m) => m.type === 'error').length).toBeGreaterThanOrEqual(60 - 30 - Math.ceil(took / 333));
  });
});
