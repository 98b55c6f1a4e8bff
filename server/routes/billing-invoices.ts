import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvoiceIdParamsSchema, InvoiceListQuerySchema, InvoiceListSchema, InvoiceSchema, PaymentStatusSchema, QpayPaymentSchema } from '../../contracts';
import { getInvoice, listInvoices } from '../domain/billing/invoices';
import { checkPayment, handleCallback, startPayment } from '../domain/billing/payment';

const CallbackQuerySchema = z.object({ invoice: z.coerce.number().int().min(1), token: z.string().max(100) }).passthrough();

/** Invoices (spec §2 invoice view, my plan archive) and their payment through QPay. */
const billingInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['billing'];
  const companyOf = (req: FastifyRequest) => req.auth!.user.companyId!;
  const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

  app.get(
    '/api/billing/invoices',
    {
      config: { permission: 'plan.view' },
      schema: {
        tags,
        operationId: 'listInvoices',
        summary: 'Invoices, newest first (the archive)',
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListSchema },
      },
    },
    async (req) => listInvoices(app.db, companyOf(req), req.query.page, req.query.limit),
  );
  app.get(
    '/api/billing/invoices/:id',
    {
      config: { permission: 'plan.view' },
      schema: {
        tags,
        operationId: 'getInvoice',
        summary: 'One invoice',
        errors: ['err_invoice_not_found'],
        params: InvoiceIdParamsSchema,
        response: { 200: InvoiceSchema },
      },
    },
    async (req) => getInvoice(app.db, companyOf(req), req.params.id),
  );
  app.post(
    '/api/billing/invoices/:id/pay',
    {
      config: { permission: 'plan.extend' },
      schema: {
        tags,
        operationId: 'payInvoice',
        summary: "QPay's QR and bank links for an unpaid invoice (the same ones when asked again)",
        errors: ['err_invoice_not_found', 'err_invoice_state', 'err_payment_gateway'],
        params: InvoiceIdParamsSchema,
        response: { 200: QpayPaymentSchema },
      },
    },
    async (req) => startPayment(app.db, companyOf(req), req.params.id, app.billing.paymentDeps(originOf(req))),
  );
  app.get(
    '/api/billing/invoices/:id/payment',
    {
      config: { permission: 'plan.view' },
      schema: {
        tags,
        operationId: 'checkInvoicePayment',
        summary: 'Asks QPay whether the invoice is paid; a paid one is activated',
        errors: ['err_invoice_not_found', 'err_payment_gateway'],
        params: InvoiceIdParamsSchema,
        response: { 200: PaymentStatusSchema },
      },
    },
    async (req) => {
      const companyId = companyOf(req);
      await getInvoice(app.db, companyId, req.params.id);
      const r = await checkPayment(app.db, req.params.id, app.billing.paymentDeps(originOf(req)));
      if (r.changed) await app.billing.notify(companyId, 'invoice', req.params.id);
      return { invoice: await getInvoice(app.db, companyId, req.params.id), paid: r.paid };
    },
  );

  // QPay's callback: public, and never trusted alone (payment/check decides); a replay changes nothing.
  const callback = async (req: FastifyRequest) => {
    const q = CallbackQuerySchema.safeParse(req.query);
    if (q.success) {
      const r = await handleCallback(app.db, q.data.invoice, q.data.token, app.billing.paymentDeps(originOf(req))).catch((err: unknown) => {
        req.log.warn({ err }, 'QPay callback: payment check failed');
        return null;
      });
      if (r?.changed) await app.billing.notify(r.companyId, 'invoice', q.data.invoice);
    }
    return { ok: true as const };
  };
  const callbackSchema = { tags, summary: 'QPay payment callback (verified with payment/check)', response: { 200: z.object({ ok: z.literal(true) }) } };
  app.get('/api/pub/qpay/callback', { config: { access: 'public' }, schema: { ...callbackSchema, operationId: 'qpayCallbackGet' } }, callback);
  app.post('/api/pub/qpay/callback', { config: { access: 'public' }, schema: { ...callbackSchema, operationId: 'qpayCallbackPost' } }, callback);
};

export default billingInvoiceRoutes;
