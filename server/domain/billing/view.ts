import { and, asc, eq } from 'drizzle-orm';
import type { Subscription } from '../../../contracts';
import { daysLeft, reminderOf } from '../../../machines/billing-rules';
import { subscriptionHas } from '../../../machines/subscription.persistence';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { listAdditionalAgents } from './additional-agents';
import { openAgentInvoice } from './agent-invoices';
import { companyLimits, companyUsage } from './limits';
import { toPlan } from './plans';
import { loadSubscription, toStored } from './subscription-store';

/** GET /api/billing/subscription: the plan page and the admins' header notice read this. */
export async function subscriptionView(db: Db, companyId: number, now: Date): Promise<Subscription> {
  const found = await loadSubscription(db, companyId);
  if (!found) throw new AppError('err_company_not_found');
  const stored = toStored(found.row, found.plan);
  const until = stored.context.unpaid ? new Date(stored.context.unpaid.dueAt) : found.row.endsAt;
  const [usage, limits, agents, agentInvoice, [purchase]] = await Promise.all([
    companyUsage(db, companyId, now),
    companyLimits(db, companyId),
    listAdditionalAgents(db, companyId),
    openAgentInvoice(db, companyId, now),
    // An extension or upgrade asked for and not paid yet: a new purchase waits for it (err_invoice_not_paid).
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.kind, 'purchase'), eq(invoices.status, 'created')))
      .orderBy(asc(invoices.id))
      .limit(1),
  ]);
  const running = stored.state === 'trial' || stored.state === 'active';
  return {
    plan: toPlan(found.plan),
    state: stored.state,
    starts_at: found.row.startsAt.toISOString(),
    ends_at: found.row.endsAt.toISOString(),
    days_left: stored.state === 'expired' ? 0 : daysLeft(now, until),
    auto_extend: found.row.autoExtend,
    usage,
    limits,
    unpaid_invoice_id: stored.context.unpaid?.invoiceId ?? agentInvoice?.id ?? purchase?.id ?? null,
    // Running: the alerts before the end; unpaid past the end: pay today on the due day.
    reminder: running ? reminderOf(now, found.row.endsAt) : stored.context.unpaid ? reminderOf(now, until) : 'none',
    virtual_agents_enabled: !subscriptionHas(stored, 'agentsOff') && !agentInvoice?.overdue,
    additional_agents: agents,
  };
}
