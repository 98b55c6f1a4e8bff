// Why: one presence feed for agent lists and wall screens: snapshot + changes, reset when the link drops, batched for repaint.
import { asyncScheduler, auditTime, defer, filter, map, merge, type Observable, type SchedulerLike } from 'rxjs';
import type { ClientMessage, ServerMessage } from '../contracts/socket/protocol';
import type { Presence } from '../contracts/user.schema';
import type { RealtimeTransport, TransportStatus } from './transport';

/** User id → presence. Snapshots list only connected users, so read an absent user as 'offline'. */
export type PresenceMap = ReadonlyMap<number, Presence>;
export type OwnPresence = Extract<ClientMessage, { type: 'presence.set' }>['presence'];

/** At most four repaints a second, whatever the event rate. */
export const PRESENCE_BATCH_MS = 250;

export interface PresenceStreamOptions {
  batchMs?: number;
  scheduler?: SchedulerLike;
}

/**
 * Emits a fresh map at most once per `batchMs`: the first change opens a window and the state at
 * its end is emitted (auditTime), so a burst costs one repaint and nothing is dropped. Nothing is
 * emitted before the first snapshot. Any status other than 'connected' empties the map; changes are
 * ignored until the next snapshot, which replaces the map entirely.
 */
export function presence$(
  transport: RealtimeTransport,
  { batchMs = PRESENCE_BATCH_MS, scheduler = asyncScheduler }: PresenceStreamOptions = {},
): Observable<PresenceMap> {
  return defer(() => {
    // Mutated in place and copied only when a batch is emitted: a burst of N changes costs one copy.
    const working = new Map<number, Presence>();
    let synced = false;

    const onStatus = (status: TransportStatus): boolean => {
      if (status === 'connected') return false;
      synced = false;
      if (working.size === 0) return false;
      working.clear();
      return true;
    };

    const onMessage = (msg: ServerMessage): boolean => {
      if (msg.type === 'presence.snapshot') {
        working.clear();
        for (const entry of msg.users) working.set(entry.user_id, entry.presence);
        synced = true;
        return true;
      }
      if (msg.type === 'presence.changed') {
        if (!synced || working.get(msg.user_id) === msg.presence) return false;
        working.set(msg.user_id, msg.presence);
        return true;
      }
      return false;
    };

    return merge(transport.status$.pipe(map(onStatus)), transport.messages$.pipe(map(onMessage))).pipe(
      filter((changed) => changed),
      auditTime(batchMs, scheduler),
      map((): PresenceMap => new Map(working)),
    );
  });
}

/** Tells the server this user is online or away ('offline' is the server's to decide). */
export function setPresence(transport: RealtimeTransport, presence: OwnPresence): void {
  transport.send({ type: 'presence.set', presence });
}
