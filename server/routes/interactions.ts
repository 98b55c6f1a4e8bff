import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InteractionIdParamsSchema, MessageListSchema, MessagesQuerySchema, SendMessageBodySchema, SendMessageResultSchema } from '../../contracts';
import { appendMessage } from '../domain/interactions/append-message';
import { listMessages } from '../domain/interactions/list-messages';

/** A conversation's messages over REST: the same rules as the socket, for clients without one. */
const interactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/interactions/:id/messages',
    {
      config: { permission: 'interaction.start' },
      schema: {
        tags: ['interactions'],
        summary: 'Messages after a sequence number (after_seq, default 0), oldest first',
        params: InteractionIdParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: MessageListSchema },
      },
    },
    async (req) => listMessages(app.db, req.auth!.user.companyId!, req.params.id, req.query.after_seq, req.query.limit),
  );

  app.post(
    '/api/interactions/:id/messages',
    {
      config: { permission: 'interaction.start' },
      schema: {
        tags: ['interactions'],
        summary: 'Send a message; a resend with the same client_id answers the stored one',
        params: InteractionIdParamsSchema,
        body: SendMessageBodySchema,
        response: { 200: SendMessageResultSchema },
      },
    },
    async (req) => {
      const companyId = req.auth!.user.companyId!;
      const result = await appendMessage(app.db, {
        companyId,
        interactionId: req.params.id,
        clientId: req.body.client_id,
        authorType: 'user',
        authorUserId: req.auth!.user.id,
        body: req.body.body,
      });
      if (!result.duplicate) app.realtime.publishMessage(companyId, result.message);
      return result;
    },
  );
};

export default interactionRoutes;
