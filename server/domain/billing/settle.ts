import { eq } from 'drizzle-orm';
import type { PlanCode, PurchaseUnit } from '../../../contracts';
import { nextInvoiceStatus } from '../../../machines/invoice.machine';
import { addTerm } from '../../../machines/billing-rules';
import { applySubscriptionEvents } from '../../../machines/subscription.persistence';
import type { Db } from '../../db/client';
import { invoices, plans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { loadSubscription, saveStored, toStored } from './subscription-store';

export interface Payer {
  method: 'qpay' | 'manual';
  /** 'QPay' or the superadmin's name. */
  by: string;
  userId: number | null;
}

/**
 * Pays an invoice and activates it (created → paid → activated) in one transaction under the
 * invoice's and the subscription's row locks: the period it pays for starts, virtual agents come
 * back on. Paying an invoice already paid changes nothing and answers `changed: false` (a replayed
 * QPay callback); a cancelled one is refused.
 */
export async function settleInvoice(db: Db, invoiceId: number, payer: Payer, now: Date): Promise<{ companyId: number; changed: boolean }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!inv) throw new AppError('err_invoice_not_found');
    const context = { paidMethod: null, paidBy: null, paidAt: null };
    const status = inv.status as 'created' | 'paid' | 'activated' | 'cancelled';
    if (status === 'paid' || status === 'activated') return { companyId: inv.companyId, changed: false };
    if (
      nextInvoiceStatus(status, context, [{ type: 'invoice.pay', method: payer.method, by: payer.by, at: now.toISOString() }, { type: 'invoice.activate' }]) !==
      'activated'
    )
      throw new AppError('err_invoice_state');
    if (inv.kind === 'additional_agents') {
      // Days already used: paying starts no period; the agents come back on (agent-gate.ts reads it).
      await tx
        .update(invoices)
        .set({ status: 'activated', paidAt: now, paidMethod: payer.method, paidBy: payer.by, paidByUserId: payer.userId, activatedAt: now })
        .where(eq(invoices.id, inv.id));
      return { companyId: inv.companyId, changed: true };
    }
    const found = await loadSubscription(tx, inv.companyId, true);
    if (!found) throw new AppError('err_company_not_found');
    const stored = toStored(found.row, found.plan);
    const [plan] = await tx.select().from(plans).where(eq(plans.id, inv.planId));
    let start: Date;
    let end: Date;
    if (inv.kind === 'renewal' && inv.periodStart && inv.periodEnd) {
      start = inv.periodStart;
      end = inv.periodEnd;
    } else {
      // Extending a running period appends to it; anything else (upgrade, after a trial or expiry) starts now.
      const appends = plan.id === found.plan.id && found.row.state === 'active' && found.row.endsAt > now;
      start = appends ? found.row.endsAt : now;
      end = addTerm(start, inv.termUnit as PurchaseUnit, inv.termCount);
    }
    const next = applySubscriptionEvents(stored, [
      { type: 'invoice.activated', planCode: plan.code as PlanCode, periodStart: start.toISOString(), periodEnd: end.toISOString() },
    ]);
    if (!next) throw new AppError('err_invoice_state');
    await tx
      .update(invoices)
      .set({
        status: 'activated',
        paidAt: now,
        paidMethod: payer.method,
        paidBy: payer.by,
        paidByUserId: payer.userId,
        activatedAt: now,
        periodStart: start,
        periodEnd: end,
      })
      .where(eq(invoices.id, inv.id));
    // An extension keeps the running period's start; the stored context says where the paid time began.
    if (start.getTime() === found.row.endsAt.getTime() && inv.kind === 'purchase') next.context.startsAt = found.row.startsAt.toISOString();
    await saveStored(tx, inv.companyId, next, inv.kind === 'purchase' ? { renewUnit: inv.termUnit } : {});
    return { companyId: inv.companyId, changed: true };
  });
}
