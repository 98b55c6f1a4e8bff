import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptInviteBodySchema, InviteQuerySchema, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, PASSWORD_MIN, type ErrorCode, type Locale, type Role } from '../../../contracts';
import { createSession } from '../../domain/auth/sessions';
import { acceptInvite, openInvite } from '../../domain/invites/accept-invite';
import { inviteText } from '../../domain/invites/invite-text';
import { fill } from '../../domain/onboarding/signup-text';
import { AppError } from '../../lib/app-error';
import { errorMessage, isLocale, requestLocale } from '../../lib/messages';
import { pubText } from '../../lib/pub-text';
import { setSessionCookie } from '../../plugins/auth';
import { toAppError } from '../../plugins/errors';
import { esc, publicPage } from './page-shell';
import { originOf } from '../../lib/auditor';

const switchFor = (token: string) => (lang: Locale) => `/pub/invite?t=${encodeURIComponent(token)}&lang=${lang}`;

/** The accept page: whose invitation it is, and the password the new user chooses (no script). */
export function invitePage(opts: { lang: Locale; token: string; company: string; email: string; name: string; role: Role; error?: string }): string {
  const t = inviteText(opts.lang);
  const p = pubText[opts.lang];
  return publicPage({
    lang: opts.lang,
    title: t.title,
    product: p.product,
    switchHref: switchFor(opts.token),
    body: `<h1>${esc(fill(t.heading, { company: opts.company }))}</h1>
<p>${esc(fill(t.intro, { company: opts.company, role: t.roles[opts.role] }))}</p>
${opts.error ? `<p class="err" role="alert">${esc(opts.error)}</p>` : ''}
<form method="post" action="/pub/invite">
<input type="hidden" name="t" value="${esc(opts.token)}">
<label for="name">${esc(t.name)}</label>
<input id="name" value="${esc(opts.name)}" readonly>
<label for="email">${esc(p.email)}</label>
<input id="email" type="email" autocomplete="username" value="${esc(opts.email)}" readonly>
<label for="password">${esc(p.password)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" aria-describedby="password-hint">
<p class="hint" id="password-hint">${esc(fill(t.password_hint, { min: PASSWORD_MIN }))}</p>
<button type="submit">${esc(t.submit)}</button>
</form>`,
  });
}

/** An unknown, expired, used or revoked link: the reason, and the way to sign in. */
export function inviteFailedPage(opts: { lang: Locale; token: string; error: string }): string {
  const t = inviteText(opts.lang);
  return publicPage({
    lang: opts.lang,
    title: t.invalid_title,
    product: pubText[opts.lang].product,
    switchHref: switchFor(opts.token),
    body: `<h1>${esc(t.invalid_title)}</h1>
<p class="err" role="alert">${esc(opts.error)}</p>
<p class="alt"><a href="/pub/login">${esc(t.back_to_login)}</a></p>`,
  });
}

const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);
const asAppError = (err: unknown) => (err instanceof AppError ? err : toAppError(err as Error));
const LINK_CODES = new Set<ErrorCode>(['err_invite_link_invalid', 'err_invite_expired', 'err_invite_used', 'err_invite_revoked']);

/** GET shows the invitation; POST (the page's form) creates the user, signs them in and opens the console. */
const invitePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const languageOf = (req: FastifyRequest, reply: FastifyReply, asked?: string): Locale => {
    if (!isLocale(asked)) return requestLocale(req);
    reply.setCookie(LOCALE_COOKIE, asked, { path: '/', maxAge: LOCALE_COOKIE_DAYS * 86400, sameSite: 'lax' });
    return asked;
  };
  const show = async (reply: FastifyReply, lang: Locale, token: string, error?: AppError) => {
    try {
      const { invite, companyName } = await openInvite(app.db, token);
      return html(
        reply,
        error?.statusCode ?? 200,
        invitePage({
          lang,
          token,
          company: companyName,
          email: invite.email,
          name: [invite.lastName, invite.firstName].join(' '),
          role: invite.role as Role,
          error: error ? errorMessage(error.code, lang, error.params) : undefined,
        }),
      );
    } catch (err) {
      const e = asAppError(err);
      return html(reply, e.statusCode, inviteFailedPage({ lang, token, error: errorMessage(e.code, lang, e.params) }));
    }
  };

  app.get(
    '/pub/invite',
    {
      schema: {
        tags: ['pub'],
        summary: 'The invitation page: company, role and a password to choose',
        operationId: 'getInvitePage',
        errors: [...LINK_CODES],
        querystring: InviteQuerySchema,
      },
    },
    async (req, reply) => show(reply, languageOf(req, reply, req.query.lang), req.query.t ?? ''),
  );

  app.post(
    '/pub/invite',
    {
      config: { form: true },
      schema: {
        tags: ['pub'],
        summary: 'Accept an invitation (form): creates the user, signs in, redirects to /',
        operationId: 'acceptInvite',
        errors: [...LINK_CODES, 'err_password_too_short', 'err_password_common', 'err_user_exists', 'err_user_count_limit'],
        body: AcceptInviteBodySchema,
      },
    },
    async (req, reply) => {
      const lang = requestLocale(req);
      try {
        const user = await acceptInvite(app.db, req.body.t, req.body.password, lang, originOf(req));
        const session = await createSession(app.db, user.id, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
        setSessionCookie(req, reply, session.token, session.expiresAt);
        if (!isLocale(req.cookies[LOCALE_COOKIE])) reply.setCookie(LOCALE_COOKIE, lang, { path: '/', maxAge: LOCALE_COOKIE_DAYS * 86400, sameSite: 'lax' });
        return reply.redirect('/', 303);
      } catch (err) {
        const e = asAppError(err);
        if (LINK_CODES.has(e.code)) return html(reply, e.statusCode, inviteFailedPage({ lang, token: req.body.t, error: errorMessage(e.code, lang, e.params) }));
        return show(reply, lang, req.body.t, e);
      }
    },
  );
};

export default invitePageRoutes;
