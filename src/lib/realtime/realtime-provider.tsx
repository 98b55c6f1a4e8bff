// Why: gives the console one realtime connection for its lifetime, and hooks that read live feeds from it.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { presence$, setPresence, type PresenceMap } from '../../../streams/presence';
import type { RealtimeTransport, TransportStatus } from '../../../streams/transport';
import type { ConversationRegistry } from '../conversations/conversation-registry';
import { createSocketTransport } from './socket-transport';

/** The latest value of a stream, readable by useSyncExternalStore; subscribed only while started. */
interface LatestValue<T> {
  start(): void;
  stop(): void;
  subscribe(listener: () => void): () => void;
  get(): T;
}

function latestValue<T>(source$: Observable<T>, initial: T): LatestValue<T> {
  let value = initial;
  let sub: { unsubscribe(): void } | undefined;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    value = next;
    listeners.forEach((notify) => notify());
  };
  return {
    start() {
      sub ??= source$.subscribe(set);
    },
    stop() {
      sub?.unsubscribe();
      sub = undefined;
      set(initial);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
  };
}

/** A value made on first use and kept: `get(create)` calls `create` once. */
interface Slot<T> {
  get(create: () => T): T;
}

function slot<T>(): Slot<T> {
  let value: T | undefined;
  return { get: (create) => (value ??= create()) };
}

interface Realtime {
  transport: RealtimeTransport;
  /**
   * One store per conversation, for as long as this connection: filled by the first screen that
   * needs it (lib/conversations), so the layout's first load does not carry the store's code.
   */
  conversations: Slot<ConversationRegistry>;
  presence: LatestValue<PresenceMap>;
  status: LatestValue<TransportStatus>;
}

const RealtimeContext = createContext<Realtime | null>(null);
const NO_PRESENCE: PresenceMap = new Map();

/**
 * Mount inside the signed-in layout (the server refuses anonymous sockets). `transport` is read once,
 * for tests and demos; the socket.io transport is created otherwise.
 */
export function RealtimeProvider({ transport, children }: { transport?: RealtimeTransport; children: ReactNode }) {
  const [realtime] = useState<Realtime>(() => {
    const t = transport ?? createSocketTransport();
    return {
      transport: t,
      conversations: slot(),
      presence: latestValue(presence$(t), NO_PRESENCE),
      status: latestValue(t.status$, 'disconnected'),
    };
  });

  useEffect(() => {
    // Feeds first, so the snapshot the server sends on connect is not missed.
    realtime.status.start();
    realtime.presence.start();
    realtime.transport.connect();
    // The conversation stores are not dropped here: StrictMode's rehearsal unmount would leave the
    // screens holding dropped stores. They go with the provider (a sign-out unmounts it).
    return () => {
      realtime.transport.disconnect();
      realtime.presence.stop();
      realtime.status.stop();
    };
  }, [realtime]);

  return <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>;
}

function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error('useRealtime must be used inside <RealtimeProvider>');
  return realtime;
}

export function useRealtimeTransport(): RealtimeTransport {
  return useRealtime().transport;
}

/** Where this connection keeps its conversation stores; `useConversations` of lib/conversations fills it. */
export function useConversationSlot(): Slot<ConversationRegistry> {
  return useRealtime().conversations;
}

/** User id → presence, repainted at most a few times a second; empty until the first snapshot. */
export function usePresenceMap(): PresenceMap {
  const { presence } = useRealtime();
  return useSyncExternalStore(presence.subscribe, presence.get);
}

export function useConnectionStatus(): TransportStatus {
  const { status } = useRealtime();
  return useSyncExternalStore(status.subscribe, status.get);
}

/** How long the tab must stay hidden before this user shows as away. */
export const AWAY_AFTER_MS = 60_000;

/** Sets 'away' after the tab has been hidden for AWAY_AFTER_MS, and 'online' when it is visible again. */
export function PresenceEffect() {
  const transport = useRealtimeTransport();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let away = false;

    const onVisibility = () => {
      clearTimeout(timer);
      if (document.hidden) {
        timer = setTimeout(() => {
          away = true;
          setPresence(transport, 'away');
        }, AWAY_AFTER_MS);
      } else if (away) {
        away = false;
        setPresence(transport, 'online');
      }
    };
    // The server may treat a new connection as online; tell it again if this tab is still away.
    const sub = transport.status$.subscribe((status) => {
      if (status === 'connected' && away) setPresence(transport, 'away');
    });

    onVisibility(); // the tab may have opened in the background
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [transport]);

  return null;
}
