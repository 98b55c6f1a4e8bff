import { eq, sql } from 'drizzle-orm';
import { TRIAL_DAYS, type PlanCode, type SubscriptionState } from '../../../contracts';
import { addTerm } from '../../../machines/billing-rules';
import type { StoredSubscription } from '../../../machines/subscription.persistence';
import type { Db } from '../../db/client';
import { companies, plans, subscriptions } from '../../db/schema';
import type { PlanRow } from './plans';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Every company has a subscription row; one made before billing existed (or by any path that makes
 * companies) gets a trial from its creation on first use. Safe to race: insert-if-missing.
 */
export async function ensureSubscriptions(db: Db, companyId?: number) {
  const only = companyId === undefined ? sql`true` : sql`c.id = ${companyId}`;
  await db.execute(sql`
    insert into subscriptions (company_id, plan_id, state, starts_at, ends_at, auto_extend)
    select c.id, p.id, 'trial', c.created_at, c.created_at + make_interval(days => ${TRIAL_DAYS}), true
    from companies c cross join plans p
    where p.code = 'trial' and c.is_created and ${only}
      and not exists (select 1 from subscriptions s where s.company_id = c.id)
    on conflict do nothing`);
}

/** The company's subscription and plan; `lock` takes the row for update (inside a transaction). */
export async function loadSubscription(db: Db, companyId: number, lock = false): Promise<{ row: SubscriptionRow; plan: PlanRow } | null> {
  let q = db
    .select({ row: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.companyId, companyId));
  if (lock) q = q.for('update', { of: subscriptions }) as typeof q;
  const [found] = await q.limit(1);
  if (found) return found;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) return null;
  await ensureSubscriptions(db, companyId);
  const [made] = await db
    .select({ row: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  return made ?? null;
}

export const toStored = (row: SubscriptionRow, plan: PlanRow): StoredSubscription => ({
  state: row.state as SubscriptionState,
  context: {
    planCode: plan.code as PlanCode,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    autoExtend: row.autoExtend,
    unpaid: row.unpaidDueAt ? { invoiceId: row.unpaidInvoiceId, dueAt: row.unpaidDueAt.toISOString() } : null,
  },
});

/** Writes the machine's state and context back (plan by code). */
export async function saveStored(tx: Db, companyId: number, s: StoredSubscription, extra: { renewUnit?: string } = {}) {
  await tx
    .update(subscriptions)
    .set({
      planId: sql`(select id from plans where code = ${s.context.planCode})`,
      state: s.state,
      startsAt: new Date(s.context.startsAt),
      endsAt: new Date(s.context.endsAt),
      autoExtend: s.context.autoExtend,
      unpaidInvoiceId: s.context.unpaid?.invoiceId ?? null,
      unpaidDueAt: s.context.unpaid ? new Date(s.context.unpaid.dueAt) : null,
      updatedAt: new Date(),
      ...(extra.renewUnit ? { renewUnit: extra.renewUnit } : {}),
    })
    .where(eq(subscriptions.companyId, companyId));
}

export { addTerm };
