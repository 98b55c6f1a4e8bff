import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InviteBodySchema, InviteListSchema, InviteParamsSchema, InviteSchema, OkSchema, type Locale, type Role } from '../../contracts';
import { companyRow } from '../domain/company/get-company';
import { prepareInvite, storeInvite, type InviteActor } from '../domain/invites/create-invite';
import { inviteMail } from '../domain/invites/invite-mail';
import { commitResend, listInvites, pendingInvite, renewToken, revokeInvite } from '../domain/invites/manage-invites';
import { createMailer } from '../domain/mail/mailer';
import { AppError } from '../lib/app-error';
import { auditorOf } from '../lib/auditor';
import { isLocale, requestLocale } from '../lib/messages';

/**
 * Invitations by e-mail (admins): send, list the pending ones, revoke, send again. The mailed link
 * opens the public accept page (routes/pub/invite-page.ts). A mail that cannot be sent leaves
 * nothing behind and answers err_invite_mail_failed. Each change is written to the audit log.
 */
const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invites'];
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, mailFrom: app.config.mailFrom }, app.log);
  app.addHook('onClose', async () => mailer.close());

  const actorOf = (req: FastifyRequest): InviteActor => {
    const u = req.auth!.user;
    return { id: u.id, companyId: u.companyId!, role: u.role };
  };
  const inviterName = (req: FastifyRequest) => {
    const u = req.auth!.user;
    return [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
  };
  // The link points back at the address the admin used to reach us.
  const linkFor = (req: FastifyRequest, token: string) => `${req.protocol}://${req.host}/pub/invite?t=${encodeURIComponent(token)}`;
  const send = async (req: FastifyRequest, opts: { to: string; firstName: string; company: string; role: Role; token: string; lang: Locale }) => {
    try {
      await mailer.send(inviteMail({ ...opts, inviter: inviterName(req), link: linkFor(req, opts.token) }));
    } catch (err) {
      req.log.error({ err }, 'invitation mail failed');
      throw new AppError('err_invite_mail_failed');
    }
  };

  app.post(
    '/api/invites',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Invite a person by e-mail (admins)',
        errors: [
          'err_no_edit_permission',
          'err_email_empty',
          'err_email_invalid',
          'err_role_empty',
          'err_role_invalid',
          'err_name_empty',
          'err_name_too_short',
          'err_name_too_long',
          'err_mail_domain_not_allowed',
          'err_user_exists',
          'err_user_count_limit',
          'err_company_not_found',
          'err_invite_mail_failed',
        ],
        body: InviteBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const lang = requestLocale(req);
      const invite = await prepareInvite(app.db, actor, req.body, lang);
      // Stored only once its mail went out: a refused mail leaves no invitation and no audit row.
      await send(req, { to: invite.email, firstName: invite.firstName, company: invite.company.name, role: invite.role, token: invite.token, lang });
      await storeInvite(app.db, actor, invite, auditorOf(req));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/invites',
    { config: { access: 'member' }, schema: { tags, summary: 'Pending invitations (admins)', errors: ['err_no_edit_permission'], response: { 200: InviteListSchema } } },
    async (req) => ({
      items: await listInvites(app.db, actorOf(req)),
    }),
  );

  app.delete(
    '/api/invites/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Revoke a pending invitation (admins)',
        operationId: 'revokeInvite',
        errors: ['err_no_edit_permission', 'err_invite_not_found'],
        params: InviteParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await revokeInvite(app.db, actorOf(req), req.params.id, auditorOf(req));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/invites/:id/resend',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Send a pending invitation again with a fresh link (the old link stops working)',
        errors: ['err_no_edit_permission', 'err_invite_not_found', 'err_company_not_found', 'err_invite_mail_failed'],
        params: InviteParamsSchema,
        response: { 200: InviteSchema.pick({ id: true, expires_at: true }) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const invite = await pendingInvite(app.db, actor, req.params.id);
      const company = await companyRow(app.db, actor.companyId);
      const renewed = renewToken();
      const lang = isLocale(invite.lang) ? invite.lang : requestLocale(req);
      await send(req, { to: invite.email, firstName: invite.firstName, company: company.name, role: invite.role as Role, token: renewed.token, lang });
      await commitResend(app.db, actor, invite.id, renewed, auditorOf(req));
      return { id: invite.id, expires_at: renewed.expiresAt.toISOString() };
    },
  );
};

export default inviteRoutes;
