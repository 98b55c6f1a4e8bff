import { describe, expect, it } from 'vitest';
import { agentDays, agentMonthBoundary, addTerm, daysLeft, reminderOf, termPrice, utcMonth } from '../../../machines/billing-rules';
import { applySubscriptionEvents, subscriptionCan, subscriptionHas, type StoredSubscription } from '../../../machines/subscription.persistence';
import { nextInvoiceStatus } from '../../../machines/invoice.machine';

const at = (s: string) => new Date(s).toISOString();
const active = (over: Partial<StoredSubscription['context']> = {}): StoredSubscription => ({
  state: 'active',
  context: { planCode: 'business', startsAt: at('2026-01-10T08:00:00Z'), endsAt: at('2026-02-10T08:00:00Z'), autoExtend: true, unpaid: null, ...over },
});
const tick = (now: string) => ({ type: 'clock.tick' as const, now: at(now) });

describe('subscription machine on a controlled clock', () => {
  it('keeps a running period active and its agents on until ends_at', () => {
    const s = applySubscriptionEvents(active(), [tick('2026-02-10T07:59:59Z')])!;
    expect(s.state).toBe('active');
    expect(subscriptionHas(s, 'agentsOff')).toBe(false);
  });

  it('with auto-extend: the renewal is due within 3 days, agents off until paid, back on when paid', () => {
    const s = applySubscriptionEvents(active(), [tick('2026-02-10T08:00:00Z')])!;
    expect(s.state).toBe('grace');
    expect(s.context.unpaid).toEqual({ invoiceId: null, dueAt: at('2026-02-13T08:00:00Z') });
    expect(subscriptionHas(s, 'agentsOff')).toBe(true);
    const issued = applySubscriptionEvents(s, [{ type: 'invoice.issued', invoiceId: 7 }, tick('2026-02-13T07:59:00Z')])!;
    expect(issued.state).toBe('grace');
    expect(issued.context.unpaid?.invoiceId).toBe(7);
    const paid = applySubscriptionEvents(issued, [
      { type: 'invoice.activated', planCode: 'business', periodStart: at('2026-02-10T08:00:00Z'), periodEnd: at('2026-03-10T08:00:00Z') },
    ])!;
    expect(paid.state).toBe('active');
    expect(paid.context.unpaid).toBeNull();
    expect(subscriptionHas(paid, 'agentsOff')).toBe(false);
  });

  it('with auto-extend: unpaid after the 3 days it expires', () => {
    const s = applySubscriptionEvents(active(), [tick('2026-02-10T08:00:00Z'), { type: 'invoice.issued', invoiceId: 7 }, tick('2026-02-13T08:00:00Z')])!;
    expect(s.state).toBe('expired');
    expect(subscriptionHas(s, 'agentsOff')).toBe(true);
  });

  it('auto-extend off: an invoice unpaid on its due day expires the subscription the next day', () => {
    const s = applySubscriptionEvents(active({ autoExtend: false }), [tick('2026-02-10T08:00:00Z')])!;
    expect(s.state).toBe('due');
    expect(s.context.unpaid?.dueAt).toBe(at('2026-02-11T08:00:00Z'));
    expect(applySubscriptionEvents(s, [tick('2026-02-11T07:59:59Z')])!.state).toBe('due');
    expect(applySubscriptionEvents(s, [tick('2026-02-11T08:00:00Z')])!.state).toBe('expired');
  });

  it('a trial expires at its end with no invoice, and only a paid plan can be bought after it', () => {
    const trial: StoredSubscription = { state: 'trial', context: { ...active().context, planCode: 'trial' } };
    expect(subscriptionCan(trial, { type: 'purchase.extend' })).toBe(false);
    expect(subscriptionCan(trial, { type: 'purchase.upgrade', planCode: 'business' })).toBe(true);
    const s = applySubscriptionEvents(trial, [tick('2026-02-10T08:00:00Z')])!;
    expect(s.state).toBe('expired');
    expect(s.context.unpaid).toBeNull();
    expect(subscriptionCan(s, { type: 'purchase.extend' })).toBe(false);
    expect(subscriptionCan(s, { type: 'purchase.upgrade', planCode: 'enterprise' })).toBe(true);
  });

  it('extend is allowed while active; upgrade only to another plan; nothing while an invoice is unpaid', () => {
    expect(subscriptionCan(active(), { type: 'purchase.extend' })).toBe(true);
    expect(subscriptionCan(active(), { type: 'purchase.upgrade', planCode: 'business' })).toBe(false);
    expect(subscriptionCan(active(), { type: 'purchase.upgrade', planCode: 'enterprise' })).toBe(true);
    const due = applySubscriptionEvents(active(), [tick('2026-02-10T08:00:00Z')])!;
    expect(subscriptionCan(due, { type: 'purchase.extend' })).toBe(false);
    expect(subscriptionCan(due, { type: 'purchase.upgrade', planCode: 'enterprise' })).toBe(false);
  });

  it('auto-extend switches both ways and decides the next renewal window', () => {
    const off = applySubscriptionEvents(active(), [{ type: 'autoExtend.set', on: false }])!;
    expect(off.context.autoExtend).toBe(false);
    expect(applySubscriptionEvents(off, [tick('2026-02-10T09:00:00Z')])!.state).toBe('due');
    const on = applySubscriptionEvents(off, [{ type: 'autoExtend.set', on: true }])!;
    expect(applySubscriptionEvents(on, [tick('2026-02-10T09:00:00Z')])!.state).toBe('grace');
  });
});

