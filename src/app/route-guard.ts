import type { Me } from '../../contracts/me.schema';

/**
 * The four guard rules of spec §2 as a pure function, so every branch is unit-tested without a
 * router. The loader in guard-loader.ts feeds it and carries out the answer.
 */
export type RouteDecision =
  | { type: 'allow'; setTrialCookie?: boolean }
  | { type: 'redirect'; to: string; external?: boolean; setTrialCookie?: boolean };

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

export const LOGIN_PATH = '/login';
export const SERVICE_RATE_PATH = '/servicerate';
export const ONBOARDING_PATH = '/onboarding';
export const ONBOARDING_PROGRESS_PATH = '/onboarding/progress';
export const ONBOARDING_PATHS = ['/onboarding', '/onboarding/progress', '/onboarding/purchase', '/onboardingSuccess'] as const;

const ALLOW: RouteDecision = { type: 'allow' };

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Rule 1: the customer-facing rating page never loads the user. */
export function skipsUserLoad(pathname: string): boolean {
  return normalise(pathname) === SERVICE_RATE_PATH;
}

export function isOnboardingPath(pathname: string): boolean {
  return (ONBOARDING_PATHS as readonly string[]).includes(normalise(pathname));
}

/** The public login address with `next`, so signing in comes back here. */
export function publicLoginTarget(publicLoginUrl: string, next: string): string {
  const separator = publicLoginUrl.includes('?') ? '&' : '?';
  return `${publicLoginUrl}${separator}next=${encodeURIComponent(next)}`;
}

export function decideRoute(ctx: RouteContext): RouteDecision {
  const pathname = normalise(ctx.pathname);
  if (skipsUserLoad(pathname)) return ALLOW;

  // Rule 2: nobody signed in (no answer, or ID 0).
  if (!ctx.me || ctx.me.ID === 0) {
    // The login page itself is where they should be, in dev and production alike.
    if (pathname === LOGIN_PATH) return ALLOW;
    if (ctx.isDev) return { type: 'redirect', to: LOGIN_PATH };
    return { type: 'redirect', to: publicLoginTarget(ctx.publicLoginUrl, pathname + (ctx.search ?? '')), external: true };
  }

  // Rule 3: signed in but no company yet; only onboarding pages.
  if (ctx.me.company_id === 0) {
    const approved = ctx.me.is_approved_by_superadmin;
    const setTrialCookie = approved && !ctx.hasTrialCookie ? { setTrialCookie: true } : {};
    if (approved) {
      // Approval moves the user past the first step: /onboarding itself goes to the trial progress.
      if (isOnboardingPath(pathname) && pathname !== ONBOARDING_PATH) return { type: 'allow', ...setTrialCookie };
      return { type: 'redirect', to: ONBOARDING_PROGRESS_PATH, ...setTrialCookie };
    }
    // Not approved yet: the trial progress waits for the superadmin; the other steps stay open.
    if (isOnboardingPath(pathname) && pathname !== ONBOARDING_PROGRESS_PATH) return ALLOW;
    return { type: 'redirect', to: ONBOARDING_PATH };
  }

  // Rule 4, and a signed-in user has no business on the login page.
  if (pathname === ONBOARDING_PATH || pathname === LOGIN_PATH) return { type: 'redirect', to: '/' };
  return ALLOW;
}
