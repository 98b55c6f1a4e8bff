import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailChangeBodySchema, OkSchema, PasswordChangeBodySchema, ProfileBodySchema, ProfileSchema } from '../../contracts';
import { cancelEmailChange, requestEmailChange } from '../domain/company/email-change';
import { changePassword, profileOf, updateProfile } from '../domain/company/profile';
import { emailChangeLinkMail, emailChangeNoticeMail, emailChangeTakenMail } from '../domain/mail/email-change-mail';
import { createMailer } from '../domain/mail/mailer';
import { isLocale } from '../lib/messages';
import emailChangePageRoutes from './pub/email-change-page';

/** The /user page of every signed-in user: their own record, sign-in e-mail and password. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, mailFrom: app.config.mailFrom }, app.log);
  app.addHook('onClose', async () => mailer.close());
  await app.register(emailChangePageRoutes, { mailer });
  // The link points back at the address the person used to reach us.
  const linkFor = (req: FastifyRequest, token: string) => `${req.protocol}://${req.host}/pub/email-change?t=${encodeURIComponent(token)}`;

  app.get(
    '/api/profile',
    { config: { access: 'member' }, schema: { tags, summary: "The signed-in user's own profile", response: { 200: ProfileSchema } } },
    async (req) => profileOf(app.db, req.auth!.user),
  );

  app.put(
    '/api/profile',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Edit one’s names, phone and picture (the role cannot be changed here, the e-mail only by POST /api/profile/email)',
        errors: [
          'err_own_role_change',
          'err_name_empty',
          'err_name_too_short',
          'err_name_too_long',
          'err_phone_invalid',
          'err_value_required',
          'err_image_invalid',
          'err_email_change_confirm',
        ],
        body: ProfileBodySchema,
        response: { 200: ProfileSchema },
      },
    },
    async (req) => updateProfile(app.db, req.auth!.user, req.body),
  );

  app.post(
    '/api/profile/email',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'Ask to change one’s sign-in e-mail (current password): a link goes to the new address, a notice to the old; nothing changes until the link is confirmed',
        body: EmailChangeBodySchema,
        response: { 200: ProfileSchema },
      },
    },
    async (req) => {
      const me = req.auth!.user;
      const { token, email, taken } = await requestEmailChange(app.db, me, req.body);
      const lang = isLocale(me.lang) ? me.lang : 'mn';
      try {
        await mailer.send(
          taken ? emailChangeTakenMail({ to: email, lang }) : emailChangeLinkMail({ to: email, firstName: me.firstName, lang, link: linkFor(req, token) }),
        );
      } catch (err) {
        // A link that never left must not wait to be used.
        await cancelEmailChange(app.db, me.id);
        throw err;
      }
      await mailer
        .send(emailChangeNoticeMail({ to: me.email, firstName: me.firstName, lang, newEmail: email, done: false }))
        .catch((err) => req.log.error({ err }, 'e-mail change notice failed'));
      return profileOf(app.db, me);
    },
  );

  app.delete(
    '/api/profile/email',
    { config: { access: 'member' }, schema: { tags, summary: 'Withdraw a waiting e-mail change: its link stops working', response: { 200: ProfileSchema } } },
    async (req) => {
      await cancelEmailChange(app.db, req.auth!.user.id);
      return profileOf(app.db, req.auth!.user);
    },
  );

  app.put(
    '/api/profile/password',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Change one’s password (current + new); other sessions end',
        operationId: 'changePassword',
        errors: ['err_value_required', 'err_password_too_short', 'err_password_common', 'err_too_many_attempts', 'err_current_password_wrong'],
        body: PasswordChangeBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      const { user, token } = req.auth!;
      const ended = await changePassword(app.db, user, token, req.body);
      for (const sessionId of ended) await app.realtime.disconnectSession(user.id, sessionId);
      return { ok: true as const };
    },
  );
};

export default profileRoutes;
