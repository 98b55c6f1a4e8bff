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
import { findVisibleInteraction, requireInteractionRights, requireVisible } from '../domain/interactions/find-visible';
import { viewerOf } from '../domain/interactions/viewer';
import { listInteractions } from '../domain/interactions/list-interactions';
import { summaryOf } from '../domain/interactions/summaries';
import { updateInteractionMeta } from '../domain/interactions/update-meta';
import { listMessages } from '../domain/interactions/list-messages';
import { outboundDeps, publishStaffMessage } from '../channels/outbound';
import { bindOutgoingAttachments, requireOutgoingAttachments } from '../channels/email/outgoing-attachments';

/** Conversations over REST: lists, the header/detail, lifecycle events, meta, and messages (the same rules as the socket). */
const interactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/interactions',
    {
      config: { permission: 'interaction.start' },
      schema: {
        tags: ['interactions'],
        summary:
          'Open (oldest first; scope all, mine or queued) or closed (newest first; from/to on closed_at) interactions; closed ones only your own without "view all closed"',
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
        errors: ['err_interaction_not_found'],
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
        operationId: 'applyInteractionEvent',
        errors: [
          'err_interaction_not_found',
          'err_interaction_transition',
          'err_interaction_subject_empty',
          'err_interaction_escalate_failed',
          'err_user_not_found',
          'err_forbidden_action',
        ],
        params: InteractionIdParamsSchema,
        body: InteractionEventSchema,
        response: { 200: InteractionSummarySchema },
      },
    },
    async (req) => {
      const companyId = req.auth!.user.companyId!;
      const me = req.auth!.user.id;
      const viewer = viewerOf(req.auth!);
      requireInteractionRights(viewer);
      // A conversation one may not read cannot be moved either (nor its summary answered): checked
      // on the row as the event's transaction locks it, which is read once.
      let ownerBefore: number | null = null;
      const row = await applyInteractionEvent(app.db, companyId, req.params.id, req.body, me, {
        check: (locked) => {
          requireVisible(viewer, locked);
          // Handing on or closing a conversation someone holds is theirs (or a supervisor's) to do.
          if (HOLDER_EVENTS.includes(req.body.type) && !mayActAsHolder(locked, { id: me, permissions: req.auth!.permissions }))
            throw new AppError('err_forbidden_action');
          ownerBefore = locked.ownerUserId;
        },
      });
      // Handed to someone else (assigned, escalated): they are told as if routing had chosen them.
      const handedTo = row.ownerUserId !== null && row.ownerUserId !== ownerBefore && row.ownerUserId !== me ? row.ownerUserId : undefined;
      const summary = await app.realtime.interactionChanged(row, { visitor: true, assignedTo: handedTo });
      // Closing, escalating or requeueing may free someone's capacity (or fill the queue): route again.
      if (req.body.type !== 'interaction.requestRating' && req.body.type !== 'interaction.rate') void app.realtime.routeQueue(companyId);
      // The summary the lists were sent is the answer: nothing is read again.
      return summary;
    },
  );

  app.put(
    '/api/interactions/:id/meta',
    {
      config: { permission: 'interaction.edit' },
      schema: {
        tags: ['interactions'],
        summary: "Set the customer's mood, the tags (replacing the set; each must be this company's) and the subject",
        errors: ['err_interaction_not_found', 'err_interaction_tag_not_found', 'err_interaction_subject_empty', 'err_forbidden_action'],
        params: InteractionIdParamsSchema,
        body: InteractionMetaBodySchema,
        response: { 200: InteractionSummarySchema },
      },
    },
    async (req) => {
      const viewer = viewerOf(req.auth!);
      requireInteractionRights(viewer);
      const row = await updateInteractionMeta(app.db, viewer.companyId, req.params.id, req.body, (locked) => {
        requireVisible(viewer, locked);
        // Tags, mood and subject of a conversation someone holds are theirs (or a supervisor's) to set.
        if (!mayActAsHolder(locked, { id: req.auth!.user.id, permissions: req.auth!.permissions })) throw new AppError('err_forbidden_action');
      });
      return app.realtime.interactionChanged(row);
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
        errors: ['err_interaction_not_found'],
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
        operationId: 'sendInteractionMessage',
        errors: ['err_interaction_not_found', 'err_interaction_closed', 'err_forbidden_action', 'err_issue_attachment_not_found'],
        params: InteractionIdParamsSchema,
        body: SendMessageBodySchema,
        response: { 200: SendMessageResultSchema },
      },
    },
    async (req) => {
      const companyId = req.auth!.user.companyId!;
      // Files named by id: uploaded to this conversation of this company, not sent yet (e-mail).
      await requireOutgoingAttachments(app.db, { companyId, interactionId: req.params.id, clientId: req.body.client_id }, req.body.attachment_ids);
      // The live path's writer (message-writer.ts): one write path, so a reply sent here and one
      // sent over the socket are numbered by the same statement in arrival order.
      const result = await app.messageWriter.append({
        companyId,
        interactionId: req.params.id,
        clientId: req.body.client_id,
        authorType: 'user',
        authorUserId: req.auth!.user.id,
        body: req.body.body,
      });
      // On a channel with a provider it is also sent there (channels/outbound.ts).
      if (!result.duplicate) {
        await bindOutgoingAttachments(app.db, result.message, req.body.attachment_ids);
        await publishStaffMessage(outboundDeps(app), result);
      }
      // Who is told of it stays on the server.
      return { message: result.message, duplicate: result.duplicate };
    },
  );
};

export default interactionRoutes;
