import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PutRolePermissionsBodySchema, RoleMatrixSchema, RoleParamsSchema } from '../../contracts';
import { roleMatrix, setRolePermissions } from '../domain/users/role-matrix';
import { auditorOf } from '../lib/auditor';

/** Role settings: the permission matrix of spec §6, per company. */
const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/roles',
    {
      config: { permission: 'settings.view' },
      schema: { tags: ['users'], summary: "The company's role/permission matrix", operationId: 'getRoleMatrix', response: { 200: RoleMatrixSchema } },
    },
    async (req) => roleMatrix(app.db, req.auth!.user.companyId!),
  );

  app.put(
    '/api/roles/:role/permissions',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags: ['users'],
        summary: "Replace a role's permissions (admins; the admin role keeps all)",
        errors: ['err_no_edit_permission', 'err_forbidden_action'],
        params: RoleParamsSchema,
        body: PutRolePermissionsBodySchema,
        response: { 200: RoleMatrixSchema },
      },
    },
    async (req) => {
      const user = req.auth!.user;
      await setRolePermissions(app.db, { companyId: user.companyId!, role: user.role }, req.params.role, req.body.permissions, auditorOf(req));
      // Open sessions pick the change up on their next request; sockets first leave the rooms the
      // change took from them (and join those it gave), then are told to reload.
      await app.realtime.refreshAccess(user.companyId!);
      app.realtime.toCompany(user.companyId!, { type: 'permissions.changed' });
      return roleMatrix(app.db, user.companyId!);
    },
  );
};

export default roleRoutes;
