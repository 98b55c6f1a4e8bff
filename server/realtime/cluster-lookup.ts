/**
 * How long a look-up of sockets across processes may take before this process answers from its own.
 * Above the Redis adapter's own wait for the other processes' answers (requestsTimeout, 2 s), so a
 * slow but working cluster still answers in full.
 */
export const CLUSTER_LOOKUP_TIMEOUT_MS = 3_000;

export interface LookupResult<T> {
  readonly found: T[];
  /** False when only this process's sockets were looked at: the others could not be asked. */
  readonly complete: boolean;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/** What a socket.io namespace offers a look-up: its rooms on every process, and on this one. */
export interface RoomsOf<T> {
  in(room: string): { fetchSockets(): Promise<T[]> };
  readonly local: { in(room: string): { fetchSockets(): Promise<T[]> } };
}

export type ClusterLookup = <T>(namespace: RoomsOf<T>, room: string) => Promise<LookupResult<T>>;

/**
 * Socket look-ups (fetchSockets) that do not hang on Redis. With Redis down, the Redis client keeps
 * each command in its offline queue while it retries, more than a minute with ioredis's defaults:
 * presence, routing, sign-out and the visitor's copies of a conversation change waited that long and
 * then failed. Here a look-up asks every process only while `reachable()` (the Redis client is
 * ready), and waits at most `timeoutMs`; otherwise it answers this process's own sockets, marked
 * incomplete, so a caller that must not act on half the picture (routing's requeue) can wait.
 */
export function createClusterLookup(reachable: () => boolean, log: Log, timeoutMs = CLUSTER_LOOKUP_TIMEOUT_MS, onFail: () => void = () => {}): ClusterLookup {
  return async <T>(namespace: RoomsOf<T>, room: string): Promise<LookupResult<T>> => {
    if (reachable()) {
      const asked = namespace.in(room).fetchSockets();
      // Answered late or failed after the wait: nothing is waiting for it any more.
      asked.catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      try {
        const found = await Promise.race([asked, waited]);
        if (found) return { found, complete: true };
        onFail();
        log.warn({ timeoutMs }, 'socket look-up across processes timed out; answering from this process');
      } catch (err) {
        onFail();
        log.warn({ err }, 'socket look-up across processes failed; answering from this process');
      } finally {
        clearTimeout(timer);
      }
    }
    return { found: await namespace.local.in(room).fetchSockets(), complete: false };
  };
}
