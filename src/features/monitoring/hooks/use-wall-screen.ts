import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { monitoringConnectionMachine } from '../../../../machines/monitoring-connection.machine';
import { floor$, type FloorState } from '../../../../streams/monitoring/floor';
import { isRefused } from '../../../../streams/transport';
import { useRealtimeTransport } from '../../../lib/realtime/realtime-provider';

export type ConnectionState = 'connecting' | 'live' | 'stale' | 'reconnecting' | 'refused';

/**
 * The floor as the feed has it (repainted at most four times a second) and the screen's connection
 * state: the transport's drops and the feed's catch-ups drive the connection machine.
 */
export function useWallScreen(): { floor: FloorState | null; connection: ConnectionState } {
  const transport = useRealtimeTransport();
  const [floor, setFloor] = useState<FloorState | null>(null);
  const connectionRef = useActorRef(monitoringConnectionMachine);
  useEffect(() => {
    const feed = floor$(transport).subscribe((next) => {
      setFloor(next);
      if (next.refused) connectionRef.send({ type: 'feed.refused' });
      else if (next.synced) connectionRef.send({ type: 'feed.synced' });
    });
    const link = transport.status$.subscribe((status) => {
      // A refused socket (a kiosk link revoked or mistyped) will not come back by itself.
      if (isRefused(status)) connectionRef.send({ type: 'feed.refused' });
      else if (status !== 'connected') connectionRef.send({ type: 'link.down' });
    });
    return () => {
      feed.unsubscribe();
      link.unsubscribe();
    };
  }, [transport, connectionRef]);
  const connection = useSelector(connectionRef, (s) => s.value as ConnectionState);
  return { floor, connection };
}
