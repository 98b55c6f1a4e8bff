import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * How far the old generation may grow past what the last full collection kept, in percent.
 * V8's own choice on a busy chat server was small enough to run a full collection every few
 * seconds, each holding every socket up; at 100% the heap may reach twice what is live, and full
 * collections are rare (figures: bench/RESULTS.md, "What each setting of the live path bought").
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * The flags V8 reads only at start-up (the young generation's size) are given on the command line
 * instead: server/node-flags.mjs.
 *
 * Call once, first thing, in a process that serves live traffic (server/main.ts, the benchmark's
 * server). The V8 flags it sets are read when V8 next uses them, so they apply from the next
 * collection:
 * - `--heap-growing-percent` (HEAP_GROWING_PERCENT above);
 * - `--no-allocation-site-pretenuring`: V8 otherwise learns, from sites whose objects survived a
 *   young collection, to allocate theirs straight in the old generation. On a chat server most
 *   objects live for one message (a few milliseconds), and what survives a collection is an
 *   accident of its timing: pretenured, they filled the old generation and made young collections
 *   slower. Without it, bench:chat has fewer and shorter young collections, a slower-growing old
 *   generation and lower latency and CPU (figures: bench/RESULTS.md).
 */
export function tuneHeapForLiveTraffic() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  setFlagsFromString('--no-allocation-site-pretenuring');
}

/**
 * One full collection once the server has started, so that an idle server gives back the young
 * generation its start-up grew. Start-up (migrations, the demo seed, the caches' first reads)
 * allocates fast and keeps much of it, so V8 grows the young generation towards
 * `--max-semi-space-size` (server/node-flags.mjs) and keeps it, mostly empty, until a full
 * collection finds the allocation rate low: on Node 24 that was ~110–140 MB resident for ~20 MB in
 * use, an idle server's RSS 280 MB where the rest needs ~145 (bench:memory, bench/RESULTS.md).
 * A full collection "of last resort" (the one V8 makes under memory pressure: it asks to reduce the
 * footprint) shrinks it to its minimum; under traffic it grows again as before. An ordinary forced
 * collection shrinks it only when V8 finds the recent allocation rate low. Node 20's V8 (11.3)
 * shrinks it with neither (bench/RESULTS.md, bench:memory).
 *
 * V8 gives the collector only to code run with `--expose-gc`: the flag is set just long enough to
 * take the function from a new context (the way Node's documentation shows), so nothing else sees
 * a `gc` global.
 */
export function collectStartupGarbage() {
  type Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
  let gc = (globalThis as { gc?: Gc }).gc;
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as Gc;
    setFlagsFromString('--no-expose-gc');
  }
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
