import type { Presence } from '../../contracts';
import type { Db } from '../db/client';
import { backfillQueue } from '../domain/routing/backfill';
import { requeueOwnedBy } from '../domain/routing/requeue';
import type { Publisher } from './publisher';

export interface Routing {
  /** Offers the company's queue to online people with free capacity; resolves after a pass that began after the call. */
  routeQueue(companyId: number): Promise<void>;
  /** An agent came online (connected or set online): cancel their requeue and fill their capacity. */
  agentOnline(companyId: number, userId: number): void;
  /**
   * An agent's last socket closed: after the grace period, if still offline, requeue their
   * conversations (when not every process can be asked, look again after another grace period).
   */
  agentOffline(companyId: number, userId: number): void;
  /** Cancels the offline timers and waits for passes in flight (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Who of a company is online. `complete` is false when only this process's sockets could be looked
 * at (Redis down): those online here are online, but anyone else may be online elsewhere.
 */
export type PresenceLookup = (companyId: number) => Promise<{ presence: Map<number, Presence>; complete: boolean }>;

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * A pass that failed (the database or a look-up refused it) is tried again after this long, then
 * after twice as long each time it fails again, up to ROUTING_RETRY_MAX_MS: without it, what waited
 * in the queue would wait for the next event (a new chat, someone online, a close), however long.
 */
export const ROUTING_RETRY_MS = 1000;
export const ROUTING_RETRY_MAX_MS = 30_000;

/**
 * When routing runs: a conversation is created, someone comes online, capacity frees (close,
 * escalation, requeue). The decisions themselves are made in the database under the company's
 * advisory lock (domain/routing), so several processes may call this at once. Passes for one
 * company are coalesced in this process: calls during a pass cause exactly one more pass.
 */
export function createRouting(db: Db, pub: Publisher, companyPresence: PresenceLookup, graceMs: number, log: Log, retryMs = ROUTING_RETRY_MS): Routing {
  const passes = new Map<number, { again: boolean; done: Promise<void> }>();
  const timers = new Map<number, NodeJS.Timeout>();
  /** Per company: the retry armed after a failed pass, and the wait before the next one. */
  const retries = new Map<number, { timer: NodeJS.Timeout; waitMs: number }>();
  let stopped = false;

  const pass = async (companyId: number) => {
    // Cut off from the other processes, the queue still goes to those online here.
    const { presence } = await companyPresence(companyId);
    const online = [...presence].filter(([, p]) => p === 'online').map(([id]) => id);
    for (const a of await backfillQueue(db, companyId, online)) await pub.interactionChanged(a.row, { assignedTo: a.userId });
  };

  const routeQueue = (companyId: number): Promise<void> => {
    const running = passes.get(companyId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        do {
          entry.again = false;
          if (stopped) return;
          let ok = true;
          await pass(companyId).catch((err) => {
            ok = false;
            log.warn({ err, companyId }, 'routing pass failed');
          });
          settle(companyId, ok);
        } while (entry.again);
      } finally {
        passes.delete(companyId);
      }
    })();
    passes.set(companyId, entry);
    return entry.done;
  };

  /** After a pass: a success ends the company's retries; a failure arms the next one. */
  function settle(companyId: number, ok: boolean) {
    const retry = retries.get(companyId);
    clearTimeout(retry?.timer);
    if (ok || stopped) {
      retries.delete(companyId);
      return;
    }
    const waitMs = retry?.waitMs ?? retryMs;
    const timer = setTimeout(() => void routeQueue(companyId), waitMs);
    timer.unref();
    retries.set(companyId, { timer, waitMs: Math.min(waitMs * 2, ROUTING_RETRY_MAX_MS) });
  }

  const requeueIfStillOffline = async (companyId: number, userId: number) => {
    const { presence, complete } = await companyPresence(companyId);
    if (presence.has(userId)) return;
    // Not seen here, but maybe online on a process this one cannot ask now: look again later
    // rather than take their conversations away.
    if (!complete) return armRequeue(companyId, userId);
    const moved = await requeueOwnedBy(db, companyId, userId);
    for (const row of moved) await pub.interactionChanged(row);
    if (moved.length) await routeQueue(companyId);
  };

  function armRequeue(companyId: number, userId: number) {
    if (stopped) return;
    clearTimeout(timers.get(userId));
    const timer = setTimeout(() => {
      timers.delete(userId);
      requeueIfStillOffline(companyId, userId).catch((err) => {
        // Looked at again after another grace period, as when not every process could be asked.
        log.warn({ err, userId }, 'requeue after going offline failed');
        armRequeue(companyId, userId);
      });
    }, graceMs);
    timer.unref();
    timers.set(userId, timer);
  }

  return {
    routeQueue,
    agentOnline(companyId, userId) {
      clearTimeout(timers.get(userId));
      timers.delete(userId);
      void routeQueue(companyId);
    },
    agentOffline: armRequeue,
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      for (const r of retries.values()) clearTimeout(r.timer);
      retries.clear();
      await Promise.allSettled([...passes.values()].map((p) => p.done));
    },
  };
}
