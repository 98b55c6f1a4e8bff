import { useEffect } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { onUnauthorized } from '../lib/http';
import { page } from '../lib/page';
import type { GuardData } from './guard-loader';
import { signInTarget } from '../lib/sign-in';

/**
 * Any 401 answer of the REST client while signed in: the session has ended (logout in another
 * tab, expiry, an admin's sign-out), so go to sign-in at once, keeping where the user was. A full
 * page load, not a route change: nothing of the ended session stays in memory (query cache, open
 * screens). Mounted once, in the signed-in layout.
 */
export function UnauthorizedEffect() {
  const location = useLocation();
  const guard = useRouteLoaderData('root') as GuardData | undefined;
  const here = location.pathname + location.search;
  const config = guard?.config;

  useEffect(() => {
    if (!config) return;
    let gone = false;
    return onUnauthorized(() => {
      // Several calls of one screen fail together: one departure.
      if (gone) return;
      gone = true;
      page.assign(signInTarget(config, here));
    });
  }, [config, here]);

  return null;
}
