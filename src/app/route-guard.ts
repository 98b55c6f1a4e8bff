import type { Me } from '../../contracts/me.schema';
import { ONBOARDING_PAGES, ONBOARDING_ROUTING, onboardingStateOfMe, routeForOnboarding } from '../../machines/onboarding.routes';
import { LOGIN_PATH, publicLoginTarget } from '../lib/sign-in';

export { LOGIN_PATH, publicLoginTarget } from '../lib/sign-in';

/**
 * The four guard rules of spec §2 as a pure function, so every branch is unit-tested without a
 * router. The loader in guard-loader.ts feeds it and carries out the answer.
 */
export type RouteDecision = { type: 'allow'; setTrialCookie?: boolean } | { type: 'redirect'; to: string; external?: boolean; setTrialCookie?: boolean };

export interface RouteContext {
  pathname: string;
  /** Query string of the current URL (with its '?'), kept in `next`. */
  search?: string;
  /** Undefined when the user was not loaded (only /servicerate). */
  me: Me | undefined;
  isDev: boolean;
  publicLoginUrl: string;
  hasTrialCookie: boolean;
}

export const SERVICE_RATE_PATH = '/servicerate';
/** A kiosk's wall screen (issue 23): its token is its access, no user is loaded. */
export const SCREEN_PATH = '/monitoring/screen';
export const MONITORING_PATH = '/monitoring';
export const ONBOARDING_PATHS = ONBOARDING_PAGES;

const ALLOW: RouteDecision = { type: 'allow' };

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Rule 1: the customer-facing rating page never loads the user (nor does a kiosk's wall screen). */
export function skipsUserLoad(pathname: string, search = ''): boolean {
  const path = normalise(pathname);
  return path === SERVICE_RATE_PATH || path === SCREEN_PATH || isScreenLink(path, search);
}

/** /monitoring?screen=TOKEN: the link an admin gives a TV. */
const isScreenLink = (pathname: string, search: string) => pathname === MONITORING_PATH && new URLSearchParams(search).has('screen');

export function isOnboardingPath(pathname: string): boolean {
  return (ONBOARDING_PATHS as readonly string[]).includes(normalise(pathname));
}

export function decideRoute(ctx: RouteContext): RouteDecision {
  const pathname = normalise(ctx.pathname);
  // A kiosk's link opens the screen that needs no session, whoever is (or is not) signed in here.
  if (isScreenLink(pathname, ctx.search ?? '')) return { type: 'redirect', to: `${SCREEN_PATH}${ctx.search}` };
  if (skipsUserLoad(pathname)) return ALLOW;

  // Rule 2: nobody signed in (no answer, or ID 0).
  if (!ctx.me || ctx.me.ID === 0) {
    // The login page itself is where they should be, in dev and production alike.
    if (pathname === LOGIN_PATH) return ALLOW;
    if (ctx.isDev) return { type: 'redirect', to: LOGIN_PATH };
    return { type: 'redirect', to: publicLoginTarget(ctx.publicLoginUrl, pathname + (ctx.search ?? '')), external: true };
  }

  // A signed-in user has no business on the login page.
  if (ctx.me.company_id !== 0 && pathname === LOGIN_PATH) return { type: 'redirect', to: '/' };
  // Rules 3 and 4: the onboarding machine's routing for the state the user is in.
  return routeForOnboarding(ONBOARDING_ROUTING[onboardingStateOfMe(ctx.me)], pathname, ctx.hasTrialCookie);
}
