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
  return answeringZeroOnFailure(client, ['publish'], (err) => (log.warn({ err }, 'redis publish failed'), onFail()));
}

/** The client's `commands`, each answering 0 (after `failed`) where its promise would reject. */
function answeringZeroOnFailure(client: Redis, commands: readonly string[], failed: (err: unknown, command: string) => void): Redis {
  for (const name of commands) {
    const command = (client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name].bind(client);
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      command(...args).catch((err: unknown) => {
        failed(err, name);
        return 0;
      });
  }
  return client;
}

/**
 * The adapter's subscriber: it subscribes when a namespace is made and unsubscribes when one is
 * closed, dropping both promises too. With Redis unreachable those commands wait in the offline
 * queue; a shutdown then rejects them ("Connection is closed."), and by default ioredis gives up on
 * a queued command after 20 reconnection attempts. So the subscriber keeps them queued until Redis
 * answers (`maxRetriesPerRequest: null`, set by the adapter: a process started during a long outage
 * still subscribes once Redis is back) and a rejection at shutdown is logged, never left to end the
 * process.
 */
export function subscribingSafely(client: Redis, log: Log): Redis {
  return answeringZeroOnFailure(client, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], (err, command) =>
    log.warn({ err, command }, 'redis subscription command failed'),
  );
}
