import { subscriptionHas } from '../../../machines/subscription.persistence';
import type { Db } from '../../db/client';
import { openAgentInvoice } from './agent-invoices';
import { billingNow } from './clock';
import { botInteractionsThisMonth } from './limits';
import { loadSubscription, toStored } from './subscription-store';

/**
 * Whether a new conversation may start with a virtual agent: not while an invoice is unpaid past
 * the period end or the subscription expired (spec §4), nor while a monthly additional-agents
 * invoice is unpaid past its due time, nor past the plan's monthly bot interaction
 * count (counted on billing's clock). Otherwise it goes to people, as when no agent is switched on.
 */
export async function virtualAgentsOn(db: Db, companyId: number, now: Date = billingNow()): Promise<boolean> {
  const found = await loadSubscription(db, companyId);
  if (!found) return true;
  if (subscriptionHas(toStored(found.row, found.plan), 'agentsOff')) return false;
  if ((await openAgentInvoice(db, companyId, now))?.overdue) return false;
  const max = found.plan.maxBotInteractions;
  return max === null || (await botInteractionsThisMonth(db, companyId, now)) < max;
}
