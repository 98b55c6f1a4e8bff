/** An item waiting to be written, and how to answer its caller. */
export interface Pending<T, R> {
  item: T;
  resolve(r: R): void;
  reject(err: unknown): void;
}

export interface GroupCommitOptions<T> {
  /** Most items in one write. */
  maxBatch: number;
  /** Writes out at once: with 2, the database always has the next one waiting while the event loop reads the last answer. */
  inFlight: number;
  /** Two writes out at once never hold the same key: an item whose key is out waits for that write. */
  keyOf?: (item: T) => number;
  /**
   * How long (ms) the oldest waiting item holds its write for others to join. 0, the default, is a
   * turn of the event loop. For traffic nobody waits on to the millisecond (read marks, typing):
   * fewer, fuller statements leave the database free for the messages.
   */
  lingerMs?: number;
}

/**
 * The linger for signals (read marks, typing): 10 ms is below what a person can see on a "Seen"
 * or a typing indicator, and it gathers several signals a statement where a turn of the event loop
 * gathered one or two (bench:chat figures: bench/RESULTS.md).
 */
export const SIGNAL_LINGER_MS = 10;

/**
 * Group commit: items that arrive while writes are in flight go out together in the next write,
 * so the database pays its fixed cost per statement once per batch instead of once per item. At
 * low load a batch is one item. `write` answers every item of its batch; if it throws, the items
 * it did not answer fail with its error.
 */
export function groupCommit<T, R>(write: (batch: Pending<T, R>[]) => Promise<void>, opts: GroupCommitOptions<T>): (item: T) => Promise<R> {
  const keyOf = opts.keyOf;
  const lingerMs = opts.lingerMs ?? 0;
  let queue: (Pending<T, R> & { at: number })[] = [];
  /** The keys of the writes in flight. */
  const holding = new Set<number>();
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || inFlight >= opts.inFlight || queue.length === 0) return;
    scheduled = true;
    const wait = lingerMs - (performance.now() - queue[0].at);
    // A turn of the event loop at least, so items already read from the sockets join this batch.
    if (wait > 0) setTimeout(startBatch, wait);
    else setImmediate(startBatch);
  }

  function startBatch() {
    scheduled = false;
    const batch: Pending<T, R>[] = [];
    const waiting: typeof queue = [];
    for (const p of queue) (batch.length < opts.maxBatch && !(keyOf && holding.has(keyOf(p.item))) ? batch : waiting).push(p);
    if (batch.length === 0) return;
    queue = waiting;
    if (keyOf) for (const p of batch) holding.add(keyOf(p.item));
    inFlight++;
    void write(batch)
      .catch((err) => batch.forEach((p) => p.reject(err)))
      .finally(() => {
        if (keyOf) for (const p of batch) holding.delete(keyOf(p.item));
        inFlight--;
        schedule();
      });
    schedule();
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject, at: performance.now() });
      schedule();
    });
}
