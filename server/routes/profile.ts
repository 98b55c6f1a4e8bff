import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkSchema, PasswordChangeBodySchema, ProfileBodySchema, ProfileSchema } from '../../contracts';
import { changePassword, toProfile, updateProfile } from '../domain/company/profile';

/** The /user page of every signed-in user: their own record and password. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get('/api/profile', { config: { access: 'member' }, schema: { tags, summary: "The signed-in user's own profile", response: { 200: ProfileSchema } } }, async (req) =>
    toProfile(req.auth!.user),
  );

  app.put(
    '/api/profile',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Edit one’s names, phone, email and picture (the role cannot be changed here)', body: ProfileBodySchema, response: { 200: ProfileSchema } },
    },
    async (req) => updateProfile(app.db, req.auth!.user, req.body),
  );

  app.put(
    '/api/profile/password',
    { config: { access: 'member' }, schema: { tags, summary: 'Change one’s password (current + new); other sessions end', body: PasswordChangeBodySchema, response: { 200: OkSchema } } },
    async (req) => {
      const { user, token } = req.auth!;
      const ended = await changePassword(app.db, user, token, req.body);
      for (const sessionId of ended) await app.realtime.disconnectSession(user.id, sessionId);
      return { ok: true as const };
    },
  );
};

export default profileRoutes;
