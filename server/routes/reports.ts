import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_PAGE_SIZE, ReportExportQuerySchema, ReportListQuerySchema, ReportListSchema, ReportQuerySchema, ReportSummarySchema } from '../../contracts';
import { reportExport, reportFilename } from '../domain/reports/export';
import { reportRows } from '../domain/reports/list';
import { reportSummary } from '../domain/reports/summary';
import { requestLocale } from '../lib/messages';

/** Reports and analytics (/control_panel): figures with dashboard.view, files with dashboard.export. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];
  const tz = app.config.companyTimeZone;
  app.get(
    '/api/reports/summary',
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        summary: 'Figures of the interactions begun in a period, filtered by channel, agent and tag',
        querystring: ReportQuerySchema,
        response: { 200: ReportSummarySchema },
      },
    },
    async (req) => reportSummary(app.db, req.auth!.user.companyId!, req.query, tz),
  );
  app.get(
    '/api/reports/interactions',
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        summary: 'The interactions behind one number of the report (drill), a page at a time',
        querystring: ReportListQuerySchema,
        response: { 200: ReportListSchema },
      },
    },
    async (req) => {
      const { drill, page, ...filter } = req.query;
      return reportRows(app.db, req.auth!.user.companyId!, filter, drill, tz, { limit: REPORT_PAGE_SIZE, offset: (page - 1) * REPORT_PAGE_SIZE });
    },
  );
  app.get(
    '/api/reports/export',
    { config: { permission: 'dashboard.export' }, schema: { tags, summary: 'One table of the report as CSV or XLSX', querystring: ReportExportQuerySchema } },
    async (req, reply) => {
      const q = req.query;
      reply
        .header('content-type', q.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${reportFilename(q.table, q.format, tz)}"`);
      return reply.send(reportExport(app.db, req.auth!.user.companyId!, q, requestLocale(req), tz));
    },
  );
};

export default reportRoutes;
