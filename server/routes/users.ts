import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ChangeRoleBodySchema,
  ChangeStatusBodySchema,
  OkSchema,
  USER_DETAILS_PERMISSION,
  UserIdParamsSchema,
  UserListQuerySchema,
  UsersAnswerSchema,
} from '../../contracts';
import { asColleagues, listUsers } from '../domain/users/list-users';
import { AppError } from '../lib/app-error';
import { changeRole, changeStatus, deleteUser } from '../domain/users/manage-user';
import { auditorOf } from '../lib/auditor';

const actorOf = (req: FastifyRequest) => {
  const u = req.auth!.user;
  return { id: u.id, companyId: u.companyId!, role: u.role };
};

/** The company's users: the list of spec §7 and the admin's role, status and delete actions. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary:
          "The company's users: page/size (defaults 1 and 100), user_type, user_status, role. E-mail, phone, role and owner only with settings.view (and the role filter); others get names, picture, type, status and presence",
        querystring: UserListQuerySchema,
        response: { 200: UsersAnswerSchema },
      },
    },
    async (req) => {
      const companyId = req.auth!.user.companyId!;
      const details = req.auth!.permissions.includes(USER_DETAILS_PERMISSION);
      // Filtering by role would tell the roles the answer leaves out.
      if (!details && req.query.role) throw new AppError('err_no_permission');
      const list = await listUsers(app.db, companyId, req.query, await app.realtime.companyPresence(companyId));
      return details ? list : asColleagues(list);
    },
  );

  const byId = { tags: ['users'], params: UserIdParamsSchema, response: { 200: OkSchema } };
  const refusals = ['err_no_edit_permission', 'err_user_not_found', 'err_owner_protected'] as const;

  app.put(
    '/api/users/:id/role',
    {
      config: { access: 'member' },
      schema: {
        ...byId,
        summary: 'Change a user’s role (admins; not one’s own, not the owner’s)',
        errors: [...refusals, 'err_own_role_change'],
        body: ChangeRoleBodySchema,
      },
    },
    async (req) => {
      await changeRole(app.db, actorOf(req), req.params.id, req.body.role, auditorOf(req));
      // Their sockets keep only the rooms the new role allows, before they are told.
      await app.realtime.refreshAccess(actorOf(req).companyId, req.params.id);
      app.realtime.toUser(req.params.id, { type: 'permissions.changed' });
      return { ok: true as const };
    },
  );

  app.put(
    '/api/users/:id/status',
    {
      config: { access: 'member' },
      schema: { ...byId, summary: 'Activate or deactivate a user (admins; not the owner)', errors: [...refusals, 'err_own_status_change'], body: ChangeStatusBodySchema },
    },
    async (req) => {
      await changeStatus(app.db, actorOf(req), req.params.id, req.body.status, auditorOf(req));
      if (req.body.status === 'inactive') app.realtime.endUserSessions(req.params.id, 'deactivated');
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/users/:id',
    { config: { access: 'member' }, schema: { ...byId, summary: 'Delete a user (admins; not the owner)', errors: [...refusals, 'err_own_delete'] } },
    async (req) => {
      await deleteUser(app.db, actorOf(req), req.params.id, auditorOf(req));
      app.realtime.endUserSessions(req.params.id, 'deleted');
      return { ok: true as const };
    },
  );
};

export default userRoutes;
