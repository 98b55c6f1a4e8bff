import type { QueryClient } from '@tanstack/react-query';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { TRIAL_ONBOARDING_COOKIE } from '../../contracts/constants';
import { meQueryOptions } from '../features/auth/api/get-me';
import type { AppConfig } from '../lib/config';
import { getCookie, setCookie } from '../lib/cookies';
import { decideRoute, skipsUserLoad } from './route-guard';

/** What the root route's loader answers: where sign-in is, for UnauthorizedEffect. */
export interface GuardData {
  config: AppConfig;
}

/**
 * Loader of the root route. With `shouldRevalidate: () => true` it runs on every navigation
 * (spec §2 "on every navigation"); the user comes from the query cache, refreshed when stale.
 */
export function createGuardLoader(queryClient: QueryClient, config: AppConfig) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardData> => {
    const url = new URL(request.url);
    const me = skipsUserLoad(url.pathname, url.search) ? undefined : await queryClient.ensureQueryData({ ...meQueryOptions(), revalidateIfStale: true });
    const decision = decideRoute({
      pathname: url.pathname,
      search: url.search,
      me,
      isDev: config.isDev,
      publicLoginUrl: config.publicLoginUrl,
      hasTrialCookie: getCookie(TRIAL_ONBOARDING_COOKIE) !== undefined,
    });
    if (decision.setTrialCookie) setCookie(TRIAL_ONBOARDING_COOKIE, 'true');
    if (decision.type === 'redirect') {
      // The public login page is served by the server (or another host): leave the SPA for it.
      throw decision.external ? redirectDocument(decision.to) : redirect(decision.to);
    }
    return { config };
  };
}
