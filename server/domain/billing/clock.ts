/**
 * The clock billing reads: `app.billing.now` is this clock (routes/billing-runtime.ts), so a test
 * that sets it moves every billing rule at once, including those reached from paths that hold no
 * `app` (a new conversation's virtual-agent gate, the bot-interaction count of the day). One per
 * process: every app in a process shares it, as they share the wall clock.
 */
let source: () => Date = () => new Date();

export const billingNow = (): Date => source();

export function setBillingClock(next: () => Date) {
  source = next;
}
