import { setFlagsFromString } from 'node:v8';

/**
 * How far the old generation may grow past what the last full collection kept, in percent.
 * V8's own choice on a busy chat server was about 13%: with some 110 MB live for 5,000 sockets, a
 * full collection every 4 s, each holding every socket up to 60–100 ms (bench/chat-latency). At
 * 100% the heap may reach twice what is live, and full collections come every 30 s or so.
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
 *   slower. In bench:chat at the default load (three runs each way, 30 s, 500 messages/s): young
 *   collections over 5 ms fell from 126–133 to 28–38 in 35 s, their mean from 6.4–7.4 to 4.6–5.0 ms,
 *   the old generation grew by 3.1–3.2 MB/s instead of 5.5–6.0 (a full collection every 30 s
 *   instead of every 17), p50 went from 2.2–2.7 to 1.7–2.0 ms, p99.9 from 48–142 to 28–54 ms, and
 *   the server's CPU from 81–88% to 70–75%.
 */
export function tuneHeapForLiveTraffic() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  setFlagsFromString('--no-allocation-site-pretenuring');
}
