import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, consoleSocket, makeCompany, signIn } from './helper';

const TOKEN = 'metrics-token-for-tests-0123456789';
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
/** One sample's value from the Prometheus text format, or undefined when the series is absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('Prometheus metrics', () => {
  const opened: Awaited<ReturnType<typeof build>>[] = [];
  const app = async (overrides: Parameters<typeof build>[0] = {}) => {
    const t = await build(overrides);
    opened.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of opened) await t.close().catch(() => {});
  });

  it('are not served unless the operator sets a token or a port', async () => {
    const t = await app();
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.body).not.toContain('cc_sockets');
  });

  it('behind a token: refused without it or with another, and count sockets and stored messages with it', async () => {
    const t = await app({ metricsToken: TOKEN });
    const get = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    expect((await get()).statusCode).toBe(404);
    expect((await get(`Bearer ${TOKEN}x`)).statusCode).toBe(404);
    expect((await get(TOKEN)).statusCode).toBe(404);

    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { socket } = await consoleSocket(`${address}/agent`, cookie);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    for (const client_id of ['metrics-msg-1', 'metrics-msg-2', 'metrics-msg-2']) {
      const sent = await t.app.inject({ method: 'POST', url: `/api/interactions/${id}/messages`, headers: { cookie }, payload: { client_id, body: 'Сайн байна уу' } });
      expect(sent.statusCode, sent.body).toBe(200);
    }

    const res = await get(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(sample(res.body, 'cc_sockets{namespace="/agent"}')).toBe(1);
    expect(sample(res.body, 'cc_sockets{namespace="/visitor"}')).toBe(0);
    // The resend of metrics-msg-2 is answered from the stored copy and not counted again.
    expect(sample(res.body, 'cc_messages_stored_total{author="user"}')).toBe(2);
    expect(sample(res.body, 'cc_message_store_seconds_count')).toBe(3);
    expect(sample(res.body, 'cc_db_pool_clients{state="waiting"}')).toBe(0);
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    socket.close();
  });

  it('on a port of their own, without a token', async () => {
    const port = await freePort();
    await app({ metricsPort: port, host: '127.0.0.1' });
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('cc_messages_stored_total');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});
