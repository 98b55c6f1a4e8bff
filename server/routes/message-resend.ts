import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeliveryStatusSchema, MessageResendParamsSchema } from '../../contracts';
import { deliver, outboundDeps, setDelivery } from '../channels/outbound';
import { messages } from '../db/schema';
import { findVisibleInteraction } from '../domain/interactions/find-visible';
import { viewerOf } from '../domain/interactions/viewer';
import { AppError } from '../lib/app-error';

/** Retry of a staff message a provider refused (the bubble's Retry): sent again through its channel. */
const messageResendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/interactions/:id/messages/:sub_id/resend',
    {
      config: { permission: 'interaction.start' },
      schema: {
        tags: ['interactions'],
        summary: 'Send a failed message again through its channel; answers the delivery status reached',
        operationId: 'resendInteractionMessage',
        errors: ['err_interaction_not_found', 'err_channel_message_not_failed'],
        params: MessageResendParamsSchema,
        response: { 200: z.object({ status: DeliveryStatusSchema }) },
      },
    },
    async (req) => {
      const interaction = await findVisibleInteraction(app.db, viewerOf(req.auth!), req.params.id);
      const deps = outboundDeps(app);
      // Only a failed one moves (to sending): two clicks at once send it once.
      const [row] = await app.db
        .update(messages)
        .set({ deliveryStatus: 'sending', deliveryError: null })
        .where(and(eq(messages.id, req.params.sub_id), eq(messages.interactionId, interaction.id), eq(messages.deliveryStatus, 'failed')))
        .returning({ id: messages.id });
      if (!row) throw new AppError('err_channel_message_not_failed');
      await setDelivery(deps, { id: row.id, interactionId: interaction.id }, { deliveryStatus: 'sending' });
      return { status: await deliver(deps, row.id) };
    },
  );
};

export default messageResendRoutes;
