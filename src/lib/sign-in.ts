/** Addresses of the sign-in page, shared by the route guard (app) and the realtime session effect (lib). */

export const LOGIN_PATH = '/login';

/** The public login address with `next`, so signing in comes back here. */
export function publicLoginTarget(publicLoginUrl: string, next: string): string {
  const separator = publicLoginUrl.includes('?') ? '&' : '?';
  return `${publicLoginUrl}${separator}next=${encodeURIComponent(next)}`;
}

/**
 * Where a user whose session has ended goes, keeping `next` (the current path and query) to come
 * back to: the console's own sign-in page in dev mode, the public one otherwise.
 */
export function signInTarget(config: { isDev: boolean; publicLoginUrl: string }, next: string): string {
  return publicLoginTarget(config.isDev ? LOGIN_PATH : config.publicLoginUrl, next);
}
