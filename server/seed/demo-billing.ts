import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { additionalAgents, invoices, plans, subscriptions } from '../db/schema';
import { createCompanyWithOwner } from '../domain/companies/create-company';
import { insertInvoice } from '../domain/billing/invoices';
import { ensureSubscriptions } from '../domain/billing/subscription-store';
import { addTerm, DAY_MS } from '../../machines/billing-rules';

const days = (now: Date, n: number) => new Date(now.getTime() + n * DAY_MS);

/**
 * Billing demo: Demo LLC on business with two paid months behind it, an extension invoice due in
 * 2 days (to pay through the QPay fake) and one additional agent; a second company whose trial ends
 * tomorrow, so its admin sees the one-day reminder.
 */
export async function seedDemoBilling(db: Db, companyId: number, password: string, now = new Date()) {
  const [business] = await db.select().from(plans).where(eq(plans.code, 'business'));
  const rate = 3450;
  const start = addTerm(days(now, 10), 'month', -1);
  await ensureSubscriptions(db, companyId);
  await db
    .update(subscriptions)
    .set({ planId: business.id, state: 'active', startsAt: start, endsAt: days(now, 10), autoExtend: true, renewUnit: 'month' })
    .where(eq(subscriptions.companyId, companyId));
  const planLine = (n: number) => [
    { kind: 'plan' as const, description: `${business.nameMn}: ${n} сар`, quantity: n, unit_price: business.price, amount: business.price * n },
  ];
  // The month before and the running one, paid (an upgrade credits the running one's unused days).
  for (const [i, method] of [
    [1, 'qpay'],
    [0, 'manual'],
  ] as const) {
    const periodStart = addTerm(start, 'month', -i);
    const inv = await insertInvoice(db, {
      companyId,
      kind: 'purchase',
      planId: business.id,
      termUnit: 'month',
      termCount: 1,
      lines: planLine(1),
      exchangeRate: rate,
      dueAt: days(periodStart, 3),
      createdAt: days(periodStart, -1),
    });
    await db
      .update(invoices)
      .set({
        status: 'activated',
        paidAt: periodStart,
        activatedAt: periodStart,
        paidMethod: method,
        paidBy: method === 'qpay' ? 'QPay' : 'Super Admin',
        periodStart,
        periodEnd: addTerm(periodStart, 'month', 1),
      })
      .where(eq(invoices.id, inv.id));
  }
  // The extension asked for yesterday: due in 2 days.
  await insertInvoice(db, {
    companyId,
    kind: 'purchase',
    planId: business.id,
    termUnit: 'month',
    termCount: 1,
    lines: planLine(1),
    exchangeRate: rate,
    dueAt: days(now, 2),
    createdAt: days(now, -1),
  });
  await db.insert(additionalAgents).values({ companyId, startedAt: days(now, -12), billedUntil: days(now, -12) });

  const { company } = await createCompanyWithOwner(
    db,
    { name: 'Trial Shop LLC', sector: 'trade' },
    { email: 'trial@demo.mn', password, firstName: 'Туршилт', lastName: 'Дэлгүүр' },
  );
  await ensureSubscriptions(db, company.id);
  await db
    .update(subscriptions)
    .set({ startsAt: days(now, -12.5), endsAt: days(now, 1.5) })
    .where(eq(subscriptions.companyId, company.id));
}
