import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { PurchaseUnit, Reminder } from '../../../contracts';
import { addTerm, reminderOf, termPrice, DAY_MS } from '../../../machines/billing-rules';
import { applySubscriptionEvents, subscriptionHas } from '../../../machines/subscription.persistence';
import type { Db } from '../../db/client';
import { billingReminders, invoices, subscriptions } from '../../db/schema';
import { agentInvoiceWentOverdue, issueAgentInvoice } from './agent-invoices';
import { billAgentDays } from './agent-lines';
import { exchangeRate } from './exchange-rate';
import { insertInvoice } from './invoices';
import { toPlan } from './plans';
import { ensureSubscriptions, loadSubscription, saveStored, toStored } from './subscription-store';

/** First key of billing's advisory locks (the second is the company id), apart from routing's 7311 and telephony's. */
export const BILLING_LOCK_SPACE = 7411;

export interface BillingOutcome {
  companyId: number;
  /** The subscription or an invoice changed (billing.changed to the company). */
  changed: boolean;
  /** Virtual agents just went off: conversations they hold go to people. */
  agentsOff: boolean;
  /** A reminder whose e-mail is due now (recorded, so it goes once). */
  remind: Exclude<Reminder, 'none'> | null;
  endsAt: Date;
  planNames: { mn: string; en: string };
  invoiceId: number | null;
}

/**
 * One pass of scheduled billing at `now` (the caller's clock): trials and periods that ended,
 * renewal invoices (with the additional agents' days), expiry of unpaid ones, reminders. Each
 * company is handled in its own transaction under a per-company advisory lock and its row lock,
 * re-read inside them, so any number of processes may run this at once: the second finds the work
 * done. A renewal is also unique per (company, period start) in the database.
 */
export async function runBillingTick(db: Db, now: Date): Promise<BillingOutcome[]> {
  await ensureSubscriptions(db);
  const soon = new Date(now.getTime() + 2 * DAY_MS);
  const due = await db
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(
      or(
        and(inArray(subscriptions.state, ['trial', 'active']), lte(subscriptions.endsAt, soon)),
        and(inArray(subscriptions.state, ['due', 'grace']), or(lte(subscriptions.unpaidDueAt, now), sql`${subscriptions.unpaidInvoiceId} is null`)),
        // Running additional agents, or their unpaid monthly invoice (agent-invoices.ts).
        and(
          eq(subscriptions.state, 'active'),
          sql`(exists (select 1 from additional_agents a where a.company_id = ${subscriptions.companyId} and (a.ended_at is null or a.billed_until < a.ended_at))
            or exists (select 1 from invoices i where i.company_id = ${subscriptions.companyId} and i.kind = 'additional_agents' and i.status = 'created'))`,
        ),
      ),
    );
  const out: BillingOutcome[] = [];
  for (const { companyId } of due) {
    const r = await tickCompany(db, companyId, now);
    if (r && (r.changed || r.remind)) out.push(r);
  }
  return out;
}

async function tickCompany(db: Db, companyId: number, now: Date): Promise<BillingOutcome | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK_SPACE}::int, ${companyId}::int)`);
    const found = await loadSubscription(tx, companyId, true);
    if (!found) return null;
    const before = toStored(found.row, found.plan);
    let next = applySubscriptionEvents(before, [{ type: 'clock.tick', now: now.toISOString() }])!;
    let invoiceId: number | null = next.context.unpaid?.invoiceId ?? null;
    if (next.context.unpaid && next.context.unpaid.invoiceId === null) {
      // The period ended unpaid: the renewal invoice (one renew unit of the plan, plus agent days).
      const periodStart = new Date(before.context.endsAt);
      const unit = found.row.renewUnit as PurchaseUnit;
      const rate = (await exchangeRate(tx)).usd_mnt;
      const amount = termPrice(toPlan(found.plan), unit, 1);
      const lines = [
        { kind: 'plan' as const, description: `${found.plan.nameMn}: 1 ${unit === 'year' ? 'жил' : 'сар'}`, quantity: 1, unit_price: amount, amount },
        ...(await billAgentDays(tx, companyId, periodStart, rate)),
      ].filter((l) => l.amount > 0);
      const [existing] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), eq(invoices.kind, 'renewal'), eq(invoices.periodStart, periodStart)));
      const id =
        existing?.id ??
        (
          await insertInvoice(tx, {
            companyId,
            kind: 'renewal',
            planId: found.plan.id,
            termUnit: unit,
            termCount: 1,
            lines,
            exchangeRate: rate,
            dueAt: new Date(next.context.unpaid.dueAt),
            createdAt: now,
            periodStart,
            periodEnd: addTerm(periodStart, unit, 1),
          })
        ).id;
      next = applySubscriptionEvents(next, [{ type: 'invoice.issued', invoiceId: id }])!;
      invoiceId = id;
      // The same tick may already be past the due time (a scheduler that was down): apply it again.
      next = applySubscriptionEvents(next, [{ type: 'clock.tick', now: now.toISOString() }])!;
    }
    if (next.state === 'expired' && before.context.unpaid?.invoiceId) {
      await tx
        .update(invoices)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(and(eq(invoices.id, before.context.unpaid.invoiceId), eq(invoices.status, 'created')));
    }
    let changed = next.state !== before.state || JSON.stringify(next.context) !== JSON.stringify(before.context);
    if (changed) await saveStored(tx, companyId, next);
    // Inside a paid period: the additional agents' month, and its invoice unpaid past due turns them off.
    let agentsOverdue = false;
    if (before.state === 'active' && next.state === 'active') {
      const issued = await issueAgentInvoice(tx, found.row, found.plan, (await exchangeRate(tx)).usd_mnt, now);
      const overdue = await agentInvoiceWentOverdue(tx, companyId, now);
      agentsOverdue = overdue !== null;
      invoiceId = issued ?? overdue ?? invoiceId;
      changed = changed || issued !== null || agentsOverdue;
    }
    let remind: BillingOutcome['remind'] = null;
    const r = next.state === 'trial' || next.state === 'active' ? reminderOf(now, new Date(next.context.endsAt)) : 'none';
    if (r !== 'none') {
      const made = await tx
        .insert(billingReminders)
        .values({ companyId, periodEnd: new Date(next.context.endsAt), kind: r, sentAt: now })
        .onConflictDoNothing()
        .returning();
      if (made.length) remind = r;
    }
    return {
      companyId,
      changed,
      agentsOff: (!subscriptionHas(before, 'agentsOff') && subscriptionHas(next, 'agentsOff')) || agentsOverdue,
      remind,
      endsAt: new Date(next.context.endsAt),
      planNames: { mn: found.plan.nameMn, en: found.plan.nameEn },
      invoiceId,
    };
  });
}
