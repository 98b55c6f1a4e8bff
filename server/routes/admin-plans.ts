import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExchangeRateBodySchema,
  ExchangeRateSchema,
  InvoiceIdParamsSchema,
  InvoiceSchema,
  PlanBodySchema,
  PlanIdParamsSchema,
  PlanListSchema,
  PlanSchema,
} from '../../contracts';
import { writeAudit } from '../domain/audit/write-audit';
import { exchangeRate, setExchangeRate } from '../domain/billing/exchange-rate';
import { findInvoice, getInvoice } from '../domain/billing/invoices';
import { listPlans, updatePlan } from '../domain/billing/plans';
import { settleInvoice } from '../domain/billing/settle';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { auditorOf, personName } from '../lib/auditor';
import { requireSuperadmin, SUPERADMIN_ERRORS } from './superadmin-guard';

/** The superadmin's billing panel: plans, the exchange rate, and invoices paid by bank transfer. */
const adminPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSuperadmin);
  const tags = ['admin'];
  const guard = SUPERADMIN_ERRORS;

  app.get(
    '/api/admin/plans',
    { schema: { tags, operationId: 'adminListPlans', summary: 'All plans, withdrawn ones too (superadmins only)', errors: guard, response: { 200: PlanListSchema } } },
    async () => ({ items: await listPlans(app.db, true) }),
  );
  app.put(
    '/api/admin/plans/:id',
    {
      schema: {
        tags,
        operationId: 'adminUpdatePlan',
        summary: "Edit a plan's names, term unit, price and limits (superadmins only)",
        errors: [...guard, 'err_plan_not_found', 'err_plan_amount_zero', 'err_plan_extend_month_year'],
        params: PlanIdParamsSchema,
        body: PlanBodySchema,
        response: { 200: PlanSchema },
      },
    },
    async (req) => updatePlan(app.db, req.params.id, req.body),
  );
  app.get(
    '/api/admin/exchange-rate',
    { schema: { tags, operationId: 'adminGetExchangeRate', summary: 'Tugrik per US dollar (additional agents)', errors: guard, response: { 200: ExchangeRateSchema } } },
    async () => exchangeRate(app.db),
  );
  app.put(
    '/api/admin/exchange-rate',
    {
      schema: {
        tags,
        operationId: 'adminSetExchangeRate',
        summary: 'Set tugrik per US dollar; new invoices print it',
        errors: guard,
        body: ExchangeRateBodySchema,
        response: { 200: ExchangeRateSchema },
      },
    },
    async (req) => setExchangeRate(app.db, req.body.usd_mnt),
  );
  app.post(
    '/api/admin/invoices/:id/mark-paid',
    {
      schema: {
        tags,
        operationId: 'adminMarkInvoicePaid',
        summary: 'Mark an invoice paid by hand (bank transfer): recorded with who and when, and in the audit log',
        errors: [...guard, 'err_invoice_not_found', 'err_invoice_state'],
        params: InvoiceIdParamsSchema,
        response: { 200: InvoiceSchema },
      },
    },
    async (req) => {
      const user = req.auth!.user;
      const { row } = await findInvoice(app.db, null, req.params.id);
      if (row.status !== 'created') throw new AppError('err_invoice_state');
      const r = await settleInvoice(app.db, row.id, { method: 'manual', by: personName(user), userId: user.id }, app.billing.now());
      await writeAudit(app.db as Db, r.companyId, auditorOf(req), 'invoice.marked_paid', { invoice_id: row.id, number: row.number, total: row.total });
      await app.billing.notify(r.companyId, 'invoice', row.id);
      return getInvoice(app.db, null, row.id);
    },
  );
};

export default adminPlanRoutes;
