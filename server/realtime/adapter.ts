import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { publishingSafely, subscribingSafely } from './redis-publish';
import { watchClusterLink, type ClusterLink } from './cluster-link';
import { createRedisErrors, type RedisErrors } from './redis-errors';

interface Log {
  warn(obj: object, msg: string): void;
}

export interface Adapter {
  /** Whether the other processes can be asked (always, with one process and no Redis). */
  link: ClusterLink;
  /** Connection and publish failures (and look-ups that failed, told by their caller): the metrics count them. */
  errors: RedisErrors;
  /** The publishing client (never in subscriber mode), for shared counters; absent without Redis. */
  client?: Redis;
  /** Closes the Redis clients (server shutdown, after the sockets and the work under way). */
  close(): Promise<void>;
}

/**
 * With `redisUrl`, the Redis adapter carries broadcasts and socket look-ups of every namespace
 * between processes; call it before the namespaces are made. `onRejoin` runs when both Redis
 * clients are back after a while they were not (cluster-link.ts): the outage catch-up.
 * Without Redis this process is the whole cluster.
 */
export async function setUpAdapter(io: Server, redisUrl: string | undefined, log: Log, onRejoin: () => void): Promise<Adapter> {
  const errors = createRedisErrors();
  if (!redisUrl) return { link: { reachable: () => true, stop() {} }, errors, close: async () => {} };
  const { Redis } = await import('ioredis');
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const pub = publishingSafely(new Redis(redisUrl), log, () => errors.note('publish'));
  const sub = subscribingSafely(pub.duplicate({ maxRetriesPerRequest: null }), log);
  // Without a listener ioredis prints each connection error itself; the log says which server.
  for (const client of [pub, sub]) client.on('error', (err: Error) => (errors.note('connection'), log.warn({ err }, 'redis connection error')));
  io.adapter(createAdapter(pub, sub, { requestsTimeout: 2000 }));
  return {
    link: watchClusterLink([pub, sub], onRejoin),
    errors,
    client: pub,
    async close() {
      // quit() lets the adapter's last commands finish; disconnect() would reject them. But with
      // Redis unreachable, quit() would wait in the offline queue through more than a minute of retries.
      await Promise.allSettled([pub, sub].map((c) => (c.status === 'ready' ? c.quit() : c.disconnect())));
    },
  };
}
