import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpAdapter, type Adapter } from '../../server/realtime/adapter';
import { untilAsync } from './helper';

/**
 * The Redis adapter's subscriptions while Redis cannot be reached (its own redis-server, on a free
 * port, started late or never). Skipped only where redis-server is not installed (.ci/run has it).
 */
const redisInstalled = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

async function freePort() {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

describe.skipIf(!redisInstalled)('the Redis adapter while Redis is unreachable', () => {
  const rejections: unknown[] = [];
  const onRejection = (err: unknown) => rejections.push(err);
  const warned: string[] = [];
  const log = { warn: (_obj: object, msg: string) => void warned.push(msg) };
  const opened: { io: Server; adapter: Adapter }[] = [];
  let redis: ChildProcess | undefined;

  async function processWithAdapter(url: string) {
    const io = new Server(createHttpServer());
    // As the server makes them: the namespaces after the adapter.
    const adapter = await setUpAdapter(io, url, log, () => {});
    io.of('/agent');
    io.of('/visitor');
    opened.push({ io, adapter });
    return { io, adapter };
  }
  async function shutDown({ io, adapter }: { io: Server; adapter: Adapter }) {
    await new Promise((r) => io.close(r));
    adapter.link.stop();
    await adapter.close();
  }

  afterEach(async () => {
    process.off('unhandledRejection', onRejection);
    for (const p of opened.splice(0)) await shutDown(p).catch(() => {});
    redis?.kill('SIGKILL');
    redis = undefined;
    rejections.length = 0;
    warned.length = 0;
  });

  it('shuts down without an unhandled rejection: the subscriptions still queued are logged as failed', async () => {
    process.on('unhandledRejection', onRejection);
    // A Redis that takes the connection and never answers: the client waits for its ready check,
    // the adapter's subscriptions wait in its queue, and the shutdown closes that connection.
    const silent = createServer((socket) => socket.resume());
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const p = await processWithAdapter(`redis://127.0.0.1:${(silent.address() as { port: number }).port}`);
      await new Promise((r) => setTimeout(r, 300));
      opened.splice(0);
      await shutDown(p);
      await new Promise((r) => setTimeout(r, 300));
      expect(rejections).toEqual([]);
      expect(warned).toContain('redis subscription command failed');
    } finally {
      silent.close();
    }
  });

  it('a process started during the outage subscribes once Redis comes', async () => {
    process.on('unhandledRejection', onRejection);
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const first = await processWithAdapter(url);
    // A few reconnection attempts go by first.
    await new Promise((r) => setTimeout(r, 2000));
    redis = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await untilAsync(async () => (first.adapter.link.reachable() ? true : undefined), 'the first process to reach Redis', 15_000);
    const second = await processWithAdapter(url);
    await untilAsync(async () => (second.adapter.link.reachable() ? true : undefined), 'the second process to reach Redis', 5000);
    // Both processes answer the adapter's requests: each is subscribed to its request channel.
    const count = await untilAsync(
      async () => {
        const n = await (second.io.of('/agent').adapter as unknown as { serverCount(): Promise<number> }).serverCount();
        return n === 2 ? n : undefined;
      },
      'both processes subscribed',
      5000,
    );
    expect(count).toBe(2);
    expect(rejections).toEqual([]);
  }, 40_000);
});
