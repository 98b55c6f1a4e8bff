import { useEffect } from 'react';
import { events$ } from '../../../streams/events';
import { useCurrentUser } from '../current-user';
import { useRealtimeTransport } from './realtime-provider';

/**
 * Reloads the current user when the server says this user's permissions changed (a new role, or
 * an edited role matrix), so menus and screens follow without a new sign-in.
 *
 * It refetches through the current user's `refresh` (a fetch of the app's `/api/me` query options)
 * rather than `invalidateQueries`: the app observes `/api/me` only with disabled observers (the
 * route guard does the fetching), and TanStack Query skips disabled queries when it refetches
 * after an invalidation, so the menu would wait for the next navigation.
 */
export function PermissionsEffect() {
  const transport = useRealtimeTransport();
  const { refresh } = useCurrentUser();

  useEffect(() => {
    const sub = events$(transport, 'permissions.changed').subscribe(() => void refresh());
    return () => sub.unsubscribe();
  }, [transport, refresh]);

  return null;
}
