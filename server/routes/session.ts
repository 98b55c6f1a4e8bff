import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangeLangQuerySchema, MeSchema, OkSchema } from '../../contracts';
import { setUserLang } from '../domain/users/set-lang';
import { destroySession, sessionIdOf } from '../domain/auth/sessions';
import { buildMe } from '../domain/users/me';
import { AppError } from '../lib/app-error';
import { isLocale } from '../lib/messages';
import { clearSessionCookie } from '../plugins/auth';

/** The signed-in user: who am I, sign out, and the stored language. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    { config: { access: 'public' }, schema: { tags: ['session'], summary: 'Current user; ID 0 when not signed in', response: { 200: MeSchema } } },
    async (req) => buildMe(app.db, req.auth?.user ?? null, req.auth?.permissions ?? []),
  );

  // POST is the console's; GET is the spec's (§7), checked like a write so that a page of another
  // site (an <img>, say) cannot sign anyone out.
  const logout = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.auth) {
      await destroySession(app.db, req.auth.token);
      await app.realtime.disconnectSession(req.auth.user.id, sessionIdOf(req.auth.token));
    }
    clearSessionCookie(reply);
    return { ok: true as const };
  };
  const summary = 'End the session';
  app.post('/api/logout', { config: { access: 'public' }, schema: { tags: ['session'], summary, response: { 200: OkSchema } } }, logout);
  app.get(
    '/api/logout',
    { config: { access: 'public', sameOrigin: true }, schema: { tags: ['session'], summary, operationId: 'logoutWithGet', response: { 200: OkSchema } } },
    logout,
  );

  app.put(
    '/api/change-lang',
    {
      schema: {
        tags: ['session'],
        summary: "Store the user's language (mn or en)",
        operationId: 'changeLanguage',
        errors: ['err_lang_invalid'],
        querystring: ChangeLangQuerySchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      const lang = req.query.lang;
      if (!isLocale(lang)) throw new AppError('err_lang_invalid');
      await setUserLang(app.db, req.auth!.user.id, lang);
      return { ok: true as const };
    },
  );
};

export default sessionRoutes;
