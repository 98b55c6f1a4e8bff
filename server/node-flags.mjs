/**
 * Node flags for a process that serves live traffic, given on its command line (`npm start`, the
 * end-to-end tests' server, bench:chat's server): V8 reads them when it makes the heap, so unlike
 * those of server/lib/heap-tuning.ts they cannot be set from inside the process.
 *
 * `--max-semi-space-size=128` (MB; V8's default on 64 bits is 16): lets the young generation grow
 * under load, so it is collected less often. A chat server's objects live for one message, a few
 * milliseconds, but one that is alive at two young collections in a row moves to the old
 * generation, which then fills and needs a full collection. At 2,000 messages a second
 * (bench:chat --mode high, 30 s, two interleaved rounds) young collections over 4 ms fell from
 * 267–277 to 35, their total from 1.8–1.9 s to 0.5 s, full collections from 3 to 1, and p99 from
 * 142–280 ms to 69–95 ms. A full collection, when one comes (every 20–45 s there), still holds
 * latency up for a few hundred milliseconds. The young generation only grows while allocation
 * keeps up; a quiet server stays small.
 */
export const LIVE_TRAFFIC_NODE_FLAGS = ['--max-semi-space-size=128'];
