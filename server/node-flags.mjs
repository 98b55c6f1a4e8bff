/**
 * Node flags for a process that serves live traffic, given on its command line (`npm start`, the
 * end-to-end tests' server, bench:chat's server): V8 reads them when it makes the heap, so unlike
 * those of server/lib/heap-tuning.ts they cannot be set from inside the process.
 *
 * `--max-semi-space-size=128` (MB; V8's default on 64 bits is 16): lets the young generation grow
 * under load, so it is collected less often. A chat server's objects live for one message, a few
 * milliseconds, but one that is alive at two young collections in a row moves to the old
 * generation, which then fills and needs a full collection. In bench:chat's high mode it cut the
 * long young collections, the full ones and the p99 (figures: bench/RESULTS.md); a full
 * collection, when one comes, still holds latency up. The young generation only grows while
 * allocation keeps up; a quiet server stays small.
 */
export const LIVE_TRAFFIC_NODE_FLAGS = ['--max-semi-space-size=128'];
