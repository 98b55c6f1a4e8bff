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
      schema: { tags, summary: 'Edit one’s names, phone, email and picture (the role cannot be changed here)', errors: ['err_own_role_change', 'err_name_empty', 'err_name_too_short', 'err_name_too_long', 'err_phone_invalid', 'err_value_required', 'err_email_invalid', 'err_image_invalid', 'err_user_exists'], body: ProfileBodySchema, response: { 200: ProfileSchema } },
    },
    async (req) => updateProfile(app.db, req.auth!.user, req.body),
  );

  app.put(
    '/api/profile/password',
    { config: { access: 'member' }, schema: { tags, summary: 'Change one’s password (current + new); other sessions end', operationId: 'changePassword', errors: ['err_value_required', 'err_password_too_short', 'err_password_common', 'err_too_many_attempts', 'err_current_password_wrong'], body: PasswordChangeBodySchema, response: { 200: OkSchema } } },
    async (req) => {
      const { user, token } = req.auth!;
      const ended = await changePassword(app.db, user, token, req.body);
      for (const sessionId of ended) await app.realtime.disconnectSession(user.id, sessionId);
      return { ok: true as const };
    },
  );
};

export default profileRoutes;
