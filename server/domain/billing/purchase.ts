import { and, eq } from 'drizzle-orm';
import { AUTO_EXTEND_PAY_DAYS, type PlanCode, type Purchase, type PurchaseUnit } from '../../../contracts';
import { DAY_MS, termPrice } from '../../../machines/billing-rules';
import { subscriptionCan } from '../../../machines/subscription.persistence';
import type { SubscriptionEvent } from '../../../machines/subscription.machine';
import type { Db } from '../../db/client';
import { companies, invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { exchangeRate } from './exchange-rate';
import { insertInvoice, toInvoice } from './invoices';
import { planByCode, toPlan } from './plans';
import { loadSubscription, toStored } from './subscription-store';
import { upgradeCredit } from './upgrade-credit';

const UNIT_MN: Record<PurchaseUnit, string> = { month: 'сар', year: 'жил' };

/**
 * Extend (the current plan) or upgrade (another plan; also the first purchase after a trial): an
 * invoice to pay, created under the subscription's row lock. Refusals are spec §8's catalogue.
 */
export async function purchase(
  db: Db,
  companyId: number,
  what: { kind: 'extend' } | { kind: 'upgrade'; planCode: PlanCode },
  unit: PurchaseUnit,
  count: number,
  now: Date,
): Promise<Purchase> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const found = await loadSubscription(tx, companyId, true);
    if (!found) throw new AppError('err_company_not_found');
    const stored = toStored(found.row, found.plan);
    const plan = what.kind === 'extend' ? found.plan : await planByCode(tx, what.planCode);
    if (!plan.active && plan.id !== found.plan.id) throw new AppError('err_plan_not_found');
    if (plan.termUnit === 'day') throw new AppError('err_plan_extend_month_year');
    if (stored.context.unpaid) throw new AppError('err_invoice_not_paid');
    const [open] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.kind, 'purchase'), eq(invoices.status, 'created')))
      .limit(1);
    if (open) throw new AppError(open.planId === plan.id && open.termUnit === unit && open.termCount === count ? 'err_invoice_duplicated' : 'err_invoice_not_paid');
    const event: SubscriptionEvent = what.kind === 'extend' ? { type: 'purchase.extend' } : { type: 'purchase.upgrade', planCode: what.planCode };
    if (!subscriptionCan(stored, event)) {
      throw new AppError(what.kind === 'upgrade' && plan.id === found.plan.id ? 'err_company_active_purchase' : 'err_forbidden_action');
    }
    const amount = termPrice(toPlan(plan), unit, count);
    if (amount <= 0) throw new AppError('err_plan_amount_zero');
    // An upgrade of a running paid period credits its unused days (upgrade-credit.ts states the rule).
    const credit = what.kind === 'upgrade' ? await upgradeCredit(tx, found.row, found.plan, now, amount) : null;
    const rate = (await exchangeRate(tx)).usd_mnt;
    const row = await insertInvoice(tx, {
      companyId,
      kind: 'purchase',
      planId: plan.id,
      termUnit: unit,
      termCount: count,
      lines: [
        { kind: 'plan', description: `${plan.nameMn}: ${count} ${UNIT_MN[unit]}`, quantity: count, unit_price: Math.round(amount / count), amount },
        ...(credit ? [credit] : []),
      ],
      exchangeRate: rate,
      dueAt: new Date(now.getTime() + AUTO_EXTEND_PAY_DAYS * DAY_MS),
      createdAt: now,
    }).catch((err: unknown) => {
      // Two clicks at once: the partial unique index lets one purchase invoice stay open.
      if ((err as { code?: string; cause?: { code?: string } })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505')
        throw new AppError('err_invoice_duplicated');
      throw err;
    });
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    return { plan: toPlan(plan), unit, count, invoice: toInvoice(row, plan, company.name) };
  });
}
