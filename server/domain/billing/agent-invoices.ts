import { and, asc, eq, lte } from 'drizzle-orm';
import { agentMonthBoundary, renewalDueAt } from '../../../machines/billing-rules';
import type { Db } from '../../db/client';
import { billingReminders, invoices } from '../../db/schema';
import { billAgentDays } from './agent-lines';
import { insertInvoice } from './invoices';
import type { PlanRow } from './plans';
import type { SubscriptionRow } from './subscription-store';

/**
 * A yearly (or several-month) period's additional agents are billed every month of use (spec §9),
 * not on the renewal a year later: at each month boundary inside the period an invoice of their days
 * so far, at the superadmin's rate of that day, due by the renewal's rule (3 days with auto-extend,
 * else the next day). Runs inside the scheduler's per-company transaction and lock; the agents'
 * `billed_until` moves in the same transaction and `invoices_agents_once` holds one per month.
 */
export async function issueAgentInvoice(tx: Db, sub: SubscriptionRow, plan: PlanRow, rate: number, now: Date): Promise<number | null> {
  const month = agentMonthBoundary(sub.startsAt, sub.endsAt, now);
  if (!month) return null;
  const lines = await billAgentDays(tx, sub.companyId, month.to, rate);
  // Nothing left to bill before `to` (billed already, or no agent ran): no invoice.
  if (!lines.length) return null;
  const row = await insertInvoice(tx, {
    companyId: sub.companyId,
    kind: 'additional_agents',
    planId: plan.id,
    termUnit: 'month',
    termCount: 1,
    lines,
    exchangeRate: rate,
    dueAt: renewalDueAt(month.to, sub.autoExtend),
    createdAt: now,
    periodStart: month.from,
    periodEnd: month.to,
  });
  return row.id;
}

/** A company's additional-agents invoices not paid yet (the plan page, the scheduler and the agent gate ask). */
export const unpaidAgentInvoices = (companyId: number) => and(eq(invoices.companyId, companyId), eq(invoices.kind, 'additional_agents'), eq(invoices.status, 'created'));

/** The oldest additional-agents invoice still unpaid (the plan page links it), and whether it is past due. */
export async function openAgentInvoice(db: Db, companyId: number, now: Date): Promise<{ id: number; overdue: boolean; periodEnd: Date } | null> {
  const [row] = await db
    .select({ id: invoices.id, dueAt: invoices.dueAt, periodEnd: invoices.periodEnd })
    .from(invoices)
    .where(unpaidAgentInvoices(companyId))
    .orderBy(asc(invoices.dueAt))
    .limit(1);
  return row ? { id: row.id, overdue: row.dueAt.getTime() <= now.getTime(), periodEnd: row.periodEnd ?? row.dueAt } : null;
}

/**
 * True once per overdue additional-agents invoice, when the scheduler first sees it past due: the
 * virtual agents go off then (their conversations to people), recorded in billing_reminders.
 */
export async function agentInvoiceWentOverdue(tx: Db, companyId: number, now: Date): Promise<number | null> {
  const [row] = await tx
    .select({ id: invoices.id, periodEnd: invoices.periodEnd })
    .from(invoices)
    .where(and(unpaidAgentInvoices(companyId), lte(invoices.dueAt, now)))
    .orderBy(asc(invoices.dueAt))
    .limit(1);
  if (!row?.periodEnd) return null;
  const made = await tx.insert(billingReminders).values({ companyId, periodEnd: row.periodEnd, kind: 'agents_overdue', sentAt: now }).onConflictDoNothing().returning();
  return made.length ? row.id : null;
}
