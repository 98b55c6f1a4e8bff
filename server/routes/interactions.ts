import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InteractionEventSchema,
  InteractionIdParamsSchema,
  InteractionListQuerySchema,
  InteractionListSchema,
  InteractionSummarySchema,
  MessageListSchema,
  MessagesQuerySchema,
  SendMessageBodySchema,
  SendMessageResultSchema,
} from '../../contracts';
import { applyInteractionEvent } from '../domain/interactions/apply-event';
import { listInteractions } from '../domain/interactions/list-interactions';
import { toSummary } from '../domain/interactions/to-summary';
import { appendMessage } from '../domain/interactions/append-message';
import { listMessages } from '../domain/interactions/list-messages';

/** A conversation's messages over REST: the same rules as the socket, for clients without one. */
const interactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/interactions',
    {
      config: { permission: 'interaction.start' },
      schema: {
        tags: ['interactions'],
        summary: 'Open (oldest first) or closed (newest first) interactions; closed ones only your own without "view all closed"',
        querystring: InteractionListQuerySchema,
        response: { 200: InteractionListSchema },
      },
    },
    async (req) => {
      const { user, permissions } = req.auth!;
      const ownOnly = req.query.status === 'closed' && !permissions.includes('interaction.view_all_closed') ? user.id : undefined;
      return listInteractions(app.db, user.companyId!, req.query, ownOnly);
    },
  );

  app.post(
    '/api/interactions/:id/events',
    {
      config: { permission: 'interaction.edit' },
      schema: {
        tags: ['interactions'],
        summary: 'Assign, hand over, escalate, close, request or give a rating; refused when the lifecycle does not allow it',
        params: InteractionIdParamsSchema,
        body: InteractionEventSchema,
        response: { 200: InteractionSummarySchema },
      },
    },
    async (req) => {
      const companyId = req.auth!.user.companyId!;
      const interaction = toSummary(await applyInteractionEvent(app.db, companyId, req.params.id, req.body, req.auth!.user.id));
      app.realtime.toCompany(companyId, { type: 'interaction.changed', interaction });
      return interaction;
    },
  );

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
