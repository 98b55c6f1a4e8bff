import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { BILLING_CURRENCY, type Invoice, type InvoiceKind, type InvoiceLine, type InvoiceStatus, type TermUnit } from '../../../contracts';
import type { Db } from '../../db/client';
import { companies, invoices, plans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPlan, type PlanRow } from './plans';

export type InvoiceRow = typeof invoices.$inferSelect;

export const toInvoice = (r: InvoiceRow, plan: PlanRow, companyName: string): Invoice => ({
  id: r.id,
  number: r.number,
  status: r.status as InvoiceStatus,
  kind: r.kind as Invoice['kind'],
  plan: toPlan(plan),
  term_unit: r.termUnit as TermUnit,
  term_count: r.termCount,
  lines: r.lines as InvoiceLine[],
  total: r.total,
  currency: BILLING_CURRENCY,
  exchange_rate: r.exchangeRate,
  due_at: r.dueAt.toISOString(),
  paid_at: r.paidAt?.toISOString() ?? null,
  paid_method: (r.paidMethod as Invoice['paid_method']) ?? null,
  paid_by: r.paidBy,
  activated_at: r.activatedAt?.toISOString() ?? null,
  cancelled_at: r.cancelledAt?.toISOString() ?? null,
  period_start: r.periodStart?.toISOString() ?? null,
  period_end: r.periodEnd?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  company_name: companyName,
});

export interface NewInvoice {
  companyId: number;
  kind: InvoiceKind;
  planId: number;
  termUnit: TermUnit;
  termCount: number;
  lines: InvoiceLine[];
  exchangeRate: number;
  dueAt: Date;
  createdAt: Date;
  periodStart?: Date | null;
  periodEnd?: Date | null;
}

/** Stores an invoice and gives it its printed number (INV-<year>-<id>), inside the caller's transaction. */
export async function insertInvoice(tx: Db, i: NewInvoice): Promise<InvoiceRow> {
  const total = i.lines.reduce((s, l) => s + l.amount, 0);
  if (total <= 0) throw new AppError('err_plan_amount_zero');
  const tmp = `TMP-${randomBytes(8).toString('hex')}`;
  const [row] = await tx
    .insert(invoices)
    .values({
      companyId: i.companyId,
      number: tmp,
      kind: i.kind,
      planId: i.planId,
      termUnit: i.termUnit,
      termCount: i.termCount,
      lines: i.lines,
      total,
      exchangeRate: i.exchangeRate,
      dueAt: i.dueAt,
      createdAt: i.createdAt,
      periodStart: i.periodStart ?? null,
      periodEnd: i.periodEnd ?? null,
      callbackToken: randomBytes(18).toString('base64url'),
    })
    .returning();
  const number = `INV-${i.createdAt.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;
  const [numbered] = await tx.update(invoices).set({ number }).where(eq(invoices.id, row.id)).returning();
  return numbered;
}

/** One invoice with its plan and company name; `companyId` null for the superadmin (any company). */
export async function findInvoice(db: Db, companyId: number | null, id: number) {
  const where = companyId === null ? eq(invoices.id, id) : and(eq(invoices.id, id), eq(invoices.companyId, companyId));
  const [found] = await db
    .select({ row: invoices, plan: plans, companyName: companies.name })
    .from(invoices)
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .limit(1);
  if (!found) throw new AppError('err_invoice_not_found');
  return found;
}

export async function getInvoice(db: Db, companyId: number | null, id: number): Promise<Invoice> {
  const f = await findInvoice(db, companyId, id);
  return toInvoice(f.row, f.plan, f.companyName);
}

/** The archive of spec §2 (/settings/my_plan_archive): newest first, paged. */
export async function listInvoices(db: Db, companyId: number, page: number, limit: number) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ row: invoices, plan: plans, companyName: companies.name })
      .from(invoices)
      .innerJoin(plans, eq(plans.id, invoices.planId))
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(eq(invoices.companyId, companyId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(invoices).where(eq(invoices.companyId, companyId)),
  ]);
  return { items: rows.map((f) => toInvoice(f.row, f.plan, f.companyName)), total: Number(n) };
}