describe('reminders and days left', () => {
  const end = new Date('2026-02-10T08:00:00Z');
  it('one day left, then pay today on the last day, then nothing once over', () => {
    expect(reminderOf(new Date('2026-02-08T07:59:00Z'), end)).toBe('none');
    expect(reminderOf(new Date('2026-02-08T08:00:01Z'), end)).toBe('one_day');
    expect(daysLeft(new Date('2026-02-08T08:00:01Z'), end)).toBe(1);
    expect(reminderOf(new Date('2026-02-09T08:00:01Z'), end)).toBe('last_day');
    expect(daysLeft(new Date('2026-02-09T08:00:01Z'), end)).toBe(0);
    expect(reminderOf(new Date('2026-02-10T08:00:00Z'), end)).toBe('none');
  });
});

describe('terms and additional agents', () => {
  it('a month keeps the day of month, clamped at a short month; a year is twelve months', () => {
    expect(addTerm(new Date('2026-01-31T00:00:00Z'), 'month', 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addTerm(new Date('2026-01-10T08:00:00Z'), 'year', 1).toISOString()).toBe('2027-01-10T08:00:00.000Z');
    expect(termPrice({ price: 100_000, term_unit: 'month' }, 'year', 1)).toBe(1_200_000);
    expect(termPrice({ price: 100_000, term_unit: 'month' }, 'month', 3)).toBe(300_000);
  });

  it('bills days used, prorated across a month boundary, a started day counting whole', () => {
    const agent = { startedAt: new Date('2026-01-25T10:00:00Z'), endedAt: null, billedUntil: new Date('2026-01-25T10:00:00Z') };
    const first = agentDays(agent, new Date('2026-02-10T08:00:00Z'));
    expect(first.days).toBe(16); // 25 Jan 10:00 → 10 Feb 08:00: 15 days 22 hours
    const second = agentDays({ ...agent, billedUntil: first.to }, new Date('2026-03-10T08:00:00Z'));
    expect(second.days).toBe(28); // all of February
    const ended = agentDays({ ...agent, billedUntil: first.to, endedAt: new Date('2026-02-15T08:00:00Z') }, new Date('2026-03-10T08:00:00Z'));
    expect(ended.days).toBe(5);
    expect(agentDays({ ...agent, billedUntil: ended.to, endedAt: ended.to }, new Date('2026-04-10T08:00:00Z')).days).toBe(0);
  });

  it("a yearly period's agents are billed at each month boundary inside it, never at its end", () => {
    const start = new Date('2026-01-31T09:00:00Z');
    const end = addTerm(start, 'year', 1);
    expect(agentMonthBoundary(start, end, new Date('2026-02-28T08:59:00Z'))).toBeNull();
    expect(agentMonthBoundary(start, end, new Date('2026-02-28T09:00:00Z'))).toEqual({ from: start, to: new Date('2026-02-28T09:00:00Z') });
    // A scheduler down for months bills up to the latest boundary reached, from the one before it.
    expect(agentMonthBoundary(start, end, new Date('2026-05-02T00:00:00Z'))).toEqual({ from: new Date('2026-03-31T09:00:00Z'), to: new Date('2026-04-30T09:00:00Z') });
    // The last month belongs to the renewal: its end is no boundary.
    expect(agentMonthBoundary(start, end, new Date('2027-02-15T00:00:00Z'))?.to).toEqual(new Date('2026-12-31T09:00:00Z'));
    // A one-month period has none (the renewal invoice is the monthly one).
    expect(agentMonthBoundary(start, addTerm(start, 'month', 1), new Date('2026-03-15T00:00:00Z'))).toBeNull();
  });

  it("the bot-interaction month is the UTC calendar month of billing's clock", () => {
    expect(utcMonth(new Date('2026-11-30T23:59:59Z'))).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(utcMonth(new Date('2026-12-31T12:00:00Z'))).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });
});

describe('invoice machine', () => {
  const none = { paidMethod: null, paidBy: null, paidAt: null };
  it('created → paid → activated, or cancelled; a second payment is refused', () => {
    const pay = { type: 'invoice.pay' as const, method: 'qpay' as const, by: 'QPay', at: at('2026-02-11T00:00:00Z') };
    expect(nextInvoiceStatus('created', none, [pay, { type: 'invoice.activate' }])).toBe('activated');
    expect(nextInvoiceStatus('created', none, [{ type: 'invoice.cancel' }])).toBe('cancelled');
    expect(nextInvoiceStatus('activated', none, [pay])).toBeNull();
    expect(nextInvoiceStatus('cancelled', none, [pay])).toBeNull();
    expect(nextInvoiceStatus('paid', none, [{ type: 'invoice.cancel' }])).toBeNull();
  });
});
