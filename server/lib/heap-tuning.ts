import { setFlagsFromString } from 'node:v8';

/**
 * How far the old generation may grow past what the last full collection kept, in percent.
 * V8's own choice on a busy chat server was about 13%: with some 110 MB live for 5,000 sockets, a
 * full collection every 4 s, each holding every socket up to 60–100 ms (bench/chat-latency). At
 * 100% the heap may reach twice what is live, and full collections come every 30 s or so.
 */
export const HEAP_GROWING_PERCENT = 100;

/** Call once, first thing, in a process that serves live traffic (server/main.ts, the benchmark's server). */
export function tuneHeapForLiveTraffic() {
  // Read by V8 whenever it sets the next collection's threshold, so it applies from the next one.
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
