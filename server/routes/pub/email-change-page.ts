import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailChangeConfirmBodySchema, EmailChangeQuerySchema, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, SESSION_COOKIE, type Locale } from '../../../contracts';
import { confirmEmailChange, openEmailChange } from '../../domain/company/email-change';
import { emailChangeNoticeMail } from '../../domain/mail/email-change-mail';
import type { Mailer } from '../../domain/mail/mailer';
import { fill, signupText } from '../../domain/onboarding/signup-text';
import { AppError } from '../../lib/app-error';
import { originOf } from '../../lib/auditor';
import { errorMessage, isLocale, requestLocale } from '../../lib/messages';
import { pubText } from '../../lib/pub-text';
import { toAppError } from '../../plugins/errors';
import { esc, publicPage } from './page-shell';

const page = (lang: Locale, title: string, body: string, switchHref: (l: Locale) => string) =>
  publicPage({ lang, title, product: pubText[lang].product, switchHref, body: `<h1>${esc(title)}</h1>\n${body}` });
const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);
const asAppError = (err: unknown) => (err instanceof AppError ? err : toAppError(err as Error));
const personName = (u: { firstName: string; lastName: string; email: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/**
 * The link mailed to a new sign-in address. Opening it changes nothing (mail scanners open links):
 * it shows what would change, and the page's button posts the token to make the change.
 */
const emailChangePageRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const failed = (reply: FastifyReply, lang: Locale, err: unknown) => {
    const e = asAppError(err);
    const s = signupText(lang);
    const body = `<p class="err" role="alert">${esc(errorMessage(e.code, lang, e.params))}</p>\n<p class="alt"><a href="/pub/login">${esc(s.back_to_login)}</a></p>`;
    return html(
      reply,
      e.statusCode,
      page(lang, s.change_failed_title, body, (l) => `/pub/login?lang=${l}`),
    );
  };
  const languageOf = (req: FastifyRequest, reply: FastifyReply, asked?: string): Locale => {
    if (!isLocale(asked)) return requestLocale(req);
    reply.setCookie(LOCALE_COOKIE, asked, { path: '/', maxAge: LOCALE_COOKIE_DAYS * 86400, sameSite: 'lax' });
    return asked;
  };

  app.get(
    '/pub/email-change',
    { schema: { tags: ['pub'], summary: 'The mailed e-mail change link: shows the change, whose button confirms it', querystring: EmailChangeQuerySchema } },
    async (req, reply) => {
      const lang = languageOf(req, reply, req.query.lang);
      const token = req.query.t ?? '';
      try {
        const { user, newEmail } = await openEmailChange(app.db, token);
        const s = signupText(lang);
        const body = `<p>${esc(fill(s.change_page_body, { email: newEmail, name: personName(user) }))}</p>
<form method="post" action="/pub/email-change">
<input type="hidden" name="t" value="${esc(token)}">
<button type="submit">${esc(s.change_button)}</button>
</form>`;
        return html(
          reply,
          200,
          page(lang, s.change_page_title, body, (l) => `/pub/email-change?t=${encodeURIComponent(token)}&lang=${l}`),
        );
      } catch (err) {
        return failed(reply, lang, err);
      }
    },
  );

  app.post(
    '/pub/email-change',
    {
      config: { form: true },
      schema: {
        tags: ['pub'],
        summary: 'Confirm an e-mail change (form): the new address becomes the sign-in e-mail, the old one is told, other sessions end',
        body: EmailChangeConfirmBodySchema,
      },
    },
    async (req, reply) => {
      const lang = requestLocale(req);
      try {
        const session = req.cookies[SESSION_COOKIE] ? req.unsignCookie(req.cookies[SESSION_COOKIE]) : null;
        const keep = session?.valid && session.value ? session.value : undefined;
        const { user, newEmail, ended } = await confirmEmailChange(app.db, req.body.t, originOf(req), keep);
        for (const sessionId of ended) await app.realtime.disconnectSession(user.id, sessionId);
        const userLang = isLocale(user.lang) ? user.lang : lang;
        // The change stands even if the notice cannot go out; the failure is logged, not shown.
        await mailer
          .send(emailChangeNoticeMail({ to: user.email, firstName: user.firstName, lang: userLang, newEmail, done: true }))
          .catch((err) => req.log.error({ err }, 'e-mail change notice failed'));
        const s = signupText(lang);
        const body = `<p role="status">${esc(fill(s.change_done_body, { email: newEmail }))}</p>\n<p class="alt"><a href="/">${esc(s.change_to_console)}</a></p>`;
        return html(
          reply,
          200,
          page(lang, s.change_done_title, body, (l) => `/pub/login?lang=${l}`),
        );
      } catch (err) {
        return failed(reply, lang, err);
      }
    },
  );
};

export default emailChangePageRoutes;
