import { isIPv6 } from 'node:net';
import type { WebchatLimits } from '../config';
import type { CreationLimit } from '../domain/visitors/creation-limits';
import type { Redis } from 'ioredis';
import { pairedBuckets } from './shared-buckets';

const EVENT_WINDOW_MS = 10_000;
const CHAT_WINDOW_MS = 60_000;

/**
 * What a widget may send, per visitor (every tab and socket of it) and per client address, checked
 * on each event: a person types far slower than this, a script does not. With `redis` (the
 * adapter's client) the budgets are the cluster's, one atomic script a check (shared-buckets.ts);
 * without it, or while Redis is away, this process's. Answers 0 when allowed, else the
 * milliseconds to wait.
 */
export function visitorLimiter(limits: WebchatLimits, redis?: Redis, onRedisError?: (err: unknown) => void) {
  const messages = pairedBuckets('messages', { first: limits.visitorMessages, second: limits.addressMessages }, EVENT_WINDOW_MS, redis, onRedisError);
  const events = pairedBuckets('events', { first: limits.visitorEvents, second: limits.addressEvents }, EVENT_WINDOW_MS, redis, onRedisError);
  return {
    message: (visitorKey: string, address: string) => messages.take(visitorKey, address),
    other: (visitorKey: string, address: string) => events.take(visitorKey, address),
    /**
     * New conversations (and with a new visitor's first one, its row), per address and per web
     * chat, counted in the database by the transaction that creates them (creation-limits.ts).
     */
    chats: (address: string, webchatId: number): CreationLimit[] => [
      { key: `chats:ip:${address}`, max: limits.addressChats, windowMs: CHAT_WINDOW_MS },
      { key: `chats:webchat:${webchatId}`, max: limits.widgetChats, windowMs: CHAT_WINDOW_MS },
    ],
  };
}

export type VisitorLimiter = ReturnType<typeof visitorLimiter>;

/**
 * The client's address as the limits count it: behind a trusted proxy the first forwarded one (as
 * Fastify's request.ip), an IPv4 in IPv6 dress as IPv4, and an IPv6 address by its /64, which one
 * home or host is usually given whole.
 */
export function clientAddressOf(handshake: { address: string; headers: Record<string, string | string[] | undefined> }, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(handshake.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  const address = (forwarded || handshake.address || '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
