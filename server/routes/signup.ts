import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConfirmQuerySchema, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, OkSchema, ResendBodySchema, SignupBodySchema, type Locale } from '../../contracts';
import { createSession } from '../domain/auth/sessions';
import { accountExistsMail } from '../domain/mail/account-exists-mail';
import { confirmationMail } from '../domain/mail/confirmation-mail';
import { createMailer } from '../domain/mail/mailer';
import { confirmEmail, renewConfirmation } from '../domain/onboarding/confirm';
import { dropSignup, signUp, throttleAddress } from '../domain/onboarding/signup';
import { AppError } from '../lib/app-error';
import { errorMessage, isLocale, requestLocale } from '../lib/messages';
import { setSessionCookie } from '../plugins/auth';
import { toAppError } from '../plugins/errors';
import { confirmFailedPage, mailSentPage, signupPage } from './pub/signup-page';

const isForm = (req: FastifyRequest) => (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);
const asAppError = (err: unknown) => (err instanceof AppError ? err : toAppError(err as Error));

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The sign-up page again, as typed, with the refusal's message under the field it names. */
function signupRefused(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  const lang: Locale = requestLocale(req);
  const appErr = asAppError(err);
  if (appErr.params.retryAfter) reply.header('retry-after', String(appErr.params.retryAfter));
  const body = (req.body ?? {}) as Record<string, unknown>;
  const values = { email: text(body.email), first_name: text(body.first_name), last_name: text(body.last_name) };
  const field = typeof appErr.params.field === 'string' ? appErr.params.field : undefined;
  return html(reply, appErr.statusCode, signupPage({ lang, values, error: errorMessage(appErr.code, lang, appErr.params), errorField: field }));
}

/**
 * Self-service sign-up (public): the page and its form, the JSON route, the confirmation link
 * sent by mail, and a resend. A confirmed link signs the person in and opens onboarding.
 */
const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, mailFrom: app.config.mailFrom }, app.log);
  app.addHook('onClose', async () => mailer.close());

  // The link points back at the address the person used to reach us.
  const linkFor = (req: FastifyRequest, token: string) => `${req.protocol}://${req.host}/pub/confirm?t=${encodeURIComponent(token)}`;
  const sendLink = (req: FastifyRequest, user: { email: string; firstName: string; lang: string }, token: string) =>
    mailer.send(confirmationMail({ to: user.email, firstName: user.firstName, link: linkFor(req, token), lang: isLocale(user.lang) ? user.lang : 'mn' }));

  app.get(
    '/pub/signup',
    { schema: { tags: ['pub'], summary: 'The sign-up page (HTML)', operationId: 'getSignupPage', querystring: z.object({ lang: z.string().optional() }) } },
    async (req, reply) => {
      let lang = requestLocale(req);
      if (isLocale(req.query.lang)) {
        lang = req.query.lang;
        reply.setCookie(LOCALE_COOKIE, lang, { path: '/', maxAge: LOCALE_COOKIE_DAYS * 86400, sameSite: 'lax' });
      }
      return html(reply, 200, signupPage({ lang }));
    },
  );

  app.post(
    '/pub/signup',
    {
      config: { form: true },
      // A form body that fails even the shape check (a field far too long) gets the page back too, never JSON.
      errorHandler: (err, req, reply) => {
        if (!isForm(req)) throw err;
        return signupRefused(req, reply, err);
      },
      schema: {
        tags: ['pub'],
        summary:
          'Create an account (JSON or form); a confirmation link is mailed (an address with an account gets a mail saying so, with the same answer), throttled per address',
        errors: ['err_email_empty', 'err_email_invalid', 'err_password_too_short', 'err_password_common', 'err_name_empty', 'err_too_many_attempts', 'err_mail_server'],
        body: SignupBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (req, reply) => {
      const lang: Locale = requestLocale(req);
      try {
        const outcome = await signUp(app.db, { ...req.body, ip: req.ip, lang });
        const { user } = outcome;
        if (outcome.kind === 'exists') {
          const userLang = isLocale(user.lang) ? user.lang : lang;
          await mailer.send(
            accountExistsMail({ to: user.email, firstName: user.firstName, link: `${req.protocol}://${req.host}/pub/login?lang=${userLang}`, lang: userLang }),
          );
        } else {
          try {
            await sendLink(req, user, outcome.token);
          } catch (err) {
            if (outcome.kind === 'created') await dropSignup(app.db, user.id);
            throw err;
          }
        }
        // The same answer whatever the address: only its owner learns, by mail, which it was.
        if (isForm(req)) return html(reply as unknown as FastifyReply, 200, mailSentPage({ lang, email: user.email }));
        return { ok: true as const };
      } catch (err) {
        if (!isForm(req)) throw err;
        return signupRefused(req, reply as unknown as FastifyReply, err);
      }
    },
  );

  app.post(
    '/pub/signup/resend',
    {
      config: { form: true },
      schema: {
        tags: ['pub'],
        summary: 'Mail a new confirmation link to an unconfirmed address; answers ok for any address',
        operationId: 'resendSignupConfirmation',
        errors: ['err_too_many_attempts'],
        body: ResendBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (req, reply) => {
      const lang = requestLocale(req);
      try {
        await throttleAddress(app.db, 'resend', req.ip);
      } catch (err) {
        if (!isForm(req)) throw err;
        const appErr = asAppError(err);
        return html(reply as unknown as FastifyReply, appErr.statusCode, confirmFailedPage({ lang, error: errorMessage(appErr.code, lang, appErr.params) }));
      }
      const renewed = await renewConfirmation(app.db, req.body.email);
      // A failed send is logged, not told: the answer must be the same for every address.
      if (renewed) await sendLink(req, renewed.user, renewed.token).catch((err) => req.log.error({ err }, 'confirmation resend failed'));
      if (isForm(req)) return html(reply as unknown as FastifyReply, 200, mailSentPage({ lang, email: req.body.email, resent: true }));
      return { ok: true as const };
    },
  );

  app.get(
    '/pub/confirm',
    {
      schema: {
        tags: ['pub'],
        summary: 'Open the mailed link: confirms the e-mail, signs in and goes to onboarding',
        operationId: 'confirmEmail',
        errors: ['err_confirm_link_invalid'],
        querystring: ConfirmQuerySchema,
      },
    },
    async (req, reply) => {
      try {
        const user = await confirmEmail(app.db, req.query.t);
        const session = await createSession(app.db, user.id, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
        setSessionCookie(req, reply, session.token, session.expiresAt);
        if (!isLocale(req.cookies[LOCALE_COOKIE]) && isLocale(user.lang)) {
          reply.setCookie(LOCALE_COOKIE, user.lang, { path: '/', maxAge: LOCALE_COOKIE_DAYS * 86400, sameSite: 'lax' });
        }
        return reply.redirect('/onboarding', 303);
      } catch (err) {
        const appErr = asAppError(err);
        const lang = requestLocale(req);
        return html(reply, appErr.statusCode, confirmFailedPage({ lang, error: errorMessage(appErr.code, lang, appErr.params) }));
      }
    },
  );
};

export default signupRoutes;
