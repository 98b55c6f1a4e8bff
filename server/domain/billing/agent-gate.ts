import { asc, eq, sql } from 'drizzle-orm';
import { subscriptionHas } from '../../../machines/subscription.persistence';
import type { Db } from '../../db/client';
import { invoices, plans, subscriptions } from '../../db/schema';
import { unpaidAgentInvoices } from './agent-invoices';
import { botInteractionsQuery } from './limits';
import { billingNow } from './clock';
import { loadSubscription, toStored } from './subscription-store';

/**
 * Whether a new conversation may start with a virtual agent: not while an invoice is unpaid past
 * the period end or the subscription expired (spec §4), nor while a monthly additional-agents
 * invoice is unpaid past its due time, nor past the plan's monthly bot interaction
 * count (counted on billing's clock). Otherwise it goes to people, as when no agent is switched on.
 * Every new conversation on a channel with an agent asks: the subscription, the oldest open
 * additional-agents invoice (the rule of agent-invoices.ts) and the month's bot usage (limits.ts's
 * query) are read in one statement.
 */
export async function virtualAgentsOn(db: Db, companyId: number, now: Date = billingNow()): Promise<boolean> {
  const oldestUnpaidDue = db.select({ dueAt: invoices.dueAt }).from(invoices).where(unpaidAgentInvoices(companyId)).orderBy(asc(invoices.dueAt)).limit(1);
  const [found] = await db
    .select({
      row: subscriptions,
      plan: plans,
      agentInvoiceDue: sql<string | null>`(${oldestUnpaidDue})`,
      botInteractions: sql<number>`(${botInteractionsQuery(db, companyId, now)})`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  // A company without its subscription row yet gets one (loadSubscription); then nothing is unpaid or used.
  if (!found) return (await loadSubscription(db, companyId)) === null || virtualAgentsOn(db, companyId, now);
  if (subscriptionHas(toStored(found.row, found.plan), 'agentsOff')) return false;
  if (found.agentInvoiceDue !== null && new Date(found.agentInvoiceDue).getTime() <= now.getTime()) return false;
  const max = found.plan.maxBotInteractions;
  return max === null || Number(found.botInteractions) < max;
}
