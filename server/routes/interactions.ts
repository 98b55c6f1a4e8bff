import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOLDER_EVENTS,
  InteractionEventSchema,
  InteractionIdParamsSchema,
  InteractionListQuerySchema,
  InteractionListSchema,
  InteractionMetaBodySchema,
  InteractionSummarySchema,
  MessageListSchema,
  MessagesQuerySchema,
  SendMessageBodySchema,
  SendMessageResultSchema,
  mayActAsHolder,
} from '../../contracts';
import { AppError } from '../lib/app-error';
import { applyInteractionEvent } from '../domain/interactions/apply-event';
import { findVisibleInteraction } from '../domain/interactions/find-visible';
import { viewerOf } from '../domain/interactions/viewer';
import { listInteractions } from '../domain/interactions/list-interactions';
import { summaryOf } from '../domain/interactions/summaries';
import { updateInteractionMeta } from '../domain/interactions/update-meta';
import { appendMessage } from '../domain/interactions/append-message';
import { listMessages } from '../domain/interactions/list-messages';

/** Conversations over REST: lists, the header/detail, lifecycle events, meta, and messages (the same rules as the socket). */
const interactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/interactions',
    {
      config: { permission: 'interaction.start' },
      schema: {
        tags: ['interactions'],
        summary: 'Open (oldest first; scope all, mine or queued) or closed (newest first; from/to on closed_at) interactions; closed ones only your own without "view all closed"',
        querystring: InteractionListQuerySchema,
        response: { 200: InteractionListSchema },
      },
    },
    async (req) => listInteractions(app.db, viewerOf(req.auth!), req.query),
  );

  app.get(
    '/api/interactions/:id',
    {
      config: { permission: 'interaction.start' },
      schema: {
        tags: ['interactions'],
        summary: 'One interaction (conversation header, history detail); a closed one of someone else only with "view all closed"',
        params: InteractionIdParamsSchema,
        response: { 200: InteractionSummarySchema },
      },
    },
    async (req) => {
      return summaryOf(app.db, await findVisibleInteraction(app.db, viewerOf(req.auth!), req.params.id));
    },
  );

  app.post(
    '/api/interactions/:id/events',
    {
      config: { permission: 'interaction.edit' },
      schema: {
        tags: ['interactions'],
        summary: 'Assign, hand over, escalate, requeue, close, request or give a rating; refused when the lifecycle does not allow it',
        params: InteractionIdParamsSchema,
        body: InteractionEventSchema,
        response: { 200: InteractionSummarySchema },
      },
    },
    async (req) => {
      const companyId = req.auth!.user.companyId!;
      const me = req.auth!.user.id;
      // A conversation one may not read cannot be moved either (nor its summary answered).
      const before = await findVisibleInteraction(app.db, viewerOf(req.auth!), req.params.id);
      // Handing on or closing a conversation someone holds is theirs (or a supervisor's) to do.
      if (HOLDER_EVENTS.includes(req.body.type) && !mayActAsHolder(before, { id: me, permissions: req.auth!.permissions })) throw new AppError('err_forbidden_action');
      const row = await applyInteractionEvent(app.db, companyId, req.params.id, req.body, me);
      // Handed to someone else (assigned, escalated): they are told as if routing had chosen them.
      const handedTo = row.ownerUserId !== null && row.ownerUserId !== before.ownerUserId && row.ownerUserId !== me ? row.ownerUserId : undefined;
      await app.realtime.interactionChanged(row, { visitor: true, assignedTo: handedTo });
      // Closing, escalating or requeueing may free someone's capacity (or fill the queue): route again.
      if (req.body.type !== 'interaction.requestRating' && req.body.type !== 'interaction.rate') void app.realtime.routeQueue(companyId);
      return summaryOf(app.db, row);
    },
  );

  app.put(
    '/api/interactions/:id/meta',
    {
      config: { permission: 'interaction.edit' },
      schema: {
        tags: ['interactions'],
        summary: "Set the customer's mood, the tags (replacing the set; each must be this company's) and the subject",
        params: InteractionIdParamsSchema,
        body: InteractionMetaBodySchema,
        response: { 200: InteractionSummarySchema },
      },
    },
    async (req) => {
      await findVisibleInteraction(app.db, viewerOf(req.auth!), req.params.id);
      const row = await updateInteractionMeta(app.db, req.auth!.user.companyId!, req.params.id, req.body);
      await app.realtime.interactionChanged(row);
      return summaryOf(app.db, row);
    },
  );

  app.get(
    '/api/interactions/:id/messages',
    {
      config: { permission: 'interaction.start' },
      schema: {
        tags: ['interactions'],
        summary: 'Messages after a sequence number (after_seq, default 0), oldest first; a closed conversation of someone else only with "view all closed"',
        params: InteractionIdParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: MessageListSchema },
      },
    },
    // The transcript is read by the same rule as the header (find-visible.ts).
    async (req) => listMessages(app.db, await findVisibleInteraction(app.db, viewerOf(req.auth!), req.params.id), req.query.after_seq, req.query.limit),
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
      if (!result.duplicate) app.realtime.publishMessage(result);
      // Who is told of it stays on the server.
      return { message: result.message, duplicate: result.duplicate };
    },
  );
};

export default interactionRoutes;
