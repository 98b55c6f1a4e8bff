import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserListQuerySchema, UserListSchema } from '../../contracts';
import { listUsers } from '../domain/users/list-users';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: "The company's users: page/size (defaults 1 and 100), user_type, user_status, role",
        querystring: UserListQuerySchema,
        response: { 200: UserListSchema },
      },
    },
    async (req) => listUsers(app.db, req.auth!.user.companyId!, req.query, app.realtime.presenceOf),
  );
};

export default userRoutes;
