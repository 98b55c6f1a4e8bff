import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { events$ } from '../../../../streams/events';
import { useRealtimeTransport } from '../../../lib/realtime/realtime-provider';
import { rolesQueryOptions } from '../api/get-roles';

/** Another admin saved the role matrix (or a role changed): the matrix on screen is refetched. */
export function RolesSyncEffect() {
  const transport = useRealtimeTransport();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sub = events$(transport, 'permissions.changed').subscribe(() => void queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }));
    return () => sub.unsubscribe();
  }, [transport, queryClient]);
  return null;
}
