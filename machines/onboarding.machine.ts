import { assign, setup } from 'xstate';
import { firstIncompleteStep, ONBOARDING_DONE_STEP, type OnboardingDraft, type OnboardingState } from '../contracts/onboarding.schema';
import { ONBOARDING_ROUTING, type OnboardingRouting, type OnboardingStateName } from './onboarding.routes';

/**
 * Onboarding of spec §4: no company → pending approval → trial onboarding progress → company created.
 * The superadmin's rejection sends the request back for edits; submitting again waits again.
 *
 *   noCompany ──submit(complete draft)──▶ pendingApproval ──approve──▶ trialProgress ──finish──▶ companyCreated
 *                                            │      ▲
 *                                       reject(reason)  submit(complete draft)
 *                                            ▼      │
 *                                           rejected
 *
 * The server resolves a user's state from the database and asks `onboardingCan` before a step;
 * the route guard reads each state's `meta.routing` (the same table, see onboarding.routes.ts).
 */
export interface OnboardingContext {
  rejectionReason: string | null;
}

export type OnboardingEvent =
  | { type: 'onboarding.save' }
  | { type: 'onboarding.submit'; draft: OnboardingDraft }
  | { type: 'onboarding.approve' }
  | { type: 'onboarding.reject'; reason: string }
  | { type: 'onboarding.finish' };

export type OnboardingTag = 'editable' | 'waiting';

export interface OnboardingMeta {
  routing: OnboardingRouting;
}

const meta = (name: OnboardingStateName): OnboardingMeta => ({ routing: ONBOARDING_ROUTING[name] });

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    tags: {} as OnboardingTag,
  },
  guards: {
    draftComplete: ({ event }) => event.type === 'onboarding.submit' && firstIncompleteStep(event.draft) === ONBOARDING_DONE_STEP,
    reasonGiven: ({ event }) => event.type === 'onboarding.reject' && event.reason.trim().length > 0,
  },
  actions: {
    recordReason: assign({ rejectionReason: ({ event }) => (event.type === 'onboarding.reject' ? event.reason.trim() : null) }),
    clearReason: assign({ rejectionReason: null }),
  },
}).createMachine({
  id: 'onboarding',
  context: { rejectionReason: null },
  initial: 'noCompany',
  states: {
    noCompany: {
      tags: ['editable'],
      meta: meta('noCompany'),
      on: {
        // A self-target (not an empty transition), so `can` says yes: saving the wizard is allowed here.
        'onboarding.save': { target: 'noCompany' },
        'onboarding.submit': { guard: 'draftComplete', target: 'pendingApproval' },
      },
    },
    pendingApproval: {
      tags: ['waiting'],
      meta: meta('pendingApproval'),
      on: {
        'onboarding.approve': { target: 'trialProgress', actions: 'clearReason' },
        'onboarding.reject': { guard: 'reasonGiven', target: 'rejected', actions: 'recordReason' },
      },
    },
    rejected: {
      tags: ['editable'],
      meta: meta('rejected'),
      on: {
        'onboarding.save': { target: 'rejected' },
        'onboarding.submit': { guard: 'draftComplete', target: 'pendingApproval', actions: 'clearReason' },
      },
    },
    trialProgress: {
      meta: meta('trialProgress'),
      on: { 'onboarding.finish': { target: 'companyCreated' } },
    },
    companyCreated: { type: 'final', meta: meta('companyCreated') },
  },
});

/** The snapshot of a stored state, without running anything: free to ask questions of. */
export function resolveOnboarding(state: OnboardingStateName, context: OnboardingContext = { rejectionReason: null }) {
  return onboardingMachine.resolveState({ value: state, context });
}

/** The server's refusal test: would the machine take `event` from `state`? */
export function onboardingCan(state: OnboardingStateName, event: OnboardingEvent): boolean {
  return resolveOnboarding(state).can(event);
}

/** The routing entry of a state, read from the machine's own meta. */
export function onboardingRoutingOf(state: OnboardingStateName): OnboardingRouting {
  const entry = resolveOnboarding(state).getMeta()[`onboarding.${state}`] as OnboardingMeta | undefined;
  return entry!.routing;
}

/** The API's name of a machine state (GET /api/onboarding/progress). */
export const API_STATE: Record<OnboardingStateName, OnboardingState> = {
  noCompany: 'no_company',
  pendingApproval: 'pending_approval',
  rejected: 'rejected',
  trialProgress: 'trial_progress',
  companyCreated: 'company_created',
};

export type { OnboardingStateName };
