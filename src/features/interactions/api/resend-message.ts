import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { DeliveryStatusSchema, type DeliveryStatus } from '../../../../contracts/message.schema';
import { http, type HttpClient } from '../../../lib/http';

/**
 * POST /api/interactions/:id/messages/:message_id/resend: a message a provider refused (Messenger,
 * Viber, e-mail) is sent again; its status then arrives over the socket (`message.delivery`).
 */
export async function resendMessage(input: { interactionId: number; messageId: number }, client: HttpClient = http): Promise<DeliveryStatus> {
  const answer = await client.post(`/api/interactions/${input.interactionId}/messages/${input.messageId}/resend`, {});
  return z.object({ status: DeliveryStatusSchema }).parse(answer).status;
}

export function useResendMessage() {
  return useMutation({ mutationFn: (input: { interactionId: number; messageId: number }) => resendMessage(input) });
}
