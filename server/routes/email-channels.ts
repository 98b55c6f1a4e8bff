import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailChannelBodySchema, EmailChannelIdParamsSchema, EmailChannelListSchema, EmailChannelSchema } from '../../contracts';
import { createEmailChannel, getEmailChannel, listEmailChannels, updateEmailChannel } from '../channels/email/channel-store';

/**
 * E-mail channels of the session's company (/settings/email): the mailbox is tested on every save;
 * the password is write-only (answers carry a mask).
 */
const emailChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['channels'];
  const companyOf = (req: FastifyRequest) => req.auth!.user.companyId!;
  const saveErrors = ['err_channel_email_connect', 'err_channel_already_connected', 'err_value_required'] as const;

  app.get(
    '/api/email-channels',
    {
      config: { permission: 'settings.view' },
      schema: {
        tags,
        summary: "The company's e-mail channels with their server settings and health",
        operationId: 'listEmailChannelSettings',
        response: { 200: EmailChannelListSchema },
      },
    },
    async (req) => ({ items: await listEmailChannels(app.db, companyOf(req)) }),
  );
  app.get(
    '/api/email-channels/:id',
    {
      config: { permission: 'settings.view' },
      schema: {
        tags,
        summary: 'One e-mail channel',
        operationId: 'getEmailChannel',
        errors: ['err_channel_not_found'],
        params: EmailChannelIdParamsSchema,
        response: { 200: EmailChannelSchema },
      },
    },
    async (req) => getEmailChannel(app.db, companyOf(req), req.params.id),
  );
  app.post(
    '/api/email-channels',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Connect a mailbox (IMAP login and SMTP verify are tried before it is stored)',
        operationId: 'createEmailChannel',
        errors: saveErrors,
        body: EmailChannelBodySchema,
        response: { 200: EmailChannelSchema },
      },
    },
    async (req) => {
      const channel = await createEmailChannel(app.db, companyOf(req), req.body, req.log);
      app.emailMailboxes?.wake();
      return channel;
    },
  );
  app.put(
    '/api/email-channels/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Change a mailbox (an empty password keeps the stored one; the connection is tested again)',
        operationId: 'updateEmailChannel',
        errors: [...saveErrors, 'err_channel_not_found'],
        params: EmailChannelIdParamsSchema,
        body: EmailChannelBodySchema,
        response: { 200: EmailChannelSchema },
      },
    },
    async (req) => {
      const channel = await updateEmailChannel(app.db, companyOf(req), req.params.id, req.body, req.log);
      app.emailMailboxes?.wake(req.params.id);
      return channel;
    },
  );
};

export default emailChannelRoutes;
