import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { InvoiceLine } from '../../../contracts';
import { DAY_MS, daysLeft } from '../../../machines/billing-rules';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import type { PlanRow } from './plans';
import type { SubscriptionRow } from './subscription-store';

/**
 * The credit an upgrade gives for the unused days of the current paid period, as a negative
 * `credit` line of the upgrade invoice (the new plan's period starts when that invoice is paid).
 *
 * The rule:
 * - Only while the subscription is active on a paid plan: a trial was not paid for, and an expired
 *   or unpaid one has no paid days left.
 * - What was paid for the period: the plan and credit lines of the activated purchase and renewal
 *   invoices whose paid period lies inside the current one (an extension appended to it counts).
 * - A day's value is that sum over the period's days, rounded down (a credit never exceeds what was
 *   paid); the days credited are the whole days left after today (`daysLeft`: today counts as used).
 * - Counted when the upgrade invoice is created; at most the new plan's amount, so an invoice never
 *   goes negative (one that would come to zero is refused as err_plan_amount_zero: a longer term).
 */
export async function upgradeCredit(tx: Db, sub: SubscriptionRow, current: PlanRow, now: Date, newAmount: number): Promise<InvoiceLine | null> {
  if (sub.state !== 'active' || current.code === 'trial') return null;
  const left = daysLeft(now, sub.endsAt);
  const periodDays = Math.round((sub.endsAt.getTime() - sub.startsAt.getTime()) / DAY_MS);
  if (left <= 0 || periodDays <= 0) return null;
  const paidFor = await tx
    .select({ lines: invoices.lines })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, sub.companyId),
        eq(invoices.status, 'activated'),
        inArray(invoices.kind, ['purchase', 'renewal']),
        gte(invoices.periodStart, sub.startsAt),
        lte(invoices.periodEnd, sub.endsAt),
      ),
    );
  const paid = paidFor.flatMap((r) => r.lines as InvoiceLine[]).reduce((s, l) => (l.kind === 'plan' || l.kind === 'credit' ? s + l.amount : s), 0);
  const perDay = Math.floor(paid / periodDays);
  const credit = Math.min(perDay * left, newAmount);
  if (credit <= 0) return null;
  return {
    kind: 'credit',
    // Stored in Mongolian like every line; the invoice view and the PDF print a credit in the reader's language.
    description: `${current.nameMn}: ашиглаагүй ${left} хоногийн хасагдуулалт`,
    quantity: left,
    unit_price: -perDay,
    amount: -credit,
  };
}
