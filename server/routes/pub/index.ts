import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  type Locale,
  LoginBodySchema,
  LoginResultSchema,
  SESSION_END_CODES,
  VersionSchema,
  isSessionEndReason,
  safeNext,
} from '../../../contracts';
import { setUserLang } from '../../domain/users/set-lang';
import { login } from '../../domain/auth/login';
import { destroySession } from '../../domain/auth/sessions';
import { isUnconfirmed } from '../../domain/onboarding/confirm';
import { AppError } from '../../lib/app-error';
import { errorMessage, isLocale, requestLocale } from '../../lib/messages';
import { servedVersion } from '../../lib/version';
import { setSessionCookie } from '../../plugins/auth';
import { toAppError } from '../../plugins/errors';
import { loginPage } from './login-page';
import invitePageRoutes from './invite-page';

// Not strict: links from mail or marketing add their own parameters (utm_…), which are ignored.
const LoginPageQuery = z.object({ lang: z.string().optional(), next: z.string().max(2000).optional(), reason: z.string().max(50).optional() });

const setLocaleCookie = (reply: FastifyReply, lang: Locale) => reply.setCookie(LOCALE_COOKIE, lang, { path: '/', maxAge: LOCALE_COOKIE_DAYS * 86400, sameSite: 'lax' });

/** Public routes: the sign-in page and its form, and the served build version. */
const pubRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitePageRoutes);
  app.get('/pub/version', { schema: { tags: ['pub'], summary: "The served console build's version", response: { 200: VersionSchema } } }, async () => ({
    version: servedVersion(app.config.consoleDir),
  }));

  app.get(
    '/pub/login',
    { schema: { tags: ['pub'], summary: 'The sign-in page (HTML)', operationId: 'getLoginPage', querystring: LoginPageQuery } },
    async (req, reply) => {
      let lang = requestLocale(req);
      if (isLocale(req.query.lang)) {
        lang = req.query.lang;
        setLocaleCookie(reply, lang);
      }
      // A console whose session the server ended comes here with why (session.ended).
      const ended = isSessionEndReason(req.query.reason) ? errorMessage(SESSION_END_CODES[req.query.reason], lang) : undefined;
      return reply.type('text/html; charset=utf-8').send(loginPage({ lang, next: safeNext(req.query.next), error: ended }));
    },
  );

  app.post(
    '/pub/login',
    {
      config: { access: 'public', form: true },
      schema: {
        tags: ['pub'],
        summary: 'Sign in with email and password (JSON or form); sets the session cookie',
        errors: ['err_invalid_credentials', 'err_user_inactive', 'err_too_many_attempts', 'err_email_unconfirmed'],
        body: LoginBodySchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (req, reply) => {
      const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const next = safeNext(req.body.next);
      try {
        const result = await login(app.db, { ...req.body, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
        // A self-service sign-up signs in only after its e-mail is confirmed. Checked after the
        // password, like the inactive message, so it tells a stranger nothing.
        if (await isUnconfirmed(app.db, result.user.id)) {
          await destroySession(app.db, result.token);
          throw new AppError('err_email_unconfirmed');
        }
        setSessionCookie(req, reply, result.token, result.expiresAt);
        // A language chosen in this browser (on the sign-in page or before) wins and is stored;
        // without one, the user's stored language follows them to this browser.
        const chosen = req.cookies[LOCALE_COOKIE];
        if (isLocale(chosen)) {
          if (chosen !== result.user.lang) await setUserLang(app.db, result.user.id, chosen);
        } else if (isLocale(result.user.lang)) {
          setLocaleCookie(reply, result.user.lang);
        }
        if (isForm) return reply.redirect(next, 303);
        return { ok: true as const, redirect: next };
      } catch (err) {
        if (!isForm) throw err;
        const appErr = err instanceof AppError ? err : toAppError(err as Error);
        const lang = requestLocale(req);
        if (appErr.params.retryAfter) reply.header('retry-after', String(appErr.params.retryAfter));
        // The form gets its page back with the message; the typed reply only knows the JSON answer.
        return (reply as unknown as FastifyReply)
          .status(appErr.statusCode)
          .type('text/html; charset=utf-8')
          .send(
            loginPage({
              lang,
              next,
              email: req.body.email,
              error: errorMessage(appErr.code, lang, appErr.params),
              resendEmail: appErr.code === 'err_email_unconfirmed' ? req.body.email : undefined,
            }),
          );
      }
    },
  );
};

export default pubRoutes;
