import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvoiceIdParamsSchema } from '../../contracts/billing.schema';
import { getInvoice } from '../domain/billing/invoices';
import { requestLocale } from '../lib/messages';

/**
 * GET /api/billing/invoices/:id/pdf: the printable invoice. It reads the invoice with the invoice
 * view's own query, scoped to the session's company under plan.view (404 for another company's id),
 * so the PDF never shows what the invoice view would refuse.
 */
const billingPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/billing/invoices/:id/pdf',
    {
      config: { permission: 'plan.view' },
      schema: {
        tags: ['billing'],
        summary: 'The invoice as a printable PDF (A4), in the caller’s language, totals in tugrik',
        operationId: 'getInvoicePdf',
        params: InvoiceIdParamsSchema,
        errors: ['err_invoice_not_found'],
      },
    },
    async (req, reply) => {
      const invoice = await getInvoice(app.db, req.auth!.user.companyId!, req.params.id);
      // pdfkit and the fonts (about 27 MB) load with the first invoice printed, not at start-up.
      const { renderInvoicePdf } = await import('../domain/billing/invoice-pdf');
      const pdf = await renderInvoicePdf(invoice, requestLocale(req), app.config.companyTimeZone);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoice.number.replace(/[^\w.-]/g, '_')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default billingPdfRoutes;
