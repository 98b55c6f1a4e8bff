import { afterAll, describe, expect, it } from 'vitest';
import { build, consoleSocket, makeCompany, signIn } from './helper';

describe('health and readiness', () => {
  const opened: Awaited<ReturnType<typeof build>>[] = [];
  const app = async (overrides: Parameters<typeof build>[0] = {}) => {
    const t = await build(overrides);
    opened.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of opened) await t.close().catch(() => {});
  });

  it('/healthz answers without a session and says nothing else', async () => {
    const t = await app();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready when the database answers and every migration is applied', async () => {
    const t = await app();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true, redis: true } });
  });

  it('/readyz is 503 while the configured Redis cannot be reached', async () => {
    const t = await app({ redisUrl: 'redis://127.0.0.1:1' });
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', checks: { database: true, migrations: true, redis: false } });
  });

  it('/readyz is 503 with the database check failed once the database is gone, without its error', async () => {
    const t = await app();
    // The database closes under a running server (the app itself stays up).
    await (t.db as unknown as { $client: { end(): Promise<void> } }).$client.end();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', checks: { database: false, migrations: false, redis: true } });
  });
});

describe('shutting down', () => {
  it('tells console sockets to come back (a transport close they reconnect after), not to go away', async () => {
    const t = await build();
    try {
      const co = await makeCompany(t.db);
      const cookie = await signIn(t.app, co.emails.agent);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { socket } = await consoleSocket(`${address}/agent`, cookie);
      const reason = new Promise<string>((resolve) => socket.on('disconnect', resolve));
      await t.app.close();
      // 'io server disconnect' would leave the console disconnected for good (socket.io does not
      // retry after it); a restart or a rolling deploy must look like a lost connection instead.
      expect(await reason).toBe('transport close');
      socket.close();
    } finally {
      await t.close().catch(() => {});
    }
  });
});
