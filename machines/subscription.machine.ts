import { assign, setup } from 'xstate';
import type { PlanCode, SubscriptionState } from '../contracts/billing.schema';
import { renewalDueAt } from './billing-rules';

/**
 * A company's subscription (spec §4, §9): trial → active → (due | grace) → expired, extend or
 * upgrade, auto-extend on or off. Pure and clock-free: time comes in as `clock.tick { now }`, so
 * the server's scheduler, the tests and the console drive it with whatever clock they hold.
 *
 * - A trial ends at ends_at: expired (a purchase brings it back).
 * - A paid period ends at ends_at: the renewal invoice is issued ("one month after purchase
 *   confirmation" for a monthly term). With auto-extend it must be paid within 3 days (`grace`);
 *   without it on that day (`due`), and unpaid it expires the subscription the next day.
 * - While an invoice is unpaid past the period end, and when expired, virtual agents are off
 *   (tag `agentsOff`); its payment (`invoice.activated`) starts the next period and turns them on.
 */
export interface SubscriptionContext {
  planCode: PlanCode;
  startsAt: string;
  endsAt: string;
  autoExtend: boolean;
  /** The renewal invoice waiting for payment (id null until the server has issued it). */
  unpaid: { invoiceId: number | null; dueAt: string } | null;
}

export type SubscriptionEvent =
  | { type: 'clock.tick'; now: string }
  /** The server stored the renewal invoice the machine asked for. */
  | { type: 'invoice.issued'; invoiceId: number }
  /** A purchase or renewal invoice was paid and activated: the period it pays for starts. */
  | { type: 'invoice.activated'; planCode: PlanCode; periodStart: string; periodEnd: string }
  | { type: 'autoExtend.set'; on: boolean }
  /** Asked before an extend (same plan) or upgrade (another plan) invoice is created. */
  | { type: 'purchase.extend' }
  | { type: 'purchase.upgrade'; planCode: PlanCode };

export type SubscriptionTag = 'agentsOff' | 'unpaid' | 'canExtend' | 'canUpgrade' | 'canToggleAutoExtend';

const reached = (now: string, at: string) => Date.parse(now) >= Date.parse(at);

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    input: {} as SubscriptionContext & { state?: SubscriptionState },
    tags: {} as SubscriptionTag,
  },
  guards: {
    periodOver: ({ context, event }) => event.type === 'clock.tick' && reached(event.now, context.endsAt),
    autoExtend: ({ context }) => context.autoExtend,
    pastDue: ({ context, event }) => event.type === 'clock.tick' && context.unpaid !== null && reached(event.now, context.unpaid.dueAt),
    paidPlanLeft: ({ context }) => context.planCode !== 'trial',
    otherPlan: ({ context, event }) => event.type === 'purchase.upgrade' && event.planCode !== context.planCode && event.planCode !== 'trial',
    notTrial: ({ event }) => event.type === 'purchase.upgrade' && event.planCode !== 'trial',
  },
  actions: {
    askRenewal: assign({ unpaid: ({ context }) => ({ invoiceId: null, dueAt: renewalDueAt(new Date(context.endsAt), context.autoExtend).toISOString() }) }),
    recordInvoice: assign({
      unpaid: ({ context, event }) => (event.type === 'invoice.issued' && context.unpaid ? { ...context.unpaid, invoiceId: event.invoiceId } : context.unpaid),
    }),
    startPeriod: assign(({ event, context }) =>
      event.type === 'invoice.activated' ? { planCode: event.planCode, startsAt: event.periodStart, endsAt: event.periodEnd, unpaid: null } : context,
    ),
    setAutoExtend: assign({ autoExtend: ({ event, context }) => (event.type === 'autoExtend.set' ? event.on : context.autoExtend) }),
    dropUnpaid: assign({ unpaid: null }),
    // `can()` counts a transition only when it targets a state or runs an action.
    allowed: () => {},
  },
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({ planCode: input.planCode, startsAt: input.startsAt, endsAt: input.endsAt, autoExtend: input.autoExtend, unpaid: input.unpaid }),
  initial: 'trial',
  on: {
    'invoice.activated': { target: '.active', actions: 'startPeriod' },
    'autoExtend.set': { actions: 'setAutoExtend' },
  },
  states: {
    trial: {
      tags: ['canUpgrade', 'canToggleAutoExtend'],
      on: {
        'clock.tick': { guard: 'periodOver', target: 'expired' },
        'purchase.upgrade': { guard: 'notTrial', actions: 'allowed' },
      },
    },
    active: {
      tags: ['canExtend', 'canUpgrade', 'canToggleAutoExtend'],
      on: {
        'clock.tick': [
          {
            guard: ({ context, event }) => event.type === 'clock.tick' && reached(event.now, context.endsAt) && context.autoExtend,
            target: 'grace',
            actions: 'askRenewal',
          },
          { guard: 'periodOver', target: 'due', actions: 'askRenewal' },
        ],
        'purchase.extend': { actions: 'allowed' },
        'purchase.upgrade': { guard: 'otherPlan', actions: 'allowed' },
      },
    },
    // Auto-extend off: the renewal invoice is due on the period's last-plus-one day; then expiry.
    due: {
      tags: ['agentsOff', 'unpaid', 'canToggleAutoExtend'],
      on: {
        'clock.tick': { guard: 'pastDue', target: 'expired', actions: 'dropUnpaid' },
        'invoice.issued': { actions: 'recordInvoice' },
      },
    },
    // Auto-extend on: three days to pay the renewal invoice.
    grace: {
      tags: ['agentsOff', 'unpaid', 'canToggleAutoExtend'],
      on: {
        'clock.tick': { guard: 'pastDue', target: 'expired', actions: 'dropUnpaid' },
        'invoice.issued': { actions: 'recordInvoice' },
      },
    },
    expired: {
      tags: ['agentsOff', 'canExtend', 'canUpgrade'],
      on: {
        'purchase.extend': { guard: 'paidPlanLeft', actions: 'allowed' },
        'purchase.upgrade': { guard: 'notTrial', actions: 'allowed' },
      },
    },
  },
});
