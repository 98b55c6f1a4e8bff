/**
 * Where each onboarding state may be in the console (spec §2 route guard, rules 3 and 4). The
 * onboarding machine carries these as its states' `meta`; the route guard reads this table
 * directly so the first page the console loads does not carry XState. No imports: it is pure data.
 */
export type OnboardingStateName = 'noCompany' | 'pendingApproval' | 'rejected' | 'trialProgress' | 'companyCreated';

export const ONBOARDING_PAGE = '/onboarding';
export const ONBOARDING_PROGRESS_PAGE = '/onboarding/progress';
export const ONBOARDING_PURCHASE_PAGE = '/onboarding/purchase';
export const ONBOARDING_SUCCESS_PAGE = '/onboardingSuccess';
export const ONBOARDING_PAGES = [ONBOARDING_PAGE, ONBOARDING_PROGRESS_PAGE, ONBOARDING_PURCHASE_PAGE, ONBOARDING_SUCCESS_PAGE] as const;

export interface OnboardingRouting {
  /** Where the user is sent when the page is not theirs. */
  home: string;
  /** Pages the user may stay on; `null`: every page except those in `leave`. */
  pages: readonly string[] | null;
  /** Pages a user in this state is sent away from (to `home`). */
  leave: readonly string[];
  /** Spec §2 rule 3: the approved user gets the trial-onboarding cookie. */
  trialCookie: boolean;
}

/**
 * Waiting states: the wizard (and its pending screen) and the plans; not the trial progress, and
 * not the done screen, which says the company is ready: only a user with a company sees it.
 */
const WAITING: OnboardingRouting = {
  home: ONBOARDING_PAGE,
  pages: [ONBOARDING_PAGE, ONBOARDING_PURCHASE_PAGE],
  leave: [],
  trialCookie: false,
};

export const ONBOARDING_ROUTING: Record<OnboardingStateName, OnboardingRouting> = {
  noCompany: WAITING,
  pendingApproval: WAITING,
  rejected: WAITING,
  // Approval moves the user past the wizard: /onboarding itself goes to the trial progress.
  trialProgress: {
    home: ONBOARDING_PROGRESS_PAGE,
    pages: [ONBOARDING_PROGRESS_PAGE, ONBOARDING_PURCHASE_PAGE],
    leave: [],
    trialCookie: true,
  },
  // Spec §2 rule 4: a user with a company visiting exactly /onboarding goes to /.
  companyCreated: { home: '/', pages: null, leave: [ONBOARDING_PAGE], trialCookie: false },
};

/** What the console knows of the user (GET /api/me) decides the state as far as routing cares. */
export function onboardingStateOfMe(me: { company_id: number; is_approved_by_superadmin: boolean }): OnboardingStateName {
  if (me.company_id !== 0) return 'companyCreated';
  // Pending, rejected and not yet submitted route alike: the /onboarding page shows which.
  return me.is_approved_by_superadmin ? 'trialProgress' : 'noCompany';
}

export type OnboardingRouteDecision = { type: 'allow'; setTrialCookie?: boolean } | { type: 'redirect'; to: string; setTrialCookie?: boolean };

/** Rules 3 and 4 as a pure function of the routing entry, the (normalised) path and the cookie. */
export function routeForOnboarding(routing: OnboardingRouting, pathname: string, hasTrialCookie: boolean): OnboardingRouteDecision {
  const cookie = routing.trialCookie && !hasTrialCookie ? { setTrialCookie: true } : {};
  const stays = routing.pages ? routing.pages.includes(pathname) : !routing.leave.includes(pathname);
  return stays ? { type: 'allow', ...cookie } : { type: 'redirect', to: routing.home, ...cookie };
}
