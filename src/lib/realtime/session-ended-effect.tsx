import { useEffect } from 'react';
import { filter } from 'rxjs';
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
    const sub = transport.messages$.pipe(filter((msg) => msg.type === 'session.ended')).subscribe((msg) => {
      if (msg.type === 'session.ended') page.assign(sessionEndedAddress(msg.reason, window.location.pathname + window.location.search));
    });
    return () => sub.unsubscribe();
  }, [transport]);
  return null;
}
