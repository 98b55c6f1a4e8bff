import { ADDITIONAL_AGENT_USD_PER_DAY, AUTO_EXTEND_PAY_DAYS, type Reminder, type TermUnit } from '../contracts/billing.schema';

/**
 * The clock arithmetic of spec §4 and §9, pure (times in, times out), shared by the subscription
 * machine, the server's scheduler and the console's plan page. Days are 24-hour spans in UTC.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `at` moved forward by `count` term units (a month keeps the day of month, clamped to its end). */
export function addTerm(at: Date, unit: TermUnit, count: number): Date {
  if (unit === 'day') return new Date(at.getTime() + count * DAY_MS);
  const months = unit === 'year' ? count * 12 : count;
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The UTC calendar day of `at` as a date column holds it ('2026-11-28'). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The calendar month around `now` in UTC, as date-column bounds [from, to): the plan's monthly
 * bot-interaction count starts again on the first (billing days are UTC, as everywhere here).
 */
export function utcMonth(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: utcDay(from), to: utcDay(to) };
}

/** Whole days left after today's: 0 on the last day (and once `end` has passed). */
export function daysLeft(now: Date, end: Date): number {
  const ms = end.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.floor(ms / DAY_MS);
}

/** Spec §9: an alert when one day is left, and a pay-today notice on the last day (less than a day to `end`). */
export function reminderOf(now: Date, end: Date): Reminder {
  const ms = end.getTime() - now.getTime();
  if (ms <= 0) return 'none';
  if (ms < DAY_MS) return 'last_day';
  if (ms < 2 * DAY_MS) return 'one_day';
  return 'none';
}

/**
 * When a renewal invoice issued at the period's end must be paid (spec §4): with auto-extend within
 * 3 days; without it on the due day itself, so an unpaid one expires the subscription the next day.
 */
export function renewalDueAt(periodEnd: Date, autoExtend: boolean): Date {
  return new Date(periodEnd.getTime() + (autoExtend ? AUTO_EXTEND_PAY_DAYS : 1) * DAY_MS);
}

/**
 * Days of an additional agent to bill on an invoice issued at `until`: from where the last invoice
 * stopped (or its start) to its termination or `until`, a started day counting as a whole one.
 */
export function agentDays(a: { startedAt: Date; endedAt: Date | null; billedUntil: Date }, until: Date): { days: number; from: Date; to: Date } {
  const from = new Date(Math.max(a.startedAt.getTime(), a.billedUntil.getTime()));
  const to = new Date(Math.min(until.getTime(), (a.endedAt ?? until).getTime()));
  const ms = to.getTime() - from.getTime();
  return { days: ms <= 0 ? 0 : Math.ceil(ms / DAY_MS), from, to: ms <= 0 ? from : to };
}

/**
 * Spec §9: additional agents are billed monthly by days used, also on a plan paid by the year. A
 * paid period longer than a month (a year, or several months bought at once) therefore has month
 * boundaries inside it, counted from its start: at the latest one reached by `now` the agents' days
 * so far are invoiced on their own (`from`: the boundary before it, or the period's start). The
 * period's end is not one: its renewal invoice bills the last month's days. Null when none is reached.
 */
export function agentMonthBoundary(periodStart: Date, periodEnd: Date, now: Date): { from: Date; to: Date } | null {
  let from = periodStart;
  let found: { from: Date; to: Date } | null = null;
  for (let k = 1; ; k++) {
    const to = addTerm(periodStart, 'month', k);
    if (to.getTime() >= periodEnd.getTime() || to.getTime() > now.getTime()) return found;
    found = { from, to };
    from = to;
  }
}

/** Tugrik for `days` of one additional agent at `usdMnt` tugrik per dollar, rounded to the tugrik. */
export const agentDayPrice = (usdMnt: number) => Math.round(ADDITIONAL_AGENT_USD_PER_DAY * usdMnt);

/** Price of `count` purchase units of a plan priced per its term unit (a year of a monthly plan is 12 months). */
export function termPrice(plan: { price: number; term_unit: TermUnit }, unit: 'month' | 'year', count: number): number {
  if (plan.term_unit === unit) return plan.price * count;
  if (plan.term_unit === 'month' && unit === 'year') return plan.price * 12 * count;
  if (plan.term_unit === 'year' && unit === 'month') return Math.round((plan.price * count) / 12);
  return 0;
}
