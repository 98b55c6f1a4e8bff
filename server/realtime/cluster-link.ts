/**
 * How long after the Redis link comes back before this process looks again at what it could not
 * see: the other processes' subscriber connections come back at about the same time, and one not
 * yet subscribed again would miss the question and be left out of the answer.
 */
export const REJOIN_SETTLE_MS = 1_000;

/** What this needs of an ioredis client: its status and its connection events. */
export interface LinkClient {
  readonly status: string;
  on(event: 'ready' | 'close', listener: () => void): unknown;
}

export interface ClusterLink {
  /** Every client is connected: the other processes can be asked and reached. */
  reachable(): boolean;
  /** Cancels a rejoin that is waiting to run (shutdown). */
  stop(): void;
}

/**
 * Watches the Redis clients that join this process to the others (the adapter's publisher and
 * subscriber). While any of them is down the process works from its own sockets alone
 * (cluster-lookup.ts); `onRejoin` runs once they are all back, after `settleMs`, so whatever was
 * worked out from half the picture meanwhile can be worked out again: after an outage, and after a
 * start with Redis not there yet, but not on a first connection that simply succeeded; once for an
 * outage however often the link flaps before it settles.
 */
export function watchClusterLink(clients: LinkClient[], onRejoin: () => void, settleMs = REJOIN_SETTLE_MS): ClusterLink {
  const reachable = () => clients.every((c) => c.status === 'ready');
  let lost = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  for (const c of clients) {
    c.on('close', () => {
      lost = true;
      clearTimeout(timer);
      timer = undefined;
    });
    c.on('ready', () => {
      if (!lost || stopped || !reachable()) return;
      lost = false;
      timer = setTimeout(() => {
        timer = undefined;
        onRejoin();
      }, settleMs);
      timer.unref();
    });
  }
  return {
    reachable,
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
