import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListQuerySchema, AuditListSchema } from '../../contracts';
import { listAudit } from '../domain/audit/list-audit';

/**
 * The company's audit log, read-only: no route edits or deletes it (and the database refuses to).
 * audit.view is the admin role's by default (contracts/permissions.ts says why).
 */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit-log',
    {
      config: { permission: 'audit.view' },
      schema: {
        tags: ['audit'],
        summary: "The company's audit log, newest first: page/size (defaults 1 and 20), action, user_id (who), from/to (inclusive ISO times)",
        operationId: 'listAuditLog',
        querystring: AuditListQuerySchema,
        response: { 200: AuditListSchema },
      },
    },
    async (req) => listAudit(app.db, req.auth!.user.companyId!, req.query),
  );
};

export default auditLogRoutes;
