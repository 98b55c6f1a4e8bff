import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to Redis that can be cut, as a network fault or a Redis restart would cut it, and
 * restored on the same port, as Redis coming back would be.
 */
export function redisRelay(target: URL) {
  const conns = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const [a, b] of [
          [client, upstream],
          [upstream, client],
        ]) {
          conns.add(a);
          a.pipe(b);
          a.on('error', () => b.destroy());
          a.on('close', () => {
            conns.delete(a);
            b.destroy();
          });
        }
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    async start() {
      await listen();
      return `redis://127.0.0.1:${port}`;
    },
    /** Refuses new connections and drops the open ones: Redis is gone for whoever uses the relay. */
    cut: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        conns.forEach((c) => c.destroy());
      }),
    /** Listens again on the same port: the clients' retries get through. */
    restore: listen,
  };
}
