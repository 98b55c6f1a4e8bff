import { useEffect } from 'react';
import { events$ } from '../../../streams/events';
import { LOGIN_PATH, publicLoginTarget } from '../sign-in';
import { getConfig } from '../config';
import { page } from '../page';
import { useRealtimeTransport } from './realtime-provider';

/** The sign-in address that shows why the session ended, coming back to `next` after signing in. */
export function sessionEndedAddress(reason: string, next: string, config = getConfig()): string {
  if (config.isDev) return `${LOGIN_PATH}?reason=${reason}`;
  return `${publicLoginTarget(config.publicLoginUrl, next)}&reason=${reason}`;
}

/**
 * The server ended this user's access while the console was open (deactivated, deleted, company
 * deleted): sign out at once, by a full page load of the sign-in page with the reason, so nothing
 * of the old session's data stays on screen.
 */
export function SessionEndedEffect() {
  const transport = useRealtimeTransport();
  useEffect(() => {
    const sub = events$(transport, 'session.ended').subscribe((msg) => page.assign(sessionEndedAddress(msg.reason, window.location.pathname + window.location.search)));
    return () => sub.unsubscribe();
  }, [transport]);
  return null;
}
