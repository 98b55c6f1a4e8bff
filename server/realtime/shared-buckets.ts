import type { Redis } from 'ioredis';
import { keyedBuckets } from './throttle';

/**
 * Two token buckets taken together in one step (a visitor's and its address's), atomically in
 * Redis: the same arithmetic as throttle.ts, on Redis's clock, so every process shares the budget.
 * A token is taken from both only when both have one; otherwise the answer is the milliseconds
 * until the emptier one has. Keys expire once they would be full again.
 */
const TAKE_BOTH = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local wait = 0
local levels = {}
for i = 1, 2 do
  local limit = tonumber(ARGV[i + 1])
  local b = redis.call('HMGET', KEYS[i], 'tokens', 'at')
  local level = limit
  if b[1] then level = math.min(limit, tonumber(b[1]) + (now - tonumber(b[2])) * limit / window) end
  levels[i] = level
  if level < 1 then wait = math.max(wait, math.ceil((1 - level) * window / limit)) end
end
if wait > 0 then return wait end
for i = 1, 2 do
  redis.call('HSET', KEYS[i], 'tokens', tostring(levels[i] - 1), 'at', tostring(now))
  redis.call('PEXPIRE', KEYS[i], window)
end
return 0
`;

/** How long a check waits for Redis before this process decides alone. */
const REDIS_WAIT_MS = 300;

type WithTake = Redis & { webchatTakeBoth(first: string, second: string, windowMs: number, firstLimit: number, secondLimit: number): Promise<number> };

export interface PairedBuckets {
  /** 0 when allowed (a token taken from each), else the milliseconds to wait. */
  take(first: string, second: string): Promise<number> | number;
}

/**
 * Buckets by (visitor, address) pairs: cluster-wide through `redis` when it is given and connected
 * (one round trip a take, EVALSHA), in this process otherwise, so a Redis outage never stops chats
 * (each process then holds its own share, as with one process).
 */
export function pairedBuckets(
  name: string,
  limits: { first: number; second: number },
  windowMs: number,
  redis?: Redis,
  onError: (err: unknown) => void = () => {},
): PairedBuckets {
  const firsts = keyedBuckets(limits.first, windowMs);
  const seconds = keyedBuckets(limits.second, windowMs);
  const local = (first: string, second: string) => firsts.take(first) || seconds.take(second);
  if (!redis) return { take: local };
  const client = redis as WithTake;
  if (!client.webchatTakeBoth) client.defineCommand('webchatTakeBoth', { numberOfKeys: 2, lua: TAKE_BOTH });
  return {
    take(first, second) {
      // Not connected: ioredis would queue the command until it is; the chat goes on meanwhile.
      if (client.status !== 'ready') return local(first, second);
      // Answers come back in the order asked on the one connection, so a visitor's messages reach
      // their lane (serial-lanes.ts) in the order they came. A connection that has died unnoticed would hold the message until ioredis gives up: after
      // REDIS_WAIT_MS this process decides alone (timers of one length fire in order, so the lane
      // still gets a visitor's messages in the order they came).
      let timer: NodeJS.Timeout | undefined;
      let timedOut = false;
      const late = new Promise<number>((resolve) => {
        timer = setTimeout(() => {
          timedOut = true;
          onError(new Error(`no answer from redis in ${REDIS_WAIT_MS} ms`));
          resolve(local(first, second));
        }, REDIS_WAIT_MS);
      });
      const asked = client
        .webchatTakeBoth(`limit:${name}:1:${first}`, `limit:${name}:2:${second}`, windowMs, limits.first, limits.second)
        .then(Number, (err: unknown) => {
          // Decided already (the race is over): not counted twice.
          if (timedOut) return 0;
          onError(err);
          return local(first, second);
        });
      return Promise.race([asked, late]).finally(() => clearTimeout(timer));
    },
  };
}
