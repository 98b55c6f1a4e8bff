import { useEffect } from 'react';
import { useRealtimeTransport } from '../../../lib/realtime/realtime-provider';

/** How long a kiosk waits before connecting again after the server closed its socket. */
export const SCREEN_RECONNECT_MS = 3000;

/**
 * A TV nobody attends: when the server closes the socket (a restart, a revoked link), connect again
 * a little later. A link that was revoked is then refused, which the screen shows.
 */
export function ReconnectEffect() {
  const transport = useRealtimeTransport();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = transport.status$.subscribe((status) => {
      clearTimeout(timer);
      if (status === 'disconnected') timer = setTimeout(() => transport.connect(), SCREEN_RECONNECT_MS);
    });
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
    };
  }, [transport]);
  return null;
}
