import type { Redis } from 'ioredis';

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The Redis adapter publishes without waiting for the answer (@socket.io/redis-adapter 8.3 calls
 * `pubClient.publish(...)` and drops the promise). A publish that fails would be an unhandled
 * rejection, which ends a Node process. That happens on a connection already quit at shutdown
 * while another process still asks this one something, and during a Redis outage once ioredis
 * stops retrying a queued command. Here such a failure is logged instead. The process's own sockets
 * get every broadcast anyway (the adapter delivers locally whatever Redis does). Sockets on other
 * processes resync when they reconnect.
 */
export function publishingSafely(client: Redis, log: Log, onFail: () => void = () => {}): Redis {
  const publish = client.publish.bind(client);
  client.publish = ((channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((err: unknown) => {
      log.warn({ err }, 'redis publish failed');
      onFail();
      return 0;
    })) as Redis['publish'];
  return client;
}
