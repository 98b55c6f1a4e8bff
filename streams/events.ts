// Why: the typed ways socket frames and link changes enter the console, so nothing above streams/
// subscribes to the transport's raw feeds (DESIGN.md §3).
import { distinctUntilChanged, filter, map, skip, type Observable } from 'rxjs';
import type { ServerMessage } from '../contracts/socket/protocol';
import type { RealtimeTransport } from './transport';

export type ServerEventType = ServerMessage['type'];
export type ServerEvent<K extends ServerEventType> = Extract<ServerMessage, { type: K }>;

/** Server messages of the given types only, typed by them. */
export function events$<K extends ServerEventType>(transport: RealtimeTransport, ...types: readonly K[]): Observable<ServerEvent<K>> {
  const wanted = new Set<ServerEventType>(types);
  return transport.messages$.pipe(filter((msg): msg is ServerEvent<K> => wanted.has(msg.type)));
}

/** Whether the link is up: the current value on subscribe, then each change. */
export function connected$(transport: RealtimeTransport): Observable<boolean> {
  return transport.status$.pipe(
    map((status) => status === 'connected'),
    distinctUntilChanged(),
  );
}

/**
 * Emits each time the link comes back after it had been up: whatever the server pushed meanwhile
 * (list changes, activity, assignments) never arrived, so what was built from it is to be fetched again.
 * The first connection seen does not count: nothing was missed before it.
 */
export function reconnected$(transport: RealtimeTransport): Observable<void> {
  return connected$(transport).pipe(
    filter((up) => up),
    skip(1),
    map(() => undefined),
  );
}
