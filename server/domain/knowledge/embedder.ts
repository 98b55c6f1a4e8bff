import type { Db } from '../../db/client';
import { embeddingsConfig } from '../../lib/embeddings-config';
import { embedPending } from './embed-pending';
import { onIndexChanged } from './index-events';
import { endpointAnswered, vectorsChanged } from './vector-search';

export interface EmbedderOptions {
  /** After a knowledge write: wait this long for more (an import writes many) and for the commit. */
  debounceMs?: number;
  /** Looks for work anyway this often (another process's writes, a changed model). */
  sweepMs?: number;
  /** First wait after a failure; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface Embedder {
  /** Runs now (or right after a run in progress) and resolves when done, failed or not. */
  run(): Promise<void>;
  /** No more runs; resolves when the one in progress (if any) is over. */
  stop(): Promise<void>;
}

/**
 * Gives passages and Q&A their vectors in the background while EMBEDDINGS_URL is set: after a
 * knowledge write (never inside it, so a write never waits on the endpoint), every `sweepMs`, and
 * after a failure again with a doubling pause. Several processes may embed the same row at once;
 * both store the same vector, which costs a call and nothing else.
 */
export function createEmbedder(db: Db, log: { warn(obj: object, msg: string): void }, opts: EmbedderOptions = {}): Embedder {
  const debounceMs = opts.debounceMs ?? 300;
  const sweepMs = opts.sweepMs ?? 60_000;
  const backoffMs = opts.backoffMs ?? 2_000;
  const maxBackoffMs = opts.maxBackoffMs ?? 300_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
    timer.unref();
  };

  const once = async () => {
    const cfg = embeddingsConfig();
    if (!cfg) return schedule(sweepMs);
    try {
      const done = await embedPending(db, cfg);
      if (failures) log.warn({ embedded: done.embedded }, 'knowledge embeddings: the endpoint answers again');
      failures = 0;
      endpointAnswered();
      for (const c of done.companies) vectorsChanged(c);
      schedule(done.more ? 0 : sweepMs);
    } catch (err) {
      failures++;
      const wait = Math.min(maxBackoffMs, backoffMs * 2 ** (failures - 1));
      // The message names the failure (never the key); retried, and answers stay lexical meanwhile.
      log.warn({ reason: (err as Error)?.message, failures, retryInMs: wait }, 'knowledge embeddings not made');
      schedule(wait);
    }
  };

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(timer);
    running = once().finally(() => {
      running = null;
      if (again) {
        again = false;
        schedule(debounceMs);
      }
    });
    return running;
  }

  const unsubscribe = onIndexChanged(() => {
    if (stopped || !embeddingsConfig()) return;
    if (running) again = true;
    // A write while the endpoint is failing waits for the backoff's retry, not less.
    else if (failures === 0) schedule(debounceMs);
  });
  schedule(debounceMs);

  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await running;
    },
  };
}
