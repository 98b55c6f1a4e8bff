import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCompanyParamsSchema, OkSchema, PendingCompanyListSchema, RejectCompanyBodySchema } from '../../contracts';
import { decideCompany, listPendingCompanies } from '../domain/onboarding/approval';
import { requireSuperadmin, SUPERADMIN_ERRORS } from './superadmin-guard';

/**
 * The superadmin's admin panel: companies waiting for approval, approve and reject. Every route
 * here checks is_superadmin before the body is read; approval or rejection tells the waiting user's
 * open sessions to reload /api/me, so their guard moves on without a reload.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSuperadmin);

  const tags = ['admin'];
  const guard = SUPERADMIN_ERRORS;

  app.get(
    '/api/admin/companies',
    {
      schema: {
        tags,
        summary: 'Companies waiting for superadmin approval (superadmins only)',
        operationId: 'listPendingCompanies',
        errors: guard,
        response: { 200: PendingCompanyListSchema },
      },
    },
    async () => listPendingCompanies(app.db),
  );

  const notify = (userIds: number[]) => {
    for (const id of userIds) app.realtime.toUser(id, { type: 'permissions.changed' });
  };

  app.post(
    '/api/admin/companies/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a waiting company: its requester moves to the trial progress',
        operationId: 'approveCompany',
        errors: [...guard, 'err_company_not_found', 'err_onboarding_state'],
        params: AdminCompanyParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      notify(await decideCompany(app.db, req.auth!.user.id, req.params.id, { approve: true }));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/companies/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a waiting company with a reason',
        operationId: 'rejectCompany',
        errors: [...guard, 'err_company_not_found', 'err_onboarding_state', 'err_rejection_reason_empty'],
        params: AdminCompanyParamsSchema,
        body: RejectCompanyBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      notify(await decideCompany(app.db, req.auth!.user.id, req.params.id, { approve: false, reason: req.body.reason }));
      return { ok: true as const };
    },
  );
};

export default adminRoutes;
